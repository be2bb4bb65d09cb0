'use client';

import dynamic from 'next/dynamic';
import type { TShellWidgets } from '@/components/shell/shell-widgets';
import { useUnreadMessageCount } from '@/content/contact/queries';
import { UnreadMessagesBadge } from '@/platform/thread/unread-messages-badge';
import { WEB_SECTIONS } from '@/sections/registry';
import { CartButton } from '@/sections/shop/cart/cart-button';
import { cartBadgeCount, useMyCart } from '@/sections/shop/cart/use-my-cart';

// The features the frames show, chosen here so components/shell imports none of them.

function useCartCount(): number {
  return cartBadgeCount(useMyCart().data);
}

function useMenuCounts(area: 'admin' | 'vendor'): Record<string, number> {
  const unreadMessages = useUnreadMessageCount(area === 'admin').data ?? 0;
  return { '/admin/messages': unreadMessages };
}

/** The public and user frame: the bell and the profile menu are for signed-in users only, so a
 * visitor's first load carries neither. */
export const SITE_WIDGETS: TShellWidgets = {
  sections: WEB_SECTIONS,
  Cart: CartButton,
  Bell: dynamic(() => import('@/platform/notification/notification-menu').then((m) => m.NotificationMenu)),
  Profile: dynamic(() => import('@/platform/auth/profile-menu').then((m) => m.ProfileMenu)),
  MessagesBadge: UnreadMessagesBadge,
  useCartCount,
  useMenuCounts,
};
