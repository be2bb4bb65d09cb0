import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HomeView } from '@/components/home/home-view';
import { HomeSlider } from '@/features/content/page-content';

const description =
  'Bazaar is one marketplace for products, tasks, jobs and rentals: buy from local vendors, get tasks done, find work and rent a place.';

export const metadata: Metadata = {
  title: { absolute: 'Bazaar — shop, hire, work and rent in one place' },
  description,
  alternates: { canonical: '/' },
  openGraph: {
    title: 'Bazaar — shop, hire, work and rent in one place',
    description,
    url: '/',
    type: 'website',
  },
  twitter: { card: 'summary', title: 'Bazaar', description },
};

export default function HomePage() {
  return (
    <>
      <HomeSlider />
      {/* Its own Suspense boundary: hydrated in a short task of its own after the page frame. */}
      <Suspense>
        <HomeView />
      </Suspense>
    </>
  );
}
