import type { Metadata } from 'next';
import { PostedRentsView } from '@/sections/rent/my-rent-lists';

export const metadata: Metadata = { title: 'My rentals' };

export default function PostedRentsPage() {
  return <PostedRentsView />;
}
