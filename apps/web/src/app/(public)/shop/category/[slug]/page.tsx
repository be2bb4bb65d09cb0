import type { Metadata } from 'next';
import { CategoryPage, categoryMetadata } from '@/sections/shop/product/category-page';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug, '');
}

export default async function Page({ params }: Props) {
  return <CategoryPage rawSlug={(await params).slug} search="" />;
}
