import type { Metadata } from 'next';
import { RentInquiriesView } from '@/sections/rent/my-rent-lists';

export const metadata: Metadata = { title: 'Rent inquiries' };

export default function RentInquiriesPage() {
  return <RentInquiriesView />;
}
