'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { TShellWidgets } from '@/components/shell/shell-widgets';
import { WEB_SECTIONS } from '@/sections/registry';
import { CartButton } from '@/sections/shop/cart/cart-button';
import { useCartCount } from '@/sections/shop/cart/cart-count';

// The features the frames show, chosen here so components/shell imports none of them.

/** The public frame has no back-office menu (AreaFrame counts its entries). */
function useNoMenuCounts(): Record<string, number> {
  return {};
}

/**
 * A signed-in widget loaded on first render with the query provider it reads through: the public frame
 * has none (decision 057), and a visitor's first load carries neither.
 */
function signedInWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  return dynamic<P>(async () => {
    const [Widget, { withQueryClient }] = await Promise.all([load(), import('@/lib/query-provider')]);
    return withQueryClient(Widget);
  });
}

/**
 * The public and user frame: the bell, the profile menu and the unread messages (shown in the account
 * menus) are for signed-in users only, so a visitor's first load carries none of them or the queries
 * they read.
 */
export const SITE_WIDGETS: TShellWidgets = {
  sections: WEB_SECTIONS,
  Cart: CartButton,
  Bell: signedInWidget(() =>
    import('@/platform/notification/notification-menu').then((m) => m.NotificationMenu),
  ),
  Profile: signedInWidget(() => import('@/platform/auth/profile-menu').then((m) => m.ProfileMenu)),
  MessagesBadge: signedInWidget(() =>
    import('@/platform/thread/unread-messages-badge').then((m) => m.UnreadMessagesBadge),
  ),
  useCartCount,
  useMenuCounts: useNoMenuCounts,
};
