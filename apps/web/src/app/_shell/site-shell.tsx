import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { fetchSiteSetting } from '@/platform/site-setting/fetch-site-setting';
import { FALLBACK_SITE_SETTING } from '@/platform/site-setting/site-setting-defaults';
import { SiteFrame } from './site-frame';

/**
 * Server part of the site frame: reads the site setting for the header and footer (docs/product-rules.md
 * "Calls and freshness") and renders the footer here, as HTML the browser does not hydrate (decision
 * 054). The page cache is purged when the site setting changes (`PAGE_TAG.site`), so a cached footer
 * shows the new one on the next load; when the read failed, it shows the defaults until then.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const siteSetting = await fetchSiteSetting();
  return (
    <SiteFrame
      initialSiteSetting={siteSetting}
      footer={<SiteFooter siteSetting={siteSetting ?? FALLBACK_SITE_SETTING} />}
    >
      {children}
    </SiteFrame>
  );
}
