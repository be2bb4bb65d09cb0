import type { TNotificationType } from '@bazaar/shared/notification';
import type { Role } from '@bazaar/shared/roles';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { insertSiteSettingIfMissing } from '../platform/site-setting/repo.ts';
import { DEFAULT_SITE_SETTING } from '../platform/site-setting/service.ts';

/** Demo-only password of every demo account. */
export const DEMO_PASSWORD = 'Bazaar@123';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the `n`th demo person joined: between about seven months and a year and a half ago, each on a
 * day of their own, so "member since" and the admin's sign-up chart read like a shop with a past (the
 * oldest demo orders are five months old).
 */
export function demoJoinedAt(n: number): Date {
  return new Date(Date.now() - (210 + ((n * 67) % 330)) * DAY_MS);
}

type DemoAccount = {
  email: string;
  fullName: string;
  phone: string;
  roles: Role[];
  isVendorVerified: boolean;
  notificationCount: number;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'super@bazaar.test',
    fullName: 'Sita Super Admin',
    phone: '9800000001',
    roles: ['SuperAdmin', 'Admin', 'User'],
    isVendorVerified: false,
    notificationCount: 6,
  },
  {
    email: 'admin@bazaar.test',
    fullName: 'Arjun Admin',
    phone: '9800000002',
    roles: ['Admin', 'User'],
    isVendorVerified: false,
    notificationCount: 8,
  },
  {
    email: 'vendor@bazaar.test',
    fullName: 'Vijay Vendor',
    phone: '9800000003',
    roles: ['User', 'Vendor'],
    isVendorVerified: true,
    notificationCount: 12,
  },
  {
    email: 'user@bazaar.test',
    fullName: 'Usha User',
    phone: '9800000004',
    roles: ['User'],
    isVendorVerified: false,
    notificationCount: 25,
  },
];

type Template = { title: string; message: string; notificationType: TNotificationType; route: string };

const TEMPLATES: Record<'staff' | 'vendor' | 'user', Template[]> = {
  staff: [
    {
      title: 'New vendor application',
      message: 'Himalayan Crafts applied to become a vendor.',
      notificationType: 'shop',
      route: '/admin/vendors/applications',
    },
    {
      title: 'Order needs attention',
      message: 'An order has been waiting for its store for two days.',
      notificationType: 'shop',
      route: '/admin/shop/orders',
    },
  ],
  vendor: [
    {
      title: 'New order received',
      message: 'A buyer placed an order: confirm it from Orders.',
      notificationType: 'shop',
      route: '/vendor/shop/orders',
    },
    {
      title: 'New product review',
      message: 'A buyer rated one of your products 5 stars.',
      notificationType: 'shop',
      route: '/vendor/shop/reviews',
    },
    {
      title: 'Payout recorded',
      message: 'A payout of Rs. 12,500 was recorded.',
      notificationType: 'shop',
      route: '/vendor/shop/payments',
    },
  ],
  user: [
    {
      title: 'Order shipped',
      message: 'One of your orders is on its way: follow it from My orders.',
      notificationType: 'shop',
      route: '/user/shop/orders',
    },
    {
      title: 'Rent inquiry',
      message: 'Someone asked about your flat in Lalitpur.',
      notificationType: 'other',
      route: '/user/rent/inquiries',
    },
  ],
};

function templatesFor(account: DemoAccount): Template[] {
  if (account.roles.includes('Admin')) return [...TEMPLATES.staff, ...TEMPLATES.user];
  if (account.roles.includes('Vendor')) return [...TEMPLATES.vendor, ...TEMPLATES.user];
  return TEMPLATES.user;
}

export type SeedResult = { createdAccounts: string[] };

/**
 * Seeds the demo accounts, their notifications and the site setting. Idempotent: accounts that
 * already exist (by email) are left untouched, and notifications are added only with a new account.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  await insertSiteSettingIfMissing(db, DEFAULT_SITE_SETTING);

  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const existingEmails = new Set(existing.map((r) => r.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !existingEmails.has(a.email));
  if (missing.length === 0) return { createdAccounts: [] };

  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const createdAccounts: string[] = [];
  await db.transaction(async (tx) => {
    for (const [i, account] of missing.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          id: newId(),
          fullName: account.fullName,
          email: account.email,
          phone: account.phone,
          passwordHash: hashes[i]!,
          roles: account.roles,
          isVendorVerified: account.isVendorVerified,
          createdAt: demoJoinedAt(DEMO_ACCOUNTS.indexOf(account)),
        })
        // A concurrent first start may have created it; the phone might be taken by a real user.
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      createdAccounts.push(account.email);
      const templates = templatesFor(account);
      const now = Date.now();
      const rows = Array.from({ length: account.notificationCount }, (_, n) => {
        const t = templates[n % templates.length]!;
        return {
          id: newId(),
          userId: row.id,
          title: t.title,
          message: t.message,
          notificationType: t.notificationType,
          metaData: { route: t.route },
          // The newest few are unseen so the bell shows a count.
          isSeen: n >= Math.ceil(account.notificationCount / 3),
          createdAt: new Date(now - n * 37 * 60_000),
        };
      });
      await tx.insert(notifications).values(rows);
    }
  });
  return { createdAccounts };
}
