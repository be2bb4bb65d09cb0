import type { Metadata } from 'next';
import { RentSearchPage, rentSearchMetadata } from '@/sections/rent/rent-pages';

type Props = { params: Promise<{ text: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rentSearchMetadata((await params).text);
}

export default async function Page({ params }: Props) {
  return <RentSearchPage rawText={(await params).text} search="" />;
}
