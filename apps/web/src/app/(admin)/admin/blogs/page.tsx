import type { Metadata } from 'next';
import { AdminBlogsView } from '@/content/blog/admin-blogs-view';

export const metadata: Metadata = { title: 'Blog posts' };

export default function AdminBlogsPage() {
  return <AdminBlogsView />;
}
