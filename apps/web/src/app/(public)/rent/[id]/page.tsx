import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { DetailPageAd } from '@/content/ad/product-page-ad';
import { getSiteUrl, resolveImageUrl } from '@/lib/public-config';
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

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await fetchRentOrNotFound((await params).id);
  const description = summarize(listing.description);
  const image = listing.images[0];
  return {
    title: `${listing.title} · Rent`,
    description,
    openGraph: {
      type: 'website',
      title: `${listing.title} · ${priceLabel(listing)} · ${placeLabel(listing)}`,
      description,
      url: `/rent/${listing._id}`,
      images: image ? [{ url: resolveImageUrl(image) ?? image, alt: listing.title }] : undefined,
    },
  };
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
