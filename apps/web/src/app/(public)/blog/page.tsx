import type { Metadata } from 'next';
import { LoadFailed } from '@/components/section/load-failed';
import { BlogListView } from '@/content/blog/blog-list-view';
import { fetchBlogPage } from '@/content/blog/fetch-blog';
import { readForPage } from '@/lib/server-api';

export const metadata: Metadata = {
  title: 'Blog',
  description: 'News, guides and stories from the Bazaar marketplace.',
  openGraph: { title: 'Blog · Bazaar', description: 'News, guides and stories from the Bazaar marketplace.' },
};

export default async function BlogPage() {
  const read = await readForPage('blog', () => fetchBlogPage(1));
  return read.isLoaded ? <BlogListView list={read.value} /> : <LoadFailed what="blog" />;
}
