'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { HydrateAtWidth } from './hydrate-at-width';
import { MobileHeader } from './mobile-header';
import { MobileTabBar } from './mobile-tab-bar';
import { SiteHeader } from './site-header';

/**
 * The public site frame: desktop or phone header, the page, the footer and the phone tab bar. The
 * footer comes in as a slot, already rendered on the server (`SiteFooter`, decision 054), so the
 * browser hydrates none of its code. The headers and the tab bar hydrate only at the width where they
 * show (`HydrateAtWidth`, decision 075).
 */
export function ShellFrame({
  siteSetting,
  footer,
  children,
}: {
  siteSetting: TSiteSetting;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box className="bz-has-tab-bar" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <HydrateAtWidth width="wide">
        <SiteHeader siteSetting={siteSetting} />
      </HydrateAtWidth>
      <HydrateAtWidth width="narrow">
        <MobileHeader siteSetting={siteSetting} />
      </HydrateAtWidth>
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      {footer}
      <HydrateAtWidth width="narrow">
        <MobileTabBar />
      </HydrateAtWidth>
    </Box>
  );
}
