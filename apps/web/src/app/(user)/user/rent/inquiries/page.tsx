import type { Metadata } from 'next';
import { RentInquiriesView } from '@/features/rent/my-rent-lists';

export const metadata: Metadata = { title: 'Rent inquiries' };

export default function RentInquiriesPage() {
  return <RentInquiriesView />;
}
