import type { Metadata } from 'next';
import { RentFormView } from '@/sections/rent/rent-form-view';

export const metadata: Metadata = { title: 'List a rental' };

export default function CreateRentPage() {
  return <RentFormView />;
}
