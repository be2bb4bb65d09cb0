import { join } from 'node:path';
import { deliveryChargeFor, voucherDiscount } from '@bazaar/shared/checkout';
import { commissionOf, vendorEarningOf } from '@bazaar/shared/money';
import { ORDER_FLOW, ORDER_STATUSES, type TOrderActorRole } from '@bazaar/shared/order';
import { canTransition } from '@bazaar/shared/status-flow';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import {
  checkouts,
  deliveries,
  deliverySettings,
  districtDeliveryCharges,
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
import { DEMO_BUYERS, DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL } from './buyers.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { DEMO_VOUCHERS } from './order-settings.ts';
import { seedOrderData } from './orders.ts';
import { SEED_KEY_PREFIX } from './recent-orders.ts';
import { seedShopData } from './shop.ts';

let t: TestApp;
let userId: string;
let demoVendorId: string;
/** products' stock and soldCount before the order seed (the shop seed's catalogue). */
let shelfBefore: Map<string, { stock: number; soldCount: number }>;

beforeAll(async () => {
  t = await buildIsolatedTestApp();
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
  shelfBefore = new Map(
    (
      await t.db
        .select({ id: products.id, stock: products.stock, soldCount: products.soldCount })
        .from(products)
    ).map(({ id, ...shelf }) => [id, shelf]),
  );
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
        .where(inArray(vouchers.code, [...DEMO_VOUCHERS])),
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
// so "the first run creates, the second adds nothing" is checked on a PGlite of the file's own (buildIsolatedTestApp) only.
describe.skipIf(isPostgres)('seedOrderData', () => {
  it('seeds once: a second run adds nothing', async () => {
    const first = await seedOrderData(t.db);
    if (t.kind === 'pglite') {
      expect(first).toMatchObject({
        deliverySettings: 1,
        districtCharges: 3,
        vouchers: 3,
        buyers: DEMO_BUYERS.length,
      });
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

  it('prices, numbers and moves every seeded order by the rules a real checkout and status change follow', async () => {
    const all = await t.db
      .select({ order: orders, checkout: checkouts })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}%`));
    expect(all.length).toBeGreaterThanOrEqual(120);
    const ids = all.map((r) => r.order.id);
    const items = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id);
    const [settings] = await t.db.select().from(deliverySettings).where(eq(deliverySettings.key, 'default'));
    const districtCharge = new Map(
      (await t.db.select().from(districtDeliveryCharges)).map((c) => [c.districtId, c.charge]),
    );
    const [flat200] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'FLAT200'));

    expect(new Set(all.map((r) => r.order.orderNumber)).size).toBe(all.length);
    const byCheckout = new Map<string, typeof all>();
    for (const row of all) byCheckout.set(row.checkout.id, [...(byCheckout.get(row.checkout.id) ?? []), row]);
    for (const { order, checkout } of all) {
      expect(order.orderNumber).toMatch(/^BZ-[23456789A-HJ-NP-Z]{8}$/);
      const lines = items.filter((i) => i.orderId === order.id);
      for (const line of lines) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
      expect(order.subtotal).toBe(lines.reduce((s, l) => s + l.lineTotal, 0));
      expect(order.total).toBe(order.subtotal - order.discount + order.deliveryCharge);
      expect(order.deliveryCharge).toBe(
        deliveryChargeFor(
          order.subtotal,
          districtCharge.get(order.shippingAddress.districtId) ?? settings!.defaultCharge,
          settings!.freeThreshold,
        ),
      );
      if (order.discount > 0) {
        expect(order.voucherCode).toBe('FLAT200');
        expect(checkout.voucherId).toBe(flat200!.id);
        expect(order.discount).toBe(voucherDiscount(flat200!, order.subtotal));
      } else {
        expect(order.voucherCode).toBeNull();
      }
      const siblings = byCheckout.get(checkout.id)!.map((r) => r.order);
      for (const key of ['subtotal', 'discount', 'deliveryCharge', 'total'] as const) {
        expect(checkout[key]).toBe(siblings.reduce((s, o) => s + o[key], 0));
      }

      // Placed by the buyer, then only moves the transition table allows, by whom it allows them.
      const steps = history.filter((h) => h.orderId === order.id);
      expect(steps[0]).toMatchObject({ status: 'Pending', note: 'Order placed', actorRole: 'User' });
      expect(steps[0]!.createdAt.getTime()).toBe(order.createdAt.getTime());
      for (let k = 1; k < steps.length; k++) {
        const role = steps[k]!.actorRole as TOrderActorRole;
        expect(canTransition(ORDER_FLOW, role, steps[k - 1]!.status, steps[k]!.status)).toBe(true);
      }
      expect(steps.at(-1)!.status).toBe(order.status);
      const delivered = steps.find((h) => h.status === 'Delivered');
      expect(order.deliveredAt?.getTime()).toBe(delivered?.createdAt.getTime());
    }
  });

  it('keeps the vendor ledger per the formula with a payout within the balance', async () => {
    const ledger = await t.db.select().from(vendorLedger);
    const orderById = new Map((await t.db.select().from(orders)).map((o) => [o.id, o]));
    const balances = new Map<string, number>();
    for (const row of ledger) {
      const sign = row.type === 'earning' ? 1 : -1;
      balances.set(row.vendorId, (balances.get(row.vendorId) ?? 0) + sign * row.amount);
      if (row.type === 'earning') {
        const order = orderById.get(row.orderId!);
        expect(order?.vendorId).toBe(row.vendorId);
        expect(row).toMatchObject({
          commission: commissionOf(order!),
          orderTotal: order!.total,
          amount: vendorEarningOf(order!),
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
  });

  it('counts on every product exactly its visible reviews, star by star', async () => {
    const visible = await t.db.select().from(reviews).where(eq(reviews.isHidden, false));
    const byProduct = new Map<string, number[]>();
    for (const r of visible) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    const all = await t.db.select().from(products);
    for (const product of all) {
      const ratings = byProduct.get(product.id) ?? [];
      const stars = [1, 2, 3, 4, 5].map((s) => ratings.filter((r) => r === s).length);
      expect({
        name: product.name,
        count: product.ratingCount,
        stars: [product.rating1, product.rating2, product.rating3, product.rating4, product.rating5],
      }).toEqual({ name: product.name, count: ratings.length, stars });
      const avg = ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(product.ratingAvg).toBeCloseTo(avg, 2);
    }
  });

  it('reviews about two thirds of the catalogue with 1–8 believable reviews each', async () => {
    const stores = await t.db.select({ id: vendors.id }).from(vendors);
    const catalogue = await t.db
      .select()
      .from(products)
      .where(
        inArray(
          products.vendorId,
          stores.map((s) => s.id),
        ),
      );
    const reviewed = catalogue.filter((p) => p.ratingCount > 0);
    expect(catalogue.length).toBeGreaterThanOrEqual(200);
    expect(reviewed.length / catalogue.length).toBeGreaterThanOrEqual(0.6);
    expect(reviewed.length / catalogue.length).toBeLessThanOrEqual(0.7);
    expect(Math.max(...reviewed.map((p) => p.ratingCount))).toBeLessThanOrEqual(8);
    expect(new Set(reviewed.map((p) => p.ratingCount)).size).toBeGreaterThanOrEqual(6);

    const all = await t.db.select().from(reviews);
    const happy = all.filter((r) => r.rating >= 4).length;
    expect(happy / all.length).toBeGreaterThanOrEqual(0.8);
    expect(all.filter((r) => r.rating <= 2).length).toBeGreaterThanOrEqual(3);
    expect(all.every((r) => r.comment.trim().length > 0)).toBe(true);
    const replied = all.filter((r) => r.reply);
    expect(replied.length).toBeGreaterThanOrEqual(all.length / 10);
    expect(replied.length).toBeLessThan(all.length / 2);
    // Spread over months, none in the future.
    const times = all.map((r) => r.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 24 * 3600_000);
  });

  it("writes every review by the buyer of a Delivered order's item, after the delivery", async () => {
    const rows = await t.db
      .select({ review: reviews, item: orderItems, order: orders })
      .from(reviews)
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    expect(rows).toHaveLength((await t.db.select({ id: reviews.id }).from(reviews)).length);
    for (const { review, item, order } of rows) {
      expect(order.status).toBe('Delivered');
      expect(order.userId).toBe(review.userId);
      expect(order.vendorId).toBe(review.vendorId);
      expect(item.productId).toBe(review.productId);
      expect(review.createdAt.getTime()).toBeGreaterThan(order.deliveredAt!.getTime());
      if (review.reply) {
        expect(review.repliedAt!.getTime()).toBeGreaterThan(review.createdAt.getTime());
        expect(review.repliedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('gives every past (reviewed) order a full, consistent delivered history', async () => {
    const past = await t.db
      .select()
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}past-%`));
    expect(past.length).toBeGreaterThanOrEqual(100);
    const ids = past.map((p) => p.orders.id);
    const items = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(orderStatusHistory.createdAt);
    const delivered = await t.db.select().from(deliveries).where(inArray(deliveries.orderId, ids));
    const earnings = await t.db.select().from(vendorLedger).where(inArray(vendorLedger.orderId, ids));
    const productById = new Map((await t.db.select().from(products)).map((p) => [p.id, p]));
    const reviewedItems = new Set(
      (await t.db.select({ id: reviews.orderItemId }).from(reviews)).map((r) => r.id),
    );
    for (const { orders: order, checkouts: checkout } of past) {
      expect(order).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid', discount: 0 });
      expect(order.userId).not.toBe(userId);
      expect(checkout).toMatchObject({ userId: order.userId, total: order.total });
      const lines = items.filter((i) => i.orderId === order.id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(order.subtotal).toBe(lines.reduce((s, l) => s + l.lineTotal, 0));
      expect(order.total).toBe(order.subtotal + order.deliveryCharge);
      for (const line of lines) {
        const product = productById.get(line.productId)!;
        expect(line).toMatchObject({ name: product.name, slug: product.slug });
        expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
        expect(product.vendorId).toBe(order.vendorId);
        expect(order.createdAt.getTime()).toBeGreaterThan(product.createdAt.getTime());
        expect(reviewedItems.has(line.id)).toBe(true);
      }
      const steps = history.filter((h) => h.orderId === order.id);
      expect(steps.map((h) => h.status)).toEqual([
        'Pending',
        'Confirmed',
        'Processing',
        'Shipped',
        'Delivered',
      ]);
      for (let k = 1; k < steps.length; k++) {
        expect(steps[k]!.createdAt.getTime()).toBeGreaterThan(steps[k - 1]!.createdAt.getTime());
      }
      expect(steps[0]).toMatchObject({ actorRole: 'User', actorId: order.userId });
      expect(steps[0]!.createdAt.getTime()).toBe(order.createdAt.getTime());
      expect(steps[4]!.createdAt.getTime()).toBe(order.deliveredAt!.getTime());
      expect(order.updatedAt.getTime()).toBe(order.deliveredAt!.getTime());
      expect(delivered.find((d) => d.orderId === order.id)).toMatchObject({ status: 'Delivered' });
      const earning = earnings.filter((e) => e.orderId === order.id);
      expect(earning.map((e) => e.type)).toEqual(['earning']);
    }
  });

  it('counts past and open sales as sold; open ones took their units off the shelf', async () => {
    const sold = await t.db
      .select({
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        status: orders.status,
        key: checkouts.idempotencyKey,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId));
    const units = new Map<string, number>();
    const taken = new Map<string, number>();
    for (const s of sold) {
      if (s.status === 'Cancelled' || s.status === 'Returned') continue;
      units.set(s.productId, (units.get(s.productId) ?? 0) + s.quantity);
      // Past sales (behind the ratings) leave the catalogue's stock as it was seeded.
      if (!s.key.startsWith(`${SEED_KEY_PREFIX}past-`)) {
        taken.set(s.productId, (taken.get(s.productId) ?? 0) + s.quantity);
      }
    }
    expect(taken.size).toBeGreaterThan(5);
    const all = await t.db.select().from(products);
    for (const product of all) {
      const before = shelfBefore.get(product.id);
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.soldCount).toBe((before?.soldCount ?? 0) + (units.get(product.id) ?? 0));
      expect(product.stock).toBe((before?.stock ?? 0) - (taken.get(product.id) ?? 0));
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
