import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { apiFetch } from '@/lib/api-client';

/** Server-side read for the header and footer; never throws. */
export async function fetchSiteSetting(): Promise<TSiteSetting | null> {
  try {
    return await apiFetch<TSiteSetting>('/site-setting/site-setting');
  } catch {
    return null;
  }
}
