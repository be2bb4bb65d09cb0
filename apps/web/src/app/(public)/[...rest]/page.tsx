import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Every public page of the menus and footer has its own route; any other URL is a 404 in the site frame.

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function PublicUnknownPage(): never {
  notFound();
}
