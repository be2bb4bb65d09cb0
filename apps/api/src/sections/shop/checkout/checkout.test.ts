import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  isPostgres,
  type TestApp,
  type TestUser,
} from '../../../../test/helper.ts';
import {
  buildPublishingTwin,
  listenToNotifications,
  type NotificationListener,
} from '../../../../test/notifications.ts';
import { createPostgresHandle } from '../../../db/client.ts';
import { cartItems } from '../../../db/schema/carts.ts';
import { emailOutbox } from '../../../db/schema/email-outbox.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import {
  checkouts,
  deliverySettings,
  orderItems,
  orderStatusHistory,
  orders,
  voucherRedemptions,
  vouchers,
} from '../../../db/schema/orders.ts';
import { products, productVariants, type VendorRow } from '../../../db/schema/shop.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';
import { placeCheckout } from './service/place-checkout.ts';
import {
  addToCart,
  checkOut,
  createPlace,
  insertVoucher,
  type Place,
  saveAddress,
} from './test-factories.ts';

let t: TestApp;
let categoryId: string;
let kathmandu: Place; // district with its own charge (Rs. 100)
let remote: Place; // district without one (default Rs. 150)

beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t)).id;
  kathmandu = await createPlace(t, { districtCharge: 10_000 });
  remote = await createPlace(t);
  await t.db
    .insert(deliverySettings)
    .values({ key: 'default', defaultCharge: 15_000, freeThreshold: 500_000 })
    .onConflictDoUpdate({
      target: deliverySettings.key,
      set: { defaultCharge: 15_000, freeThreshold: 500_000 },
    });
});
afterAll(async () => {
  await t.close();
});

const quote = (user: TestUser, payload: object) =>
  call(t, { method: 'POST', url: '/api/order/user/checkout/quote', token: user.token, payload });

const checkout = (user: TestUser, payload: object, key?: string | null) => checkOut(t, user, payload, key);

async function buyerWithAddress(place: Place = kathmandu) {
  const user = await createUser(t);
  const addressId = await saveAddress(t, user, place.municipalityId);
  return { user, addressId };
}

