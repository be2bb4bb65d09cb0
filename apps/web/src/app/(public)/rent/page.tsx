import { RentListPage, rentListMetadata } from '@/features/rent/rent-pages';

export const metadata = rentListMetadata('');

export default function Page() {
  return <RentListPage search="" />;
}
