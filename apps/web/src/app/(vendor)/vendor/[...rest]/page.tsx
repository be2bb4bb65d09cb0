import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Every entry of the vendor menu has its page; any other address under /vendor is a 404 inside the
// area's frame.

/** Rendered when first asked for, then served from the page cache like the rest of the area. */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

export default function VendorUnknownPage(): never {
  notFound();
}
