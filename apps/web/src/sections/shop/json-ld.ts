import type { TProductDetail, TProductVariant } from '@bazaar/shared/product';
import type { TPublicReview } from '@bazaar/shared/review';
import type { TPublicStore } from '@bazaar/shared/vendor';
import type { Product, Store, WithContext } from 'schema-dts';
import { absoluteUrl, availabilityOf, rupees } from '@/lib/json-ld';

// The shop's structured data: a product page's Product, a store page's Store. Only what the page
// shows (docs/decisions/030-structured-data.md); prices in rupees, as the page shows them.

/**
 * Product with its one Offer: the price, stock and SKU of what the page shows first (the default
 * variant when there are options, decided by `variant`), sold by the store; the rating and the first
 * reviews of the reviews section when there are any.
 */
export function productLd(
  siteUrl: string,
  product: TProductDetail,
  variant: TProductVariant | null,
  reviews: TPublicReview[],
): WithContext<Product> {
  const url = absoluteUrl(siteUrl, `/shop/product/${product.slug}`);
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const sku = variant ? variant.sku : product.sku;
  const storeUrl = absoluteUrl(siteUrl, `/shop/store/${product.vendor.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(sku ? { sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price: rupees(variant?.price ?? product.price),
      priceCurrency: 'NPR',
      availability: availabilityOf(variant?.stock ?? product.stock),
      seller: { '@type': 'Organization', name: product.vendor.storeName, url: storeUrl },
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            bestRating: 5,
            worstRating: 1,
            ratingCount: product.ratingCount,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review' as const,
            reviewRating: {
              '@type': 'Rating' as const,
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
            author: { '@type': 'Person' as const, name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            ...(r.comment ? { reviewBody: r.comment } : {}),
          })),
        }
      : {}),
  };
}

/** The store page as a Store: its name, logo, description, where it is and its buyers' rating. */
export function storeLd(siteUrl: string, store: TPublicStore): WithContext<Store> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.storeName,
    url: absoluteUrl(siteUrl, `/shop/store/${store.slug}`),
    ...(store.logo ? { logo: store.logo, image: store.logo } : {}),
    ...(store.description ? { description: store.description } : {}),
    ...(store.location
      ? { address: { '@type': 'PostalAddress', addressLocality: store.location, addressCountry: 'NP' } }
      : {}),
    ...(store.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.rating.average.toFixed(1),
            bestRating: 5,
            worstRating: 1,
            reviewCount: store.rating.count,
          },
        }
      : {}),
  };
}
