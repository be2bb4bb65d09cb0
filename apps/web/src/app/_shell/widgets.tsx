'use client';

import type { TShellWidgets } from '@/components/shell/shell-widgets';
import { signedInPart } from '@/lib/signed-in-part';
import { WEB_SECTIONS } from '@/sections/registry';
import { CartButton } from '@/sections/shop/cart/cart-button';
import { useCartCount } from '@/sections/shop/cart/cart-count';

// The features the frames show, chosen here so components/shell imports none of them.

/** The public frame has no back-office menu (AreaFrame counts its entries). */
function useNoMenuCounts(): Record<string, number> {
  return {};
}

/**
 * The public and user frame: the bell, the profile menu and the unread messages (shown in the account
 * menus) are for signed-in users only, so a visitor's first load carries none of them or the queries
 * they read.
 */
export const SITE_WIDGETS: TShellWidgets = {
  sections: WEB_SECTIONS,
  Cart: CartButton,
  Bell: signedInPart(() =>
    import('@/platform/notification/notification-menu').then((m) => m.NotificationMenu),
  ),
  Profile: signedInPart(() => import('@/platform/auth/profile-menu').then((m) => m.ProfileMenu)),
  MessagesBadge: signedInPart(() =>
    import('@/platform/thread/unread-messages-badge').then((m) => m.UnreadMessagesBadge),
  ),
  useCartCount,
  useMenuCounts: useNoMenuCounts,
};
