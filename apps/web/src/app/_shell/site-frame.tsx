'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import type { ReactNode } from 'react';
import { ShellFrame } from '@/components/shell/shell-frame';
import { ShellWidgetsProvider } from '@/components/shell/shell-widgets';
import { useSiteSetting } from '@/platform/site-setting/queries';
import { FALLBACK_SITE_SETTING } from '@/platform/site-setting/site-setting-defaults';
import { LiveUpdates } from './live-updates';
import { SITE_WIDGETS } from './widgets';

/**
 * The public frame with the site setting kept fresh in the browser (the headers), the features' widgets
 * and, for the signed-in, the live updates. `footer` is rendered on the server (site-shell.tsx).
 */
export function SiteFrame({
  initialSiteSetting,
  footer,
  children,
}: {
  initialSiteSetting: TSiteSetting | null;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { data } = useSiteSetting(initialSiteSetting);
  return (
    <ShellWidgetsProvider widgets={SITE_WIDGETS}>
      <LiveUpdates />
      <ShellFrame siteSetting={data ?? FALLBACK_SITE_SETTING} footer={footer}>
        {children}
      </ShellFrame>
    </ShellWidgetsProvider>
  );
}
