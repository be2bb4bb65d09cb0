import type { Metadata } from 'next';
import { VendorReviewsView } from '@/features/reviews/vendor-reviews-view';

export const metadata: Metadata = { title: 'Reviews' };

export default function VendorReviewsPage() {
  return <VendorReviewsView />;
}
