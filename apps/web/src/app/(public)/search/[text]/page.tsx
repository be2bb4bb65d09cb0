import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { fetchSearchAll, searchAllTextOf } from '@/platform/search/fetch-search';
import { SearchAllView } from '@/platform/search/search-all-view';

type Props = { params: Promise<{ text: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: `Results for “${searchAllTextOf((await params).text)}” in every section`,
    robots: { index: false },
  };
}

export default async function Page({ params }: Props) {
  const text = searchAllTextOf((await params).text);
  // Search text is required: a blank one (/search/%20) has nothing to show.
  if (!text) redirect('/');
  return <SearchAllView answer={await fetchSearchAll(text)} />;
}
