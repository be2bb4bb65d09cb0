import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { readForPage, serverApiFetch } from '@/lib/server-api';

/**
 * Server-side read for the header and footer; never throws. Null when it failed: the frame then
 * shows the defaults and its browser query (useSiteSetting, with no initial data) asks again.
 */
export async function fetchSiteSetting(): Promise<TSiteSetting | null> {
  const read = await readForPage('site setting', () =>
    serverApiFetch<TSiteSetting>('/site-setting/site-setting'),
  );
  return read.isLoaded ? read.value : null;
}
