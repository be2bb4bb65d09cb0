import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminReviewsView } from '@/sections/shop/review/admin-reviews-view';

export const metadata: Metadata = { title: 'Reviews' };

export default function AdminReviewsPage() {
  return (
    <Suspense>
      <AdminReviewsView />
    </Suspense>
  );
}
