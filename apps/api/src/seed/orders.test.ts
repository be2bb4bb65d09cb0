import { join } from 'node:path';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import {
  checkouts,
  deliveries,
  deliverySettings,
  districtDeliveryCharges,
  ORDER_STATUSES,
  orderItems,
  orderStatusHistory,
  orders,
  reviews,
  userAddresses,
  vendorLedger,
  voucherRedemptions,
  vouchers,
} from '../db/schema/orders.ts';
import { products, vendors } from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { DEMO_BUYERS, DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL, SEED_KEY_PREFIX, seedOrderData } from './orders.ts';
import { seedShopData } from './shop.ts';

let t: TestApp;
let userId: string;
let demoVendorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db);
  await seedShopData(t.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  userId = user!.id;
  const [store] = await t.db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(users.email, DEMO_VENDOR_EMAIL));
  demoVendorId = store!.id;
});
afterAll(async () => {
  await t.close();
});

/** Row counts of everything the order seed writes (seeded rows only, so a shared database works too). */
async function seededCounts() {
  const seededCheckouts = t.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}%`));
  const seededOrders = t.db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.checkoutId, seededCheckouts));
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    checkouts: await n(
      t.db
        .select({ n: count() })
        .from(checkouts)
        .where(like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}%`)),
    ),
    orders: await n(t.db.select({ n: count() }).from(orders).where(inArray(orders.id, seededOrders))),
    items: await n(
      t.db.select({ n: count() }).from(orderItems).where(inArray(orderItems.orderId, seededOrders)),
    ),
    history: await n(
      t.db
        .select({ n: count() })
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, seededOrders)),
    ),
    deliveries: await n(
      t.db.select({ n: count() }).from(deliveries).where(inArray(deliveries.orderId, seededOrders)),
    ),
    reviews: await n(t.db.select({ n: count() }).from(reviews).where(eq(reviews.vendorId, demoVendorId))),
    ledger: await n(
      t.db.select({ n: count() }).from(vendorLedger).where(eq(vendorLedger.vendorId, demoVendorId)),
    ),
    vouchers: await n(
      t.db
        .select({ n: count() })
        .from(vouchers)
        .where(inArray(vouchers.code, ['WELCOME10', 'FLAT200', 'EXPIRED5'])),
    ),
    addresses: await n(
      t.db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId)),
    ),
    buyers: await n(
      t.db
        .select({ n: count() })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_BUYERS.map((b) => b.email),
          ),
        ),
    ),
  };
}

