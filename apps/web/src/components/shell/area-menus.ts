import { decideAccess, type Role } from '@bazaar/shared/roles';
import {
  IconAd2,
  IconBriefcase,
  IconBuildingStore,
  IconCash,
  IconChecklist,
  IconFileCheck,
  IconFlag,
  IconHelp,
  IconHomeDollar,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconNews,
  IconPackage,
  IconPhoto,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconStar,
  IconUser,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

export type AreaLink = { label: string; href: string; icon?: TablerIcon };
export type AreaMenuEntry =
  | ({ kind: 'link' } & AreaLink & { icon: TablerIcon })
  | { kind: 'group'; label: string; icon: TablerIcon; links: AreaLink[] };

const link = (label: string, href: string, icon: TablerIcon): AreaMenuEntry => ({
  kind: 'link',
  label,
  href,
  icon,
});
const group = (label: string, icon: TablerIcon, links: Array<[string, string]>): AreaMenuEntry => ({
  kind: 'group',
  label,
  icon,
  links: links.map(([l, href]) => ({ label: l, href })),
});

/** Vendor sidebar (docs/product-rules.md "Routes and shell", vendor area). */
export const VENDOR_MENU: readonly AreaMenuEntry[] = [
  link('Dashboard', '/vendor', IconLayoutDashboard),
  link('Orders', '/vendor/shop/orders', IconShoppingBag),
  link('Messages', '/vendor/messages', IconMessages),
  link('Products', '/vendor/shop/products', IconPackage),
  link('Reviews', '/vendor/shop/reviews', IconStar),
  link('Payments', '/vendor/shop/payments', IconCash),
  link('Jobs', '/vendor/job/jobs', IconBriefcase),
  link('Applications', '/vendor/job/applications', IconFileCheck),
  link('Profile', '/vendor/profile', IconUser),
  link('Change password', '/vendor/auth/change-password', IconKey),
];

/**
 * Admin sidebar (docs/product-rules.md "Routes and shell", admin area). One table for both admin roles:
 * entries whose route the shared route → role table reserves for SuperAdmin drop out for a plain Admin.
 */
export const ADMIN_MENU: readonly AreaMenuEntry[] = [
  link('Dashboard', '/admin', IconLayoutDashboard),
  link('Home slider', '/admin/home/slider', IconPhoto),
  group('Shop', IconBuildingStore, [
    ['Orders', '/admin/shop/orders'],
    ['Products', '/admin/shop/products'],
    ['Reviews', '/admin/shop/reviews'],
    ['Categories', '/admin/shop/categories'],
    ['Addresses', '/admin/shop/addresses'],
    ['Voucher', '/admin/shop/voucher'],
    ['Slider', '/admin/shop/slider'],
    ['Vendor payments', '/admin/shop/vendor-payments'],
    ['Delivery', '/admin/shop/delivery'],
  ]),
  group('Task', IconChecklist, [
    ['Tasks', '/admin/task/tasks'],
    ['Categories', '/admin/task/categories'],
    ['Reviews', '/admin/task/reviews'],
    ['Offered across sections', '/admin/task/cross-sell'],
  ]),
  group('Job', IconBriefcase, [
    ['Categories', '/admin/job/categories'],
    ['Jobs', '/admin/job/jobs'],
    ['Applications', '/admin/job/applications'],
  ]),
  link('Rent', '/admin/rent/list', IconHomeDollar),
  link('Moderation', '/admin/moderation', IconFlag),
  link('Users', '/admin/users', IconUsers),
  link('Vendors', '/admin/vendors', IconBuildingStore),
  link('Vendor applications', '/admin/vendors/applications', IconUserCheck),
  link('Messages', '/admin/messages', IconMail),
  link('Blogs', '/admin/blogs', IconNews),
  link('FAQs', '/admin/faqs', IconHelp),
  link('Admins', '/admin/admins', IconShieldLock),
  group('Ads', IconAd2, [
    ['Shop home', '/admin/ad-setting/shop-home'],
    ['Product detail', '/admin/ad-setting/product-detail'],
    ['Task detail', '/admin/ad-setting/task-detail'],
    ['Job home', '/admin/ad-setting/job-home'],
    ['Job detail', '/admin/ad-setting/job-detail'],
    ['Rent home', '/admin/ad-setting/rent-home'],
    ['Rent detail', '/admin/ad-setting/rent-detail'],
  ]),
  group('Site Settings', IconSettings, [
    ['Pages', '/admin/site-setting/pages'],
    ['Info', '/admin/site-setting/info'],
    ['Our team', '/admin/site-setting/our-team'],
    ['Our partners', '/admin/site-setting/our-partner'],
    ['Email templates', '/admin/site-setting/email-template'],
    ['Delivery charge', '/admin/site-setting/delivery-charge'],
    ['Task service charge', '/admin/site-setting/task-service-charge'],
  ]),
  link('Profile', '/admin/profile', IconUser),
  link('Change password', '/admin/auth/change-password', IconKey),
];

const canOpen = (href: string, roles: readonly Role[]) =>
  decideAccess(href.split('?')[0] ?? href, roles).allow;

/** The entries these roles may open; a group stays while any of its links does. */
export function filterMenu(menu: readonly AreaMenuEntry[], roles: readonly Role[]): AreaMenuEntry[] {
  const out: AreaMenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (canOpen(entry.href, roles)) out.push(entry);
    } else {
      const links = entry.links.filter((l) => canOpen(l.href, roles));
      if (links.length > 0) out.push({ ...entry, links });
    }
  }
  return out;
}

/**
 * The one entry to highlight: the longest href the path is or lies below (`/admin/vendors/applications`
 * wins over `/admin/vendors`); the area root (`/admin`) only on itself.
 */
export function activeMenuHref(
  menu: readonly AreaMenuEntry[],
  pathname: string,
  areaRoot: string,
): string | null {
  let best: string | null = null;
  for (const href of menu.flatMap((e) => (e.kind === 'link' ? [e.href] : e.links.map((l) => l.href)))) {
    const isMatch =
      href === areaRoot ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
    if (isMatch && (!best || href.length > best.length)) best = href;
  }
  return best;
}

/** The menu label of a path, for the placeholder of a menu entry whose page a later release adds. */
export function menuLabelFor(menu: readonly AreaMenuEntry[], pathname: string): string | null {
  for (const entry of menu) {
    if (entry.kind === 'link' && entry.href === pathname) return entry.label;
    if (entry.kind === 'group') {
      const found = entry.links.find((l) => l.href === pathname);
      if (found) return `${entry.label}: ${found.label}`;
    }
  }
  return null;
}
