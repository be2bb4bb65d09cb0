import type { Metadata } from 'next';
import { BlogPostView } from '@/content/blog/blog-post-view';
import { fetchPostOrNotFound } from '@/content/blog/fetch-blog';
import { getServerEnv } from '@/lib/env';
import { decodeSegment } from '@/sections/shop/product/fetch-catalog';

type Props = { params: Promise<{ slug: string }> };

/** Each post's page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await fetchPostOrNotFound(decodeSegment((await params).slug));
  const description = post.excerpt || `${post.title} on the Bazaar blog.`;
  return {
    title: post.title,
    description,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: `/blog/${post.slug}`,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: post.authorName ? [post.authorName] : undefined,
      images: post.cover ? [{ url: post.cover, width: 1200, height: 630, alt: post.title }] : undefined,
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await fetchPostOrNotFound(decodeSegment((await params).slug));
  const url = new URL(`/blog/${post.slug}`, getServerEnv().NEXTAUTH_URL).toString();
  return <BlogPostView post={post} url={url} />;
}
