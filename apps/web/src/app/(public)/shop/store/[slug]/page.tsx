import type { Metadata } from 'next';
import { StorePage, storeMetadata } from '@/sections/shop/store/store-pages';

type Props = { params: Promise<{ slug: string }> };

/** Each store page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeMetadata((await params).slug, '');
}

export default async function Page({ params }: Props) {
  return <StorePage rawSlug={(await params).slug} search="" />;
}
