import { SITEMAP_MAX_ENTRIES, type TSitemapEntry } from '@bazaar/shared/sitemap';
import type { AppDeps } from '../../lib/deps.ts';
import { SITEMAP_SOURCES } from './sources.ts';

/** Every public address, source by source, up to the most one sitemap file may hold. */
export async function buildSitemap(deps: Pick<AppDeps, 'db'>): Promise<TSitemapEntry[]> {
  const entries: TSitemapEntry[] = [];
  for (const source of SITEMAP_SOURCES) {
    const room = SITEMAP_MAX_ENTRIES - entries.length;
    if (room <= 0) break;
    entries.push(...(await source(deps.db, room)).slice(0, room));
  }
  return entries;
}
