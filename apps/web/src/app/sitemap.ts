import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TSitemapEntry } from '@bazaar/shared/sitemap';
import type { MetadataRoute } from 'next';
import { apiFetch } from '@/lib/api-fetch';
import { getServerEnv } from '@/lib/env';
import { publicReadInit } from '@/lib/public-read';
import { readForPage } from '@/lib/server-api';
import { WEB_SECTIONS } from '@/sections/registry';

/**
 * /sitemap.xml: every public address the API lists (GET /sitemap: products, categories, stores, blog
 * posts, pages; a section adds its own with one entry of SITEMAP_SOURCES there). Cached like a public
 * page under the tags of what it lists.
 */
/** The site's address is known at run time only (NEXTAUTH_URL); the API read itself is cached by its tags. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const read = await readForPage('sitemap', () =>
    apiFetch<TSitemapEntry[]>(
      '/sitemap',
      // Each section's listings (the registry's tags; jobs and rentals were missing from the hand-kept list), then the content pages.
      publicReadInit(...WEB_SECTIONS.flatMap((s) => s.sitemapTags), PAGE_TAG.blog, PAGE_TAG.pages),
    ),
  );
  const origin = getServerEnv().NEXTAUTH_URL;
  const entries = read.isLoaded ? read.value : [{ path: '/', lastModified: null }];
  return entries.map((e) => ({
    url: new URL(e.path, origin).toString(),
    ...(e.lastModified ? { lastModified: e.lastModified } : {}),
  }));
}
