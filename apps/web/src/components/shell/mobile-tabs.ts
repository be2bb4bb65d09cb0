import { sectionOfPath } from '@bazaar/shared/search';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCategory,
  IconChecklist,
  IconFileCheck,
  IconHeart,
  IconHome,
  IconHomeDollar,
  IconListCheck,
  IconPlus,
  IconShoppingCart,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';

export type MobileTab = {
  label: string;
  href: string;
  icon: TablerIcon;
  showsCartCount?: boolean;
  /** Other pages the tab stands for (highlighted there too). */
  also?: readonly string[];
};

const HOME: MobileTab = { label: 'Home', href: '/', icon: IconHome };
const ACCOUNT: MobileTab = { label: 'Account', href: '/user', icon: IconUser };

/**
 * The bottom tab bar per section (docs/product-rules.md "Routes and shell", "tabs vary by section"): the one
 * table the bar reads.
 */
export const MOBILE_TABS = {
  home: [
    HOME,
    { label: 'Shop', href: '/shop', icon: IconBuildingStore },
    { label: 'Task', href: '/task', icon: IconChecklist },
    { label: 'Job', href: '/job', icon: IconBriefcase },
    ACCOUNT,
  ],
  shop: [
    HOME,
    { label: 'Categories', href: '/shop/categories', icon: IconCategory },
    { label: 'Cart', href: '/shop/viewcart', icon: IconShoppingCart, showsCartCount: true },
    { label: 'Wishlist', href: '/shop/wishlist', icon: IconHeart },
    ACCOUNT,
  ],
  task: [
    HOME,
    { label: 'Tasks', href: '/task', icon: IconChecklist },
    { label: 'Post', href: '/user/task/create', icon: IconPlus },
    {
      label: 'My tasks',
      href: '/user/task/posted?type=Open',
      icon: IconListCheck,
      also: ['/user/task/assigned', '/user/task/reviews-by-me', '/user/task/reviews-for-me'],
    },
    ACCOUNT,
  ],
  job: [
    HOME,
    { label: 'Jobs', href: '/job', icon: IconBriefcase },
    { label: 'Categories', href: '/job/categories', icon: IconCategory },
    { label: 'Applied', href: '/user/job/applied', icon: IconFileCheck },
    ACCOUNT,
  ],
  rent: [
    HOME,
    { label: 'Rentals', href: '/rent', icon: IconHomeDollar },
    { label: 'List', href: '/user/rent/create', icon: IconPlus },
    // Like Task's "My tasks": my listings, and the inquiries on them and mine.
    { label: 'My rentals', href: '/user/rent/posted', icon: IconListCheck, also: ['/user/rent/inquiries'] },
    ACCOUNT,
  ],
} as const satisfies Record<string, readonly MobileTab[]>;

/** Tabs for a path: its section's set (also for /user/<section>/…), else the home set. */
export function mobileTabsFor(pathname: string): readonly MobileTab[] {
  const section = sectionOfPath(pathname);
  return section ? MOBILE_TABS[section] : MOBILE_TABS.home;
}

/** The one tab to highlight: the one whose href (or `also` page) is the longest match of the path (ignoring queries). */
export function activeMobileTab(pathname: string, tabs: readonly MobileTab[]): string | null {
  let best: string | null = null;
  let bestLength = -1;
  for (const tab of tabs) {
    for (const page of [tab.href, ...(tab.also ?? [])]) {
      const base = page.split('?')[0] ?? page;
      const isMatch = base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
      if (isMatch && base.length > bestLength) {
        best = tab.href;
        bestLength = base.length;
      }
    }
  }
  return best;
}
