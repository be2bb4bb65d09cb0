import { sectionOfPath } from '@bazaar/shared/search';
import { IconHome, IconUser } from '@tabler/icons-react';
import type { MobileTab, TShellSection } from './shell-sections';

export const HOME_TAB: MobileTab = { label: 'Home', href: '/', icon: IconHome };
export const ACCOUNT_TAB: MobileTab = { label: 'Account', href: '/user', icon: IconUser };

/** The tabs outside a section: home, the sections that ask for a home tab, the account. */
export function homeTabs(sections: readonly TShellSection[]): readonly MobileTab[] {
  return [
    HOME_TAB,
    ...sections.filter((s) => s.hasHomeTab).map((s) => ({ label: s.label, href: s.href, icon: s.icon })),
    ACCOUNT_TAB,
  ];
}

/**
 * The bottom tab bar per section (docs/product-rules.md "Routes and shell", "tabs vary by section"): a
 * path's section's own tabs (also for /user/<section>/…), else the home set.
 */
export function mobileTabsFor(pathname: string, sections: readonly TShellSection[]): readonly MobileTab[] {
  const name = sectionOfPath(pathname);
  const section = name ? sections.find((s) => s.name === name) : undefined;
  return section ? section.tabs : homeTabs(sections);
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
