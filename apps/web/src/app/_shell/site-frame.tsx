'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import type { ReactNode } from 'react';
import { ShellFrame } from '@/components/shell/shell-frame';
import { ShellWidgetsProvider } from '@/components/shell/shell-widgets';
import { useSiteSetting } from '@/platform/site-setting/queries';
import { FALLBACK_SITE_SETTING } from '@/platform/site-setting/site-setting-defaults';
import { SITE_WIDGETS } from './widgets';

/** The public frame with the site setting kept fresh in the browser and the features' widgets. */
export function SiteFrame({
  initialSiteSetting,
  children,
}: {
  initialSiteSetting: TSiteSetting | null;
  children: ReactNode;
}) {
  const { data } = useSiteSetting(initialSiteSetting);
  return (
    <ShellWidgetsProvider widgets={SITE_WIDGETS}>
      <ShellFrame siteSetting={data ?? FALLBACK_SITE_SETTING}>{children}</ShellFrame>
    </ShellWidgetsProvider>
  );
}
