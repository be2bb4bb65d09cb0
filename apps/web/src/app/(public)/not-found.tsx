import type { Metadata } from 'next';
import { NotFoundView } from '@/components/section/not-found-view';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** A 404 of the public pages (an unknown product, category or URL), inside their layout's frame. */
export default function PublicNotFound() {
  return <NotFoundView />;
}
