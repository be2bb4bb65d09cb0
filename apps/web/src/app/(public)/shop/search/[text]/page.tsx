import type { Metadata } from 'next';
import { SearchPage, searchMetadata } from '@/sections/shop/product/search-page';

type Props = { params: Promise<{ text: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  return <SearchPage rawText={(await params).text} search="" />;
}
