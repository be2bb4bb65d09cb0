import type { Metadata } from 'next';
import { NotFoundView } from './not-found-view';

// Every not-found file of the app is this page: its frame is the layout above the file. Next writes
// each layout's not-found element into the payload of every page below that layout (whether it shows
// or not), so none of them renders a frame of its own: the public pages', the user's, the vendor's and
// the admin's catch-alls each 404 inside their own layout's frame.

export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** The friendly 404 in whatever frame the layout above it draws. */
export function NotFoundPage() {
  return <NotFoundView />;
}
