'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { ShellFrame } from '@/components/shell/shell-frame';
import { ShellWidgetsProvider } from '@/components/shell/shell-widgets';
import { FALLBACK_SITE_SETTING } from '@/platform/site-setting/site-setting-defaults';
import { useFrameSiteSetting } from '@/platform/site-setting/use-frame-site-setting';
import { useCartSession } from '@/sections/shop/cart/cart-session';
import { LiveUpdates } from './live-updates';
import { SITE_WIDGETS } from './widgets';

// A buyer's cart is read through a query (its count in the headers, the guest cart merged after sign-in):
// loaded for buyers only, so a visitor's pages carry no query library for it (decision 057).
const BuyerCart = dynamic(() => import('@/sections/shop/cart/buyer-cart').then((m) => m.BuyerCart), {
  ssr: false,
});

/**
 * The public frame with the site setting the server read (the headers; read again in the browser when
 * that failed), the features' widgets and, for the signed-in, the live updates and the buyer's cart.
 * `footer` is rendered on the server (site-shell.tsx).
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
  const siteSetting = useFrameSiteSetting(initialSiteSetting);
  const { isUser } = useCartSession();
  return (
    <ShellWidgetsProvider widgets={SITE_WIDGETS}>
      <LiveUpdates />
      {isUser ? <BuyerCart /> : null}
      <ShellFrame siteSetting={siteSetting ?? FALLBACK_SITE_SETTING} footer={footer}>
        {children}
      </ShellFrame>
    </ShellWidgetsProvider>
  );
}
