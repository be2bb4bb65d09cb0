import type { Metadata } from 'next';
import { BlogForm } from '@/content/blog/blog-form';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Edit blog post' };

/** Rendered when first asked for, then served from the page cache like the rest of the area. */
export function generateStaticParams() {
  return [];
}

export default async function AdminEditBlogPage({ params }: Props) {
  const { id } = await params;
  return <BlogForm id={id} />;
}
