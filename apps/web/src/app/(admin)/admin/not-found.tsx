import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/section/not-found-view';

export const metadata: Metadata = notFoundMetadata;

/** A 404 of this area (an unknown address, a record that is gone), inside the area's frame. */
export default NotFoundView;
