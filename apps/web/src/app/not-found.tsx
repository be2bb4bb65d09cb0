import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/section/not-found-view';

export const metadata: Metadata = notFoundMetadata;

/**
 * The last resort, without a frame: every address is caught by a catch-all inside a layout with its
 * frame (`(public)/[...rest]`, `user/[...rest]`, …), whose not-found file shows the 404 there. This one
 * is written into every page's payload, so it carries no second copy of the header and footer.
 */
export default function NotFound() {
  return (
    <main>
      <NotFoundView />
    </main>
  );
}
