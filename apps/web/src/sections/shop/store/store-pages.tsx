import { PAGE_TAG, storePageTag } from '@bazaar/shared/page-cache';
import type { TPublicStore } from '@bazaar/shared/vendor';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { errorStatus } from '@/lib/api-client';
import { publicReadInit } from '@/lib/public-read';
import { parseCatalogState, toProductListQuery } from '@/sections/shop/product/catalog-params';
import { decodeSegment } from '@/sections/shop/product/fetch-catalog';
import { prefetchCatalog } from '@/sections/shop/product/prefetch-catalog';
import { fetchStore } from './store-api';
import { StoreView } from './store-view';

// The store page, served plain (`/shop/store/{slug}`) and as its cached filtered views
// (`/shop/store/{slug}/filter/{state}`, which the proxy rewrites `/shop/store/{slug}?…` to).

/** GET /store/:slug for a cached page (tagged with the store), or the not-found page. */
const fetchStoreOrNotFound = cache(async (rawSlug: string): Promise<TPublicStore> => {
  const slug = decodeSegment(rawSlug);
  try {
    return await fetchStore(slug, publicReadInit(storePageTag(slug), PAGE_TAG.products));
  } catch (err) {
    if (errorStatus(err) === 404 || errorStatus(err) === 400) notFound();
    throw err;
  }
});

function describeStore(store: TPublicStore): string {
  const first = store.description.replace(/\s+/g, ' ').trim();
  const rating =
    store.rating.count > 0
      ? `Rated ${store.rating.average.toFixed(1)} from ${store.rating.count} reviews. `
      : '';
  const text = `${first ? `${first} ` : ''}${rating}${store.productsCount} products on Bazaar, cash on delivery.`;
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

export async function storeMetadata(rawSlug: string, search: string): Promise<Metadata> {
  const store = await fetchStoreOrNotFound(rawSlug);
  const description = describeStore(store);
  const path = `/shop/store/${store.slug}`;
  const images = [store.banner, store.logo]
    .filter((url): url is string => Boolean(url))
    .map((url) => ({ url, alt: store.storeName }));
  return {
    title: `${store.storeName} · Store`,
    description,
    alternates: { canonical: `${path}${search}` },
    openGraph: {
      type: 'website',
      title: `${store.storeName} · Bazaar`,
      description,
      url: path,
      images: images.length > 0 ? images : undefined,
    },
  };
}

export async function StorePage({ rawSlug, search }: { rawSlug: string; search: string }) {
  const store = await fetchStoreOrNotFound(rawSlug);
  const state = { ...parseCatalogState(new URLSearchParams(search)), vendor: store.slug };
  const dehydrated = await prefetchCatalog(toProductListQuery(state));
  return <StoreView store={store} search={search} initial={dehydrated} />;
}
