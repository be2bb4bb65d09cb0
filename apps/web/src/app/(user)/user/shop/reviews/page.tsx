import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyReviewsView } from '@/sections/shop/review/my-reviews-view';

export const metadata: Metadata = { title: 'My reviews' };

export default function MyReviewsPage() {
  return (
    <Suspense>
      <MyReviewsView />
    </Suspense>
  );
}
