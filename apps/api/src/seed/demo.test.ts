import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { notifications } from '../db/schema/notifications.ts';
import { siteSettings } from '../db/schema/site-settings.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The demo accounts' rows. */
function demoAccounts() {
  return t.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
}

async function snapshot() {
  const accounts = await demoAccounts();
  const perUser = await t.db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      inArray(
        notifications.userId,
        accounts.map((a) => a.id),
      ),
    )
    .groupBy(notifications.userId);
  const settings = await t.db.select().from(siteSettings);
  return {
    accounts: accounts.length,
    perUser: Object.fromEntries(perUser.map((r) => [r.userId, r.n])),
    settings,
  };
}

describe('seedDemoData', () => {
  it('is idempotent: a second run adds nothing', async () => {
    await seedDemoData(t.db);
    const first = await snapshot();
    const second = await seedDemoData(t.db);
    expect(second.createdAccounts).toEqual([]);
    expect(await snapshot()).toEqual(first);
    expect(first.accounts).toBe(4);
    expect(first.settings).toHaveLength(1);
  });

  it('creates the four demo roles, signable with the demo password, and 25 notifications for the user', async () => {
    await seedDemoData(t.db);
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect([...res.body.user.userType].sort()).toEqual([...account.roles].sort());
    }
    const [user] = await t.db.select().from(users).where(eq(users.email, 'user@bazaar.test'));
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(rows).toHaveLength(25);
    expect(rows.some((r) => r.isSeen)).toBe(true);
    expect(rows.some((r) => !r.isSeen)).toBe(true);
    expect(rows.some((r) => r.metaData.route === '/user/shop/orders')).toBe(true);
    // The Task and Job sections' notifications are the ones their demo data sends for real (seed/task.ts, seed/job.ts).
    expect(rows.some((r) => r.notificationType === 'task')).toBe(false);
    expect(rows.some((r) => r.notificationType === 'job')).toBe(false);
    const [vendor] = await t.db.select().from(users).where(eq(users.email, 'vendor@bazaar.test'));
    expect(vendor?.isVendorVerified).toBe(true);
  });

  it('gives each demo account a day of joining of its own, months before the oldest demo order', async () => {
    await seedDemoData(t.db);
    const accounts = await demoAccounts();
    const days = accounts.map((a) => a.createdAt.toISOString().slice(0, 10));
    expect(new Set(days).size).toBe(DEMO_ACCOUNTS.length);
    const fiveMonthsAgo = Date.now() - 150 * 24 * 60 * 60 * 1000;
    for (const a of accounts) expect(a.createdAt.getTime()).toBeLessThan(fiveMonthsAgo);
  });
});
