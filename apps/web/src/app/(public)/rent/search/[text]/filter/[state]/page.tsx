import type { Metadata } from 'next';
import { RentSearchPage, rentSearchMetadata } from '@/sections/rent/rent-pages';
import { rentSearchFromSegment } from '@/sections/rent/rent-params';

/** `/rent/search/{text}?…` as the proxy rewrites it: one cached page per search and filters. */
type Props = { params: Promise<{ text: string; state: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rentSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  const { text, state } = await params;
  return <RentSearchPage rawText={text} search={rentSearchFromSegment(state)} />;
}
