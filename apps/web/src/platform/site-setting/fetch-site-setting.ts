import { PAGE_TAG } from '@bazaar/shared/page-cache';
import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { apiFetch } from '@/lib/api-fetch';
import { publicReadInit } from '@/lib/public-read';
import { readForPage } from '@/lib/server-api';

/**
 * Server-side read for the header and footer; never throws. Null when it failed: the frame then
 * shows the defaults and the headers ask again from the browser (useFrameSiteSetting).
 */
export async function fetchSiteSetting(): Promise<TSiteSetting | null> {
  const read = await readForPage('site setting', () =>
    apiFetch<TSiteSetting>('/site-setting/site-setting', publicReadInit(PAGE_TAG.site)),
  );
  return read.isLoaded ? read.value : null;
}
