import { PAGE_TAG, productPageTag } from '@bazaar/shared/page-cache';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { summarize } from '@/components/listing/listing-metadata';
import { ProductPageAd } from '@/content/ad/product-page-ad';
import { formatPrice } from '@/lib/format';
import { fetchCrossSellOffer } from '@/platform/cross-sell/cross-sell-api';
import {
  decodeSegment,
  fetchFirstReviews,
  fetchProductOrNotFound,
} from '@/sections/shop/product/fetch-catalog';
import { prefetchRelated } from '@/sections/shop/product/prefetch-catalog';
import { ProductDetailView } from '@/sections/shop/product/product-detail-view';

type Props = { params: Promise<{ slug: string }> };

/** Each product page is rendered when first asked for, then served from the page cache. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await fetchProductOrNotFound(decodeSegment((await params).slug));
  const description =
    summarize(product.description) || `${product.name} for ${formatPrice(product.price)} on Bazaar.`;
  const image = product.images[0] ?? product.image;
  return {
    title: product.name,
    description,
    openGraph: {
      type: 'website',
      title: `${product.name} · ${formatPrice(product.price)}`,
      description,
      url: `/shop/product/${product.slug}`,
      images: image ? [{ url: image, alt: product.name }] : undefined,
    },
  };
}

export default async function ShopProductPage({ params }: Props) {
  const product = await fetchProductOrNotFound(decodeSegment((await params).slug));
  const [dehydrated, reviews, offer] = await Promise.all([
    prefetchRelated(product._id),
    fetchFirstReviews(product),
    fetchCrossSellOffer('shop', product._id, [productPageTag(product.slug), PAGE_TAG.products]),
  ]);
  return (
    <HydrationBoundary state={dehydrated}>
      <ProductDetailView product={product} firstReviews={reviews} offer={offer} />
      <ProductPageAd />
    </HydrationBoundary>
  );
}
