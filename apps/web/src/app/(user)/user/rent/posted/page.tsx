import type { Metadata } from 'next';
import { PostedRentsView } from '@/features/rent/my-rent-lists';

export const metadata: Metadata = { title: 'My rentals' };

export default function PostedRentsPage() {
  return <PostedRentsView />;
}