// Seeds fill a fresh database once; on the shared PostgreSQL test database other files seed it too,
// so "the first run creates, the second adds nothing" is checked on each file's own PGlite only.
describe.skipIf(isPostgres)('seedOrderData', () => {
  it('seeds once: a second run adds nothing', async () => {
    const first = await seedOrderData(t.db);
    if (t.kind === 'pglite') {
      expect(first).toMatchObject({ deliverySettings: 1, districtCharges: 3, vouchers: 3, buyers: 4 });
      expect(first.orders).toBeGreaterThanOrEqual(20);
    }
    const after = await seededCounts();
    expect(after.orders).toBeGreaterThanOrEqual(20);
    expect(after.vouchers).toBe(3);
    expect(after.buyers).toBe(DEMO_BUYERS.length);

    const again = await seedOrderData(t.db);
    expect(again).toEqual({
      deliverySettings: 0,
      districtCharges: 0,
      vouchers: 0,
      buyers: 0,
      addresses: 0,
      orders: 0,
      reviews: 0,
      ledger: 0,
    });
    expect(await seededCounts()).toEqual(after);
  });

  it('gives the demo user orders in every status from several stores, each with a consistent history', async () => {
    const mine = await t.db.select().from(orders).where(eq(orders.userId, userId));
    expect(new Set(mine.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(mine.filter((o) => o.status === 'Delivered')).toHaveLength(2);
    expect(new Set(mine.map((o) => o.vendorId)).size).toBeGreaterThanOrEqual(4);
    for (const order of mine) {
      expect(order.orderNumber).toMatch(/^BZ-[23456789A-HJ-NP-Z]{8}$/);
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
      expect(order.subtotal).toBe(subtotal);
      expect(order.total).toBe(order.subtotal - order.discount + order.deliveryCharge);
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(orderStatusHistory.createdAt);
      expect(history[0]).toMatchObject({ status: 'Pending', actorRole: 'User', actorId: userId });
      expect(history.at(-1)?.status).toBe(order.status);
      expect(history.at(-1)?.createdAt.getTime()).toBe(order.updatedAt.getTime());
      const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
      expect(Boolean(delivery)).toBe(['Shipped', 'Delivered', 'Returned'].includes(order.status));
      if (order.status === 'Delivered') expect(order).toMatchObject({ paymentStatus: 'Paid' });
      if (order.status === 'Returned') expect(order).toMatchObject({ paymentStatus: 'Refunded' });
    }
    // One checkout carries two stores' orders.
    const perCheckout = new Map<string, number>();
    for (const o of mine) perCheckout.set(o.checkoutId, (perCheckout.get(o.checkoutId) ?? 0) + 1);
    expect(Math.max(...perCheckout.values())).toBe(2);
  });

  it('keeps the vendor ledger per the formula with a payout within the balance', async () => {
    const ledger = await t.db.select().from(vendorLedger);
    const balances = new Map<string, number>();
    for (const row of ledger) {
      const sign = row.type === 'earning' ? 1 : -1;
      balances.set(row.vendorId, (balances.get(row.vendorId) ?? 0) + sign * row.amount);
      if (row.type === 'earning') {
        const [order] = await t.db.select().from(orders).where(eq(orders.id, row.orderId!));
        const commission = Math.floor(((order!.subtotal - order!.discount) * order!.commissionPercent) / 100);
        expect(row).toMatchObject({
          commission,
          orderTotal: order!.total,
          amount: order!.total - commission,
        });
        expect(['Delivered', 'Returned']).toContain(order!.status);
      }
    }
    for (const balance of balances.values()) expect(balance).toBeGreaterThanOrEqual(0);
    expect(ledger.filter((r) => r.type === 'payout').map((r) => r.vendorId)).toEqual([demoVendorId]);
    expect(ledger.filter((r) => r.type === 'reversal')).toHaveLength(1);
    expect(balances.get(demoVendorId)).toBeGreaterThan(0);

    // The demo vendor has orders on many days of the last 30 for its chart.
    const days = await t.db
      .selectDistinct({ day: sql<string>`date_trunc('day', ${orders.createdAt})` })
      .from(orders)
      .where(and(eq(orders.vendorId, demoVendorId), sql`${orders.createdAt} > now() - interval '30 days'`));
    expect(days.length).toBeGreaterThanOrEqual(12);
  });

  it('leaves one delivered item reviewed (with a reply) and one waiting, with ratings recounted', async () => {
    const items = await t.db
      .select({ id: orderItems.id, productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'Delivered')));
    const written = await t.db.select().from(reviews).where(eq(reviews.userId, userId));
    expect(written).toHaveLength(1);
    expect(written[0]?.reply).toBeTruthy();
    expect(items.length - written.length).toBeGreaterThanOrEqual(1);

    for (const productId of new Set((await t.db.select().from(reviews)).map((r) => r.productId))) {
      const visible = await t.db.select().from(reviews).where(eq(reviews.productId, productId));
      const [product] = await t.db.select().from(products).where(eq(products.id, productId));
      expect(product?.ratingCount).toBe(visible.length);
      const avg = visible.reduce((s, r) => s + r.rating, 0) / visible.length;
      expect(product?.ratingAvg).toBeCloseTo(avg, 2);
    }
  });

  it('seeds delivery charges, vouchers (FLAT200 used once) and a default address on the tree', async () => {
    const [settings] = await t.db.select().from(deliverySettings).where(eq(deliverySettings.key, 'default'));
    expect(settings).toMatchObject({ defaultCharge: 15_000, freeThreshold: 500_000 });
    const charges = await t.db.select().from(districtDeliveryCharges);
    expect(charges.map((c) => c.charge)).toEqual([10_000, 10_000, 10_000]);
    const codes = await t.db.select().from(vouchers).orderBy(vouchers.code);
    const flat = codes.find((v) => v.code === 'FLAT200');
    const used = await t.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, flat!.id));
    expect(flat?.usedCount).toBe(used.length);
    expect(codes.find((v) => v.code === 'EXPIRED5')?.endsAt?.getTime()).toBeLessThan(Date.now());
    const [address] = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
    expect(address).toMatchObject({ label: 'Home', isDefault: true });
  });

  it('lets the extra buyers sign in', async () => {
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_BUYERS[0].email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });
});
