import type { Section } from '@bazaar/shared/constants';
import {
  IconBriefcase,
  IconBuildingStore,
  IconChecklist,
  IconHomeDollar,
  type TablerIcon,
} from '@tabler/icons-react';

export type NavLinkItem = { label: string; href: string };

/** docs/product-rules.md "Routes and shell" main navigation. */
export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'Task', href: '/task' },
  { label: 'Job', href: '/job' },
  { label: 'Rent', href: '/rent' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const SECTION_META: Record<Section, { label: string; href: string; icon: TablerIcon }> = {
  shop: { label: 'Shop', href: '/shop', icon: IconBuildingStore },
  task: { label: 'Task', href: '/task', icon: IconChecklist },
  job: { label: 'Job', href: '/job', icon: IconBriefcase },
  rent: { label: 'Rent', href: '/rent', icon: IconHomeDollar },
};

/** Active when the path is the link itself or below it; Home only on `/`. */
export function isActivePath(pathname: string, href: string): boolean {
  const base = href.split('?')[0] ?? href;
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}
