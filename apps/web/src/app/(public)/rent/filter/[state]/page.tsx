import type { Metadata } from 'next';
import { RentListPage, rentListMetadata } from '@/sections/rent/rent-pages';
import { rentSearchFromSegment } from '@/sections/rent/rent-params';

/** `/rent?…` as the proxy rewrites it: one cached page per set of filters (rent-params.ts). */
type Props = { params: Promise<{ state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rentListMetadata(rentSearchFromSegment((await params).state));
}

export default async function Page({ params }: Props) {
  return <RentListPage search={rentSearchFromSegment((await params).state)} />;
}
