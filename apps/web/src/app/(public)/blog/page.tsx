import type { Metadata } from 'next';
import { BlogListView } from '@/features/blog/blog-list-view';
import { fetchBlogPage } from '@/features/blog/fetch-blog';

export const metadata: Metadata = {
  title: 'Blog',
  description: 'News, guides and stories from the Bazaar marketplace.',
  openGraph: { title: 'Blog · Bazaar', description: 'News, guides and stories from the Bazaar marketplace.' },
};

export default async function BlogPage() {
  return <BlogListView list={await fetchBlogPage(1)} />;
}