async function stockOf(productId: string) {
  const [row] = await t.db
    .select({ stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

async function checkoutCount(userId: string) {
  return (await t.db.select().from(checkouts).where(eq(checkouts.userId, userId))).length;
}

/** How many backends wait behind `pid`'s locks, directly or behind one that does. */
async function waitersBehind(pid: number): Promise<number> {
  const result = (await t.db.execute(sql`
    select count(*)::int as n from pg_stat_activity a
    where ${pid} = any(pg_blocking_pids(a.pid))
       or exists (select 1 from pg_stat_activity b
                  where ${pid} = any(pg_blocking_pids(b.pid)) and b.pid = any(pg_blocking_pids(a.pid)))
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * Runs `race` while another connection holds the user's cart lines FOR UPDATE (PostgreSQL only),
 * and lets them go once two backends wait behind that lock.
 */
async function withCartLocked<T>(userId: string, race: () => Promise<T>): Promise<T> {
  const holder = createPostgresHandle(process.env.DATABASE_URL as string, 1);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  try {
    let pid = 0;
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = holder.db.transaction(async (tx) => {
      await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).for('update');
      const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      pid = own.rows[0]?.pid ?? 0;
      locked();
      await released;
    });
    await Promise.race([lockTaken, holding]);
    const racing = race();
    // Both wait within seconds; past ten the race went another way, and the assertions say how.
    for (let waited = 0; waited < 10_000 && (await waitersBehind(pid)) < 2; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await holding;
    return await racing;
  } finally {
    release();
    await holder.close();
  }
}

async function twoVendorCart(user: TestUser) {
  const vendorA = await createVendor(t, { storeName: 'Alpha Store' });
  const vendorB = await createVendor(t, { storeName: 'Beta Store' });
  const a = await createProduct(t, { vendorId: vendorA.id, categoryId, price: 300_000, stock: 5 });
  const b = await createProduct(t, { vendorId: vendorB.id, categoryId, price: 45_000, stock: 5 });
  await addToCart(t, user, a.id, 2); // Rs. 6,000 → free delivery
  await addToCart(t, user, b.id, 1); // Rs. 450 → pays delivery
  return { vendorA, vendorB, a, b };
}

describe('POST /api/order/user/checkout/quote', () => {
  it('prices one order per vendor: district charge, free threshold, totals', async () => {
    const { user, addressId } = await buyerWithAddress();
    const { vendorA, vendorB } = await twoVendorCart(user);
    const res = await quote(user, { addressId });
    expect(res.status).toBe(200);
    expect(res.body.groups.map((g: { vendor: { _id: string } }) => g.vendor._id)).toEqual([
      vendorA.id,
      vendorB.id,
    ]);
    expect(
      res.body.groups.map((g: object) => ({
        subtotal: (g as { subtotal: number }).subtotal,
        discount: (g as { discount: number }).discount,
        deliveryCharge: (g as { deliveryCharge: number }).deliveryCharge,
        total: (g as { total: number }).total,
      })),
    ).toEqual([
      { subtotal: 600_000, discount: 0, deliveryCharge: 0, total: 600_000 },
      { subtotal: 45_000, discount: 0, deliveryCharge: 10_000, total: 55_000 },
    ]);
    expect(res.body).toMatchObject({
      subtotal: 645_000,
      discount: 0,
      deliveryCharge: 10_000,
      total: 655_000,
      itemCount: 3,
      voucher: null,
      voucherError: null,
      addressId,
      baseDeliveryCharge: 10_000,
      freeThreshold: 500_000,
      issues: [],
    });
  });

  it('uses the default charge for a district without its own, and without an address', async () => {
    const { user, addressId } = await buyerWithAddress(remote);
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, price: 20_000 });
    await addToCart(t, user, p.id, 1);
    const withAddress = await quote(user, { addressId });
    expect(withAddress.body).toMatchObject({ subtotal: 20_000, deliveryCharge: 15_000, total: 35_000 });
    const without = await quote(user, {});
    expect(without.body).toMatchObject({
      deliveryCharge: 15_000,
      addressId: null,
      baseDeliveryCharge: 15_000,
    });
  });

  it("follows the super admin's default charge and free threshold", async () => {
    const admin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const setCharges = (payload: object) =>
      call(t, { method: 'PUT', url: '/api/admin/site-setting/delivery-charge', token: admin.token, payload });
    const { user, addressId } = await buyerWithAddress(remote);
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, price: 600_000 });
    await addToCart(t, user, p.id, 1);
    expect((await quote(user, { addressId })).body).toMatchObject({ deliveryCharge: 0, total: 600_000 });
    try {
      expect((await setCharges({ defaultCharge: 12_000, freeThreshold: null })).status).toBe(200);
      expect((await quote(user, { addressId })).body).toMatchObject({
        deliveryCharge: 12_000,
        total: 612_000,
        freeThreshold: null,
      });
    } finally {
      await setCharges({ defaultCharge: 15_000, freeThreshold: 500_000 });
    }
  });

  it("answers 404 for another user's address", async () => {
    const { addressId } = await buyerWithAddress();
    const other = await createUser(t);
    const res = await quote(other, { addressId });
    expect(res.status).toBe(404);
  });

  it('applies a voucher (case-insensitive, capped) and splits it pro rata', async () => {
    const { user, addressId } = await buyerWithAddress();
    await twoVendorCart(user);
    const v = await insertVoucher(t, { type: 'percent', value: 10, maxDiscount: 50_000, minOrder: 100_000 });
    const res = await quote(user, { addressId, voucherCode: v.code.toLowerCase() });
    expect(res.body.voucherError).toBeNull();
    expect(res.body.voucher).toEqual({ code: v.code, discount: 50_000 });
    // Rs. 500 over Rs. 6,000 : Rs. 450 in whole rupees → 465.12 and 34.88, the rupee left to 34.88.
    expect(res.body.groups.map((g: { discount: number }) => g.discount)).toEqual([46_500, 3_500]);
    expect(res.body).toMatchObject({
      subtotal: 645_000,
      discount: 50_000,
      deliveryCharge: 10_000,
      total: 605_000,
    });
  });

  it('gives a store-scoped voucher only to that store', async () => {
    const { user, addressId } = await buyerWithAddress();
    const { vendorB } = await twoVendorCart(user);
    const v = await insertVoucher(t, { type: 'fixed', value: 20_000, vendorId: vendorB.id });
    const res = await quote(user, { addressId, voucherCode: v.code });
    expect(res.body.groups.map((g: { discount: number }) => g.discount)).toEqual([0, 20_000]);
  });

  it('names the reason a voucher does not apply', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t, { storeName: 'Gamma Store' });
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, price: 50_000, stock: 10 });
    await addToCart(t, user, p.id, 1);
    const day = 24 * 3600 * 1000;
    const otherVendor = await createVendor(t, { storeName: 'Delta Store' });
    const cases: [Partial<typeof vouchers.$inferInsert> | null, string][] = [
      [null, 'Voucher code not found'],
      [{ isActive: false }, 'This voucher is no longer active'],
      [{ startsAt: new Date(Date.now() + day) }, 'This voucher is not valid yet'],
      [
        { startsAt: new Date(Date.now() - 2 * day), endsAt: new Date(Date.now() - day) },
        'This voucher has expired',
      ],
      [{ minOrder: 100_000 }, 'Add Rs. 500 more to use this voucher (minimum Rs. 1,000)'],
      [{ usageLimit: 3, usedCount: 3 }, 'This voucher has reached its usage limit'],
      [{ vendorId: otherVendor.id }, 'This voucher is only for items from Delta Store'],
    ];
    for (const [values, reason] of cases) {
      const code = values ? (await insertVoucher(t, values)).code : 'NOPE-NOT-HERE';
      const res = await quote(user, { addressId, voucherCode: code });
      expect({ code, error: res.body.voucherError, voucher: res.body.voucher }).toEqual({
        code,
        error: reason,
        voucher: null,
      });
      expect(res.body.discount).toBe(0);
      // Placing the order with it fails with the same reason, naming the field; nothing is made.
      const placed = await checkout(user, { addressId, voucherCode: code });
      expect(placed.status).toBe(422);
      expect(placed.body.errors).toEqual([{ path: 'voucherCode', message: reason }]);
    }
    expect(await checkoutCount(user.row.id)).toBe(0);
    expect((await stockOf(p.id)).stock).toBe(10);
  });

  it('rejects bad input naming the field', async () => {
    const user = await createUser(t);
    const res = await quote(user, { addressId: 'home' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('addressId');
    const code = await quote(user, { voucherCode: 42 });
    expect(code.status).toBe(400);
    expect(code.body.errors[0].path).toBe('voucherCode');
  });
});

describe('POST /api/order/user/checkout', () => {
  it('rejects a missing or bad Idempotency-Key and bad input (400 naming it), changing nothing', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 4 });
    await addToCart(t, user, p.id, 2);
    const missing = await checkout(user, { addressId }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }]);
    const short = await checkout(user, { addressId }, 'abc');
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toBe('Idempotency-Key');
    const long = await checkout(user, { addressId }, 'k'.repeat(101));
    expect(long.body.errors[0].path).toBe('Idempotency-Key');
    const noAddress = await checkout(user, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors[0].path).toBe('addressId');
    const badNote = await checkout(user, { addressId, note: 'x'.repeat(501) });
    expect(badNote.body.errors[0].path).toBe('note');
    expect(await checkoutCount(user.row.id)).toBe(0);
    expect((await stockOf(p.id)).stock).toBe(4);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.row.id))).toHaveLength(1);
  });

  it("answers 404 for another user's address and changes nothing", async () => {
    const { addressId } = await buyerWithAddress();
    const other = await createUser(t);
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 3 });
    await addToCart(t, other, p.id, 1);
    const res = await checkout(other, { addressId });
    expect(res.status).toBe(404);
    expect(await checkoutCount(other.row.id)).toBe(0);
    expect((await stockOf(p.id)).stock).toBe(3);
  });

  it('refuses an empty cart and a line that cannot be bought (422 naming the product)', async () => {
    const { user, addressId } = await buyerWithAddress();
    const empty = await checkout(user, { addressId });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Your cart is empty');

    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 5, name: 'Dhaka Topi' });
    await addToCart(t, user, p.id, 3);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, p.id));
    const res = await checkout(user, { addressId });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('Dhaka Topi');
    expect(res.body.message).toContain('Only 2 left');
    expect(await checkoutCount(user.row.id)).toBe(0);
    expect((await stockOf(p.id)).stock).toBe(2);
  });

  it('places one order per vendor: items, stock, history, cart emptied, vendors notified', async () => {
    const { user, addressId } = await buyerWithAddress();
    const { vendorA, vendorB, a, b } = await twoVendorCart(user);
    const v = await insertVoucher(t, { type: 'fixed', value: 20_000, minOrder: 0 });
    const expected = (await quote(user, { addressId, voucherCode: v.code })).body;

    const res = await checkout(user, { addressId, voucherCode: v.code, note: 'Call before coming' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      checkoutId: expect.any(String),
      subtotal: expected.subtotal,
      discount: 20_000,
      deliveryCharge: expected.deliveryCharge,
      total: expected.total,
    });
    expect(res.body.orders).toHaveLength(2);
    expect(res.body.orders.map((o: { vendor: { storeName: string } }) => o.vendor.storeName)).toEqual([
      'Alpha Store',
      'Beta Store',
    ]);
    expect(res.body.orders.map((o: { total: number }) => o.total)).toEqual(
      expected.groups.map((g: { total: number }) => g.total),
    );
    for (const o of res.body.orders)
      expect(o.orderNumber).toMatch(/^BZ-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);

    const stored = await t.db.select().from(orders).where(eq(orders.checkoutId, res.body.checkoutId));
    expect(stored).toHaveLength(2);
    // The buyer's "Order placed" email, one per store order, through the template.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      stored.map((o) => `Your order ${o.orderNumber} is placed`).sort(),
    );
    expect(mails.every((m) => m.templateKey === 'order-placed')).toBe(true);
    // Each with the Shop's one-click unsubscribe (decision 050): the choice the statement obeyed.
    for (const m of mails) {
      expect(m.headers?.['List-Unsubscribe']).toMatch(
        /^<http.+\/notification\/unsubscribe\?token=.+\.shop\..+>$/,
      );
      expect(m.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(m.body).toMatch(/Stop these emails: http.+\/unsubscribe\?token=/);
    }
    const orderA = stored.find((o) => o.vendorId === vendorA.id)!;
    expect(orderA).toMatchObject({
      userId: user.row.id,
      status: 'Pending',
      paymentMethod: 'cod',
      paymentStatus: 'Unpaid',
      subtotal: 600_000,
      deliveryCharge: 0,
      commissionPercent: 10,
      voucherCode: v.code,
      note: 'Call before coming',
    });
    expect(orderA.shippingAddress).toMatchObject({
      recipientName: 'Sita Sharma',
      phone: '9812345678',
      districtId: kathmandu.districtId,
      path: [
        expect.stringMatching(/^State /),
        expect.stringMatching(/^District /),
        expect.stringMatching(/^Municipality /),
      ],
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderA.id));
    expect(items).toEqual([
      expect.objectContaining({
        productId: a.id,
        quantity: 2,
        unitPrice: 300_000,
        lineTotal: 600_000,
        name: a.name,
        image: 'products/test-1.webp',
      }),
    ]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(
        inArray(
          orderStatusHistory.orderId,
          stored.map((o) => o.id),
        ),
      );
    expect(history.map((h) => [h.status, h.actorRole, h.actorId])).toEqual([
      ['Pending', 'User', user.row.id],
      ['Pending', 'User', user.row.id],
    ]);
    expect(await stockOf(a.id)).toEqual({ stock: 3, soldCount: 2 });
    expect(await stockOf(b.id)).toEqual({ stock: 4, soldCount: 1 });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.row.id))).toEqual([]);
    const [redemption] = await t.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.userId, user.row.id));
    expect(redemption).toMatchObject({ voucherId: v.id, checkoutId: res.body.checkoutId, discount: 20_000 });

    for (const [vendor, order] of [
      [vendorA, stored.find((o) => o.vendorId === vendorA.id)!],
      [vendorB, stored.find((o) => o.vendorId === vendorB.id)!],
    ] as [VendorRow, (typeof stored)[number]][]) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
      expect(notes).toEqual([
        expect.objectContaining({
          title: `New order ${order.orderNumber}`,
          notificationType: 'shop',
          metaData: expect.objectContaining({ route: `/vendor/shop/orders?id=${order.id}` }),
        }),
      ]);
    }
  });

  it('takes a variant from its own stock', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      stock: 5,
      variants: [
        { options: { Size: 'M' }, price: 12_000, stock: 3 },
        { options: { Size: 'L' }, price: 13_000, stock: 2 },
      ],
    });
    const [m] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, p.id), eq(productVariants.price, 12_000)));
    await addToCart(t, user, p.id, 2, m!.id);
    const res = await checkout(user, { addressId });
    expect(res.status).toBe(200);
    expect(res.body.subtotal).toBe(24_000);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, m!.id));
    expect(after!.stock).toBe(1);
    expect(await stockOf(p.id)).toEqual({ stock: 3, soldCount: 2 });
  });

  it('answers a replay with the same key with the same response and creates nothing', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 5 });
    await addToCart(t, user, p.id, 1);
    const key = randomUUID();
    const first = await checkout(user, { addressId }, key);
    expect(first.status).toBe(200);
    // The cart gets a new line; the replay must not buy it.
    await addToCart(t, user, p.id, 1);
    const again = await checkout(user, { addressId }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await checkoutCount(user.row.id)).toBe(1);
    expect((await stockOf(p.id)).stock).toBe(4);
  });

  it('ends concurrent submits with the same key in one checkout', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 10 });
    await addToCart(t, user, p.id, 2);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout(user, { addressId }, key)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.checkoutId)).size).toBe(1);
    expect(await checkoutCount(user.row.id)).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.row.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toEqual({ stock: 8, soldCount: 2 });
  });

  it('enforces the per-user limit', async () => {
    const v = await insertVoucher(t, { type: 'percent', value: 10, perUserLimit: 1, minOrder: 0 });
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 10, price: 100_000 });
    await addToCart(t, user, p.id, 1);
    const first = await checkout(user, { addressId, voucherCode: v.code });
    expect(first.status).toBe(200);
    expect(first.body.discount).toBe(10_000);
    await addToCart(t, user, p.id, 1);
    const q = await quote(user, { addressId, voucherCode: v.code });
    expect(q.body.voucherError).toBe('You have already used this voucher');
    const second = await checkout(user, { addressId, voucherCode: v.code });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('You have already used this voucher');
    // Another buyer can still use it.
    const { user: other, addressId: otherAddress } = await buyerWithAddress();
    await addToCart(t, other, p.id, 1);
    expect((await checkout(other, { addressId: otherAddress, voucherCode: v.code })).status).toBe(200);
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, v.id));
    expect(row!.usedCount).toBe(2);
  });
});

/** `n` buyers, each with a saved address and one unit of the product in the cart (set up in batches). */
async function buyersWithOneUnit(n: number, productId: string) {
  const buyers: Awaited<ReturnType<typeof buyerWithAddress>>[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const b = await buyerWithAddress();
        await addToCart(t, b.user, productId, 1);
        return b;
      }),
    );
    buyers.push(...batch);
  }
  return buyers;
}

// Setting up 50 buyers on a busy 2-core machine takes a while; the races themselves are quick.
describe('checkout under concurrency', { timeout: 180_000 }, () => {
  it('50 buyers racing for 10 units: exactly 10 orders, stock 0', async () => {
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 10, price: 25_000 });
    const buyers = await buyersWithOneUnit(50, p.id);
    const results = await Promise.all(buyers.map((b) => checkout(b.user, { addressId: b.addressId })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([409, 422]).toContain(r.status);
      // 409: lost the race at the shelf; 422: the cart line already showed it sold out.
      expect(r.body.message).toMatch(/just sold out|Only \d+ left|Out of stock/);
    }
    expect(await stockOf(p.id)).toEqual({ stock: 0, soldCount: 10 });
    const bought = await t.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(bought.reduce((s, i) => s + i.quantity, 0)).toBe(10);
    expect(await t.db.select().from(orders).where(eq(orders.vendorId, vendor.id))).toHaveLength(10);
    // A checkout that lost the race left nothing behind: no checkout row, no email, its cart as it was.
    for (const [i, r] of results.entries()) {
      const { user } = buyers[i]!;
      const placed = r.status === 200 ? 1 : 0;
      expect(await checkoutCount(user.row.id)).toBe(placed);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.row.id))).toHaveLength(
        1 - placed,
      );
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.row.email))).toHaveLength(
        placed,
      );
    }
  });

  it('two-product carts racing in both orders: no deadlock, no oversell, one order per store', async () => {
    const [vendorA, vendorB] = [await createVendor(t), await createVendor(t)];
    const a = await createProduct(t, { vendorId: vendorA!.id, categoryId, stock: 6, price: 20_000 });
    const b = await createProduct(t, { vendorId: vendorB!.id, categoryId, stock: 6, price: 30_000 });
    const buyers = await Promise.all(
      Array.from({ length: 14 }, async (_, i) => {
        const buyer = await buyerWithAddress();
        // Half put A in the cart first, half B: the lines reach the database in both orders.
        for (const id of i % 2 === 0 ? [a.id, b.id] : [b.id, a.id]) await addToCart(t, buyer.user, id, 1);
        return buyer;
      }),
    );
    const results = await Promise.all(buyers.map((x) => checkout(x.user, { addressId: x.addressId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    for (const r of results.filter((x) => x.status !== 200)) expect([409, 422]).toContain(r.status);
    expect(await stockOf(a.id)).toEqual({ stock: 0, soldCount: 6 });
    expect(await stockOf(b.id)).toEqual({ stock: 0, soldCount: 6 });
    for (const vendor of [vendorA!, vendorB!]) {
      expect(await t.db.select().from(orders).where(eq(orders.vendorId, vendor.id))).toHaveLength(6);
    }
  });

  it('buyers racing for one variant: its stock only, the product total follows', async () => {
    const vendor = await createVendor(t);
    const p = await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      stock: 5,
      variants: [
        { options: { Size: 'M' }, price: 12_000, stock: 3 },
        { options: { Size: 'L' }, price: 13_000, stock: 2 },
      ],
    });
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    const m = variants.find((v) => v.price === 12_000)!;
    const l = variants.find((v) => v.price === 13_000)!;
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const buyer = await buyerWithAddress();
        await addToCart(t, buyer.user, p.id, 1, m.id);
        return buyer;
      }),
    );
    const results = await Promise.all(buyers.map((x) => checkout(x.user, { addressId: x.addressId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const after = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    expect(after.find((v) => v.id === m.id)!.stock).toBe(0);
    expect(after.find((v) => v.id === l.id)!.stock).toBe(2);
    expect(await stockOf(p.id)).toEqual({ stock: 2, soldCount: 3 });
  });

  it('one cart checked out 20 times at once with different keys: one order, the rest refused', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 50, price: 20_000 });
    await addToCart(t, user, p.id, 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(user, { addressId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      // 409: lost the race for the cart inside the transaction; 422: read an already empty cart.
      expect([409, 422], JSON.stringify(r.body)).toContain(r.status);
      expect(r.body.message).toMatch(/^(Your cart has already been checked out|Your cart is empty)$/);
    }
    expect(await checkoutCount(user.row.id)).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.row.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toEqual({ stock: 49, soldCount: 1 });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.row.id))).toHaveLength(0);
  });

  it('two checkouts of one cart that both read it before either writes: one order', async () => {
    const { user, addressId } = await buyerWithAddress();
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 50, price: 20_000 });
    await addToCart(t, user, p.id, 1);
    const race = () =>
      Promise.allSettled(
        [randomUUID(), randomUUID()].map((key) =>
          placeCheckout(t.app.deps, user.row.id, key, { addressId, note: '' }),
        ),
      );
    // On PGlite, called below the HTTP layer, both reads are queued on its one connection before
    // either transaction. A PostgreSQL pool runs them side by side, so the first could commit
    // before the second reads: there the cart's lines are held locked until both checkouts wait
    // on a lock, which they take only after reading the cart.
    const results = isPostgres ? await withCartLocked(user.row.id, race) : await race();
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(AppError);
    expect(lost?.reason).toMatchObject({
      code: 'CONFLICT',
      message: 'Your cart has already been checked out',
    });
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.row.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toEqual({ stock: 49, soldCount: 1 });
  });

  it('a voucher with a usage limit of 5 used by 10 racing buyers: exactly 5 redemptions', async () => {
    const v = await insertVoucher(t, { type: 'fixed', value: 5_000, usageLimit: 5 });
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 100, price: 30_000 });
    const buyers = await buyersWithOneUnit(10, p.id);
    const results = await Promise.all(
      buyers.map((b) => checkout(b.user, { addressId: b.addressId, voucherCode: v.code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('This voucher has reached its usage limit');
    }
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, v.id));
    expect(row!.usedCount).toBe(5);
    expect(
      await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, v.id)),
    ).toHaveLength(5);
    expect(await stockOf(p.id)).toEqual({ stock: 95, soldCount: 5 });
  });
});

describe('notifications to the stores', () => {
  // The same database, publishing to Redis: what other API instances would hear.
  let live: TestApp;
  let listener: NotificationListener;
  beforeAll(async () => {
    live = await buildPublishingTwin(t);
    listener = await listenToNotifications();
  });
  afterAll(async () => {
    listener.close();
    await live.close();
  });

  const liveCheckout = (user: TestUser, addressId: string) =>
    call(live, {
      method: 'POST',
      url: '/api/order/user/checkout',
      token: user.token,
      payload: { addressId },
      headers: { 'idempotency-key': randomUUID() },
    });

  async function storedFor(userId: string) {
    return t.db.select().from(notifications).where(eq(notifications.userId, userId));
  }

  it('publishes each store’s new order once the checkout commits', async () => {
    const { user, addressId } = await buyerWithAddress();
    const { vendorA, vendorB } = await twoVendorCart(user);
    const res = await liveCheckout(user, addressId);
    expect(res.status).toBe(200);
    for (const vendor of [vendorA, vendorB]) {
      const [stored] = await storedFor(vendor.userId);
      const order = res.body.orders.find((o: { vendor: { _id: string } }) => o.vendor._id === vendor.id);
      expect(await listener.waitFor(vendor.userId)).toEqual({
        _id: stored!.id,
        title: `New order ${order.orderNumber}`,
        message: stored!.message,
        notificationType: 'shop',
        isSeen: false,
        createdAt: stored!.createdAt.toISOString(),
        metaData: {
          route: `/vendor/shop/orders?id=${order._id}`,
          orderId: order._id,
          orderNumber: order.orderNumber,
        },
      });
    }
  });

  it('tells the buyer once, after the commit: their orders and total, opening the confirmation page', async () => {
    const { user, addressId } = await buyerWithAddress();
    await twoVendorCart(user);
    const res = await liveCheckout(user, addressId);
    expect(res.status).toBe(200);
    const stored = await storedFor(user.row.id);
    expect(stored).toHaveLength(1);
    const numbers = res.body.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(stored[0]).toMatchObject({
      title: '2 orders placed',
      notificationType: 'shop',
      metaData: { route: `/user/shop/orders/placed/${res.body.checkoutId}`, checkoutId: res.body.checkoutId },
    });
    for (const n of numbers) expect(stored[0]!.message).toContain(n);
    expect(stored[0]!.message).toContain('cash on delivery');
    expect(await listener.waitFor(user.row.id)).toMatchObject({
      _id: stored[0]!.id,
      title: '2 orders placed',
    });
  });

  it('publishes only the orders that were placed when buyers race for the last units', async () => {
    const vendor = await createVendor(t);
    const p = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 2 });
    const buyers = [];
    for (let i = 0; i < 5; i++) {
      const buyer = await buyerWithAddress();
      await addToCart(t, buyer.user, p.id, 1);
      buyers.push(buyer);
    }
    const results = await Promise.all(buyers.map((b) => liveCheckout(b.user, b.addressId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    await listener.drain(live.app.redis!);
    const stored = await storedFor(vendor.userId);
    expect(stored).toHaveLength(2);
    expect(
      listener
        .publishedFor(vendor.userId)
        .map((n) => n._id)
        .sort(),
    ).toEqual(stored.map((n) => n.id).sort());
    // Only the buyers whose checkout went through hear "order placed".
    for (const [i, r] of results.entries()) {
      const buyerId = buyers[i]!.user.row.id;
      expect(await storedFor(buyerId)).toHaveLength(r.status === 200 ? 1 : 0);
      expect(listener.publishedFor(buyerId)).toHaveLength(r.status === 200 ? 1 : 0);
    }
  });
});
