import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { HomeSlider } from '@/features/slider/home-slider';

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
      {/* No Suspense boundary: React would stream the section after the frame and reveal it later,
          shifting the page under the reader. */}
      <HomeView />
    </>
  );
}
