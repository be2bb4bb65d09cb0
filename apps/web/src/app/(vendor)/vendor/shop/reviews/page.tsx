import type { Metadata } from 'next';
import { VendorReviewsView } from '@/sections/shop/review/vendor-reviews-view';

export const metadata: Metadata = { title: 'Reviews' };

export default function VendorReviewsPage() {
  return <VendorReviewsView />;
}
