import type { Metadata } from 'next';
import { BlogForm } from '@/content/blog/blog-form';

export const metadata: Metadata = { title: 'New blog post' };

export default function AdminNewBlogPage() {
  return <BlogForm />;
}
