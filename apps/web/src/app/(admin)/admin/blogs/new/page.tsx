import type { Metadata } from 'next';
import { BlogForm } from '@/features/blog/blog-form';

export const metadata: Metadata = { title: 'New blog post' };

export default function AdminNewBlogPage() {
  return <BlogForm />;
}
