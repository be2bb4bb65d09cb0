import type { Metadata } from 'next';
import { RentInquiriesView } from '@/sections/rent/rent-inquiries-view';

export const metadata: Metadata = { title: 'Rent inquiries' };

export default function RentInquiriesPage() {
  return <RentInquiriesView />;
}
