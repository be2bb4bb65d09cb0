import type { ReactNode } from 'react';
import { fetchSiteSetting } from '@/platform/site-setting/fetch-site-setting';
import { SiteFrame } from './site-frame';

/**
 * Server part of the site frame: reads the site setting for the header and footer (docs/product-rules.md
 * "Calls and freshness").
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const siteSetting = await fetchSiteSetting();
  return <SiteFrame initialSiteSetting={siteSetting}>{children}</SiteFrame>;
}
