import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { SliderSection } from '@/content/slider/slider-section';
import { websiteLd } from '@/lib/json-ld';
import { getSiteUrl } from '@/lib/public-config';
import { fetchSiteSetting } from '@/platform/site-setting/fetch-site-setting';
import { fetchHomeShelves } from '@/sections/shop/product/fetch-home-shelves';
import { HomeShelves } from '@/sections/shop/product/home-shelves';
import { HomeView } from './_components/home-view';

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

export default async function HomePage() {
  // The shelves' cards are in the HTML: products are the first thing a visitor sees.
  const [shelves, siteSetting] = await Promise.all([fetchHomeShelves(), fetchSiteSetting()]);
  return (
    <>
      {/* The name the header's logo shows. */}
      <JsonLd data={websiteLd(getSiteUrl(), siteSetting?.siteName || 'Bazaar')} />
      {/* No Suspense boundary: React would stream the section after the frame and reveal it later,
          shifting the page under the reader. */}
      <HomeShelves read={shelves} slider={<SliderSection placement="home" />} />
      <HomeView />
    </>
  );
}
