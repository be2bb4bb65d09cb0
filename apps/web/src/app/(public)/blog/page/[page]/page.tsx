import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BlogListView } from '@/content/blog/blog-list-view';
import { fetchBlogPage } from '@/content/blog/fetch-blog';

type Props = { params: Promise<{ page: string }> };

/** Each page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

async function pageOf({ params }: Props): Promise<number> {
  const { page } = await params;
  if (!/^\d{1,4}$/.test(page)) notFound();
  return Number(page);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: `Blog · page ${await pageOf(props)}` };
}

export default async function BlogListPage(props: Props) {
  const page = await pageOf(props);
  if (page <= 1) redirect('/blog');
  const list = await fetchBlogPage(page);
  if (list.docs.length === 0) notFound();
  return <BlogListView list={list} />;
}
