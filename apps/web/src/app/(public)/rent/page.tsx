import { RentListPage, rentListMetadata } from '@/sections/rent/rent-pages';

export const metadata = rentListMetadata('');

export default function Page() {
  return <RentListPage search="" />;
}
