import { SECTION_INFO } from '@bazaar/shared/constants';
import { Container } from '@mantine/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { searchPageMetadata } from '@/components/listing/listing-metadata';
import { searchTextOf } from '@/components/listing/listing-params';
import { PageHeader } from '@/components/page-header';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { prefetchRentList } from './fetch-rent';
import { PostRentButton } from './post-rent-button';
import { RentListView } from './rent-list-view';
import { parseRentListState, toRentListQuery } from './rent-params';

// The rent listings, each served plain (`/rent`) and as its cached filtered views
// (`/rent/filter/{state}`, which the proxy rewrites `/rent?…` to). `search` is the canonical query
// string of the filters, '' on the plain page; the route files only read their segments.

// Its words from the shared list, not from section.ts: a server module that imports section.ts makes
// every part that file loads (list, filters, detail) a client reference of this page (decision 040).
const INFO = SECTION_INFO.rent;

export function rentListMetadata(search: string): Metadata {
  return {
    title: 'Rent',
    description: INFO.description,
    alternates: { canonical: `/rent${search}` },
    openGraph: { title: 'Rent · Bazaar', description: INFO.description },
  };
}

export async function RentListPage({ search }: { search: string }) {
  const state = parseRentListState(new URLSearchParams(search));
  const dehydrated = await prefetchRentList(toRentListQuery(state));
  return (
    <>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
        <PageHeader
          title="Rent"
          description="Rooms, flats, houses, offices, vehicles and equipment for rent. Inquire, or list your own."
          actions={<PostRentButton />}
        />
        <RentListView initial={dehydrated} basePath="/rent" search={search} />
      </Container>
      {/* The 'rent-home' ad under the listing: above it, it would push the listings off the first screen. */}
      <DetailPageAd slot="rent-home" />
    </>
  );
}

export function rentSearchMetadata(rawText: string): Metadata {
  return searchPageMetadata(searchTextOf(rawText), 'rent');
}

export async function RentSearchPage({ rawText, search }: { rawText: string; search: string }) {
  const text = searchTextOf(rawText);
  // Search text is required: a blank one (/…/search/%20) is the section's own listing.
  if (!text) redirect('/rent');
  const state = parseRentListState(new URLSearchParams(search));
  const dehydrated = await prefetchRentList(text ? toRentListQuery(state, text) : null);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={`Rentals for “${text}”`} actions={<PostRentButton />} />
      <RentListView
        initial={dehydrated}
        basePath={`/rent/search/${encodeURIComponent(text)}`}
        search={search}
        searchText={text}
      />
    </Container>
  );
}
