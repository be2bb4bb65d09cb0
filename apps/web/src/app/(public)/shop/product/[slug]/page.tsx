import { PAGE_TAG, productPageTag } from '@bazaar/shared/page-cache';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { summarize } from '@/components/listing/listing-metadata';
import { ProductPageAd } from '@/content/ad/product-page-ad';
import { formatPrice } from '@/lib/format';
import { getSiteUrl } from '@/lib/public-config';
import { fetchCrossSellOffer } from '@/platform/cross-sell/cross-sell-api';
import { productLd } from '@/sections/shop/json-ld';
import { pickDefaultVariant } from '@/sections/shop/product/default-variant';
import {
  decodeSegment,
  fetchFirstReviews,
  fetchProductOrNotFound,
  fetchRelated,
} from '@/sections/shop/product/fetch-catalog';
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
  const [related, reviews, offer] = await Promise.all([
    fetchRelated(product),
    fetchFirstReviews(product),
    fetchCrossSellOffer('shop', product._id, [productPageTag(product.slug), PAGE_TAG.products]),
  ]);
  return (
    <>
      {/* What the page shows before any option is chosen: the default variant's price, stock and SKU. */}
      <JsonLd data={productLd(getSiteUrl(), product, pickDefaultVariant(product.variants), reviews)} />
      <ProductDetailView product={product} offer={offer} related={related} />
      <ProductPageAd />
    </>
  );
}
