'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { apiFetch } from '@/lib/api-fetch';
import { useReadAgain } from '@/lib/use-read-again';

/**
 * The site setting the frame's headers show: the server render's (the page cache is purged when it
 * changes), or, when that read failed, one read from the browser (decision 057).
 */
export function useFrameSiteSetting(initial: TSiteSetting | null): TSiteSetting | null {
  const { value } = useReadAgain('site-setting', initial, (signal) =>
    apiFetch<TSiteSetting>('/site-setting/site-setting', { signal }),
  );
  return value ?? null;
}
