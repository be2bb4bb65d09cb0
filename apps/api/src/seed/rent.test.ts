import { join } from 'node:path';
import { RENT_INQUIRY_STATUSES, RENT_STATUSES } from '@bazaar/shared/rent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import { notifications } from '../db/schema/notifications.ts';
import { rentInquiries, rentListings } from '../db/schema/rents.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_USER_EMAIL } from './buyers.ts';
import { seedDemoData } from './demo.ts';
import { seedOrderData } from './orders.ts';
import { countRentRows, type RentSeedResult, seedRentData } from './rent.ts';
import { seedShopData } from './shop.ts';

let t: TestApp;
let uploadsDir: string;
let first: RentSeedResult;
let userId: string;

beforeAll(async () => {
  t = await buildIsolatedTestApp();
  uploadsDir = join(t.config.dataDir, 'uploads');
  await seedDemoData(t.db);
  await seedShopData(t.db, { uploadsDir });
  await seedOrderData(t.db);
  first = await seedRentData(t.db, { uploadsDir });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  userId = user?.id ?? '';
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.skipIf(isPostgres)('seedRentData', () => {
  it('lists 40 rentals in every state through the rules, the demo user owning one in each', async () => {
    expect(first.listings).toBe(40);
    const rows = await t.db.select().from(rentListings);
    for (const status of RENT_STATUSES)
      expect(
        rows.some((r) => r.status === status),
        status,
      ).toBe(true);
    const mine = rows.filter((r) => r.ownerId === userId);
    for (const status of RENT_STATUSES)
      expect(
        mine.some((r) => r.status === status),
        status,
      ).toBe(true);
    const page = await call(t, { method: 'GET', url: '/api/rent/list?limit=50' });
    expect(page.body.pagination.total).toBe(rows.filter((r) => r.status === 'Active').length);
  });

  it('leaves inquiries in every state, sent and received by the demo user, with their notifications', async () => {
    const rows = await t.db.select().from(rentInquiries);
    expect(rows.length).toBe(first.inquiries);
    for (const status of RENT_INQUIRY_STATUSES) {
      expect(
        rows.some((r) => r.ownerId === userId && r.status === status),
        `received ${status}`,
      ).toBe(true);
      expect(
        rows.some((r) => r.senderId === userId && r.status === status),
        `sent ${status}`,
      ).toBe(true);
    }
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.some((n) => n.title === 'New inquiry on your listing')).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await countRentRows(t.db);
    const again = await seedRentData(t.db, { uploadsDir });
    expect(again).toMatchObject({ listings: 0, inquiries: 0, images: 0 });
    expect(await countRentRows(t.db)).toEqual(before);
  });
});
