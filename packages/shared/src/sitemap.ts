import { z } from 'zod';

/** One address of /sitemap.xml: a path on the site and when what it shows last changed. */
export const ZSitemapEntry = z.object({ path: z.string(), lastModified: z.string().nullable() });
export type TSitemapEntry = z.infer<typeof ZSitemapEntry>;
export const ZSitemap = z.array(ZSitemapEntry);

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_ENTRIES = 50_000;
