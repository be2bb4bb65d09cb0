import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { getSiteUrl } from '@/lib/public-config';
import { fetchCrossSellOffer } from '@/platform/cross-sell/cross-sell-api';
import { fetchRentOrNotFound } from '@/sections/rent/fetch-rent';
import { rentLd } from '@/sections/rent/json-ld';
import { RentDetailView } from '@/sections/rent/rent-detail-view';
import { placeLabel, priceLabel } from '@/sections/rent/rent-format';

type Props = { params: Promise<{ id: string }> };

/** Each listing page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await fetchRentOrNotFound((await params).id);
  return listingMetadata({
    section: 'rent',
    id: listing._id,
    name: listing.title,
    text: listing.description,
    facts: [priceLabel(listing), placeLabel(listing)],
    picture: { path: listing.images[0], alt: listing.title },
  });
}

export default async function RentListingPage({ params }: Props) {
  const listing = await fetchRentOrNotFound((await params).id);
  const offer = await fetchCrossSellOffer('rent', listing._id, [
    rentPageTag(listing._id),
    PAGE_TAG.rentPages,
  ]);
  return (
    <>
      <JsonLd data={rentLd(getSiteUrl(), listing)} />
      <RentDetailView listing={listing} offer={offer} />
      <DetailPageAd slot="rent-detail" />
    </>
  );
}
