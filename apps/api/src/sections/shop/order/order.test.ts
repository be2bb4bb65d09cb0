import { ORDER_FLOW, ORDER_STATUSES, type TOrderStatus } from '@bazaar/shared/order';
import { canTransition } from '@bazaar/shared/status-flow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { emailOutbox } from '../../../db/schema/email-outbox.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { deliveries, orderStatusHistory, orders, vendorLedger } from '../../../db/schema/orders.ts';
import { products, productVariants } from '../../../db/schema/shop.ts';
import { createCategory, createProduct } from '../product/test-factories.ts';
import { createTestOrder, createVendorWithToken, orderScenario } from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const USER = '/api/order/user/orders';
const VENDOR = '/api/vendor/orders';
const ADMIN = '/api/admin/orders';

const vendorMove = (token: string, id: string, payload: object) =>
  call(t, { method: 'PUT', url: `${VENDOR}/${id}/status`, token, payload });
const adminMove = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `${ADMIN}/${id}/status`, token: admin.token, payload });
const buyerCancel = (token: string, id: string, payload: object = {}) =>
  call(t, { method: 'PUT', url: `${USER}/${id}/cancel`, token, payload });

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function productRow(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row!;
}
async function setStatus(id: string, status: TOrderStatus) {
  await t.db.update(orders).set({ status }).where(eq(orders.id, id));
}
async function notesOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('buyer: GET /api/order/user/orders and /:id', () => {
  it('lists only own orders, newest first, with items, store and totals; filters and paginates', async () => {
    const { buyer, vendor, product, order: first } = await orderScenario(t);
    const second = await createTestOrder(t, { buyer, vendor, lines: [{ product, quantity: 1 }] });
    await setStatus(second.id, 'Confirmed');
    const other = await orderScenario(t);

    const res = await call(t, { method: 'GET', url: USER, token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.docs.map((d: { _id: string }) => d._id)).toEqual([second.id, first.id]);
    expect(res.body.pagination).toMatchObject({ total: 2, page: 1 });
    expect(res.body.docs[1]).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'Pending',
      subtotal: 200_000,
      deliveryCharge: 10_000,
      total: 210_000,
      itemCount: 2,
      vendor: { _id: vendor.id, storeName: vendor.storeName },
      items: [
        {
          productId: product.id,
          name: product.name,
          quantity: 2,
          unitPrice: 100_000,
          lineTotal: 200_000,
          image: 'http://localhost:4000/uploads/products/test-1.webp',
        },
      ],
    });

    const confirmed = await call(t, { method: 'GET', url: `${USER}?status=Confirmed`, token: buyer.token });
    expect(confirmed.body.docs.map((d: { _id: string }) => d._id)).toEqual([second.id]);
    const paged = await call(t, { method: 'GET', url: `${USER}?limit=1&page=2`, token: buyer.token });
    expect(paged.body.docs.map((d: { _id: string }) => d._id)).toEqual([first.id]);
    const byCheckout = await call(t, {
      method: 'GET',
      url: `${USER}?checkoutId=${first.checkoutId}`,
      token: buyer.token,
    });
    expect(byCheckout.body.docs.map((d: { _id: string }) => d._id)).toEqual([first.id]);
    const bad = await call(t, { method: 'GET', url: `${USER}?status=Lost`, token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('status');

    expect(res.body.docs.map((d: { _id: string }) => d._id)).not.toContain(other.order.id);
  });

  it('shows the detail with history and delivery; another buyer gets 404', async () => {
    const { buyer, order, vendorToken } = await orderScenario(t);
    await vendorMove(vendorToken, order.id, { status: 'Confirmed', note: 'Packing today' });
    const res = await call(t, { method: 'GET', url: `${USER}/${order.id}`, token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: order.id,
      status: 'Confirmed',
      shippingAddress: { recipientName: 'Test Person', street: 'Thamel Marg' },
      delivery: null,
      history: [
        { status: 'Pending', actorRole: 'User' },
        { status: 'Confirmed', actorRole: 'Vendor', note: 'Packing today' },
      ],
    });
    const stranger = await createUser(t);
    const hidden = await call(t, { method: 'GET', url: `${USER}/${order.id}`, token: stranger.token });
    expect(hidden.status).toBe(404);
    const cancel = await buyerCancel(stranger.token, order.id);
    expect(cancel.status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('Confirmed');
  });
});

describe('transition rules', () => {
  it('lets each role make exactly the moves in ORDER_FLOW (others 422, same status 409)', async () => {
    const { order, vendorToken, buyer } = await orderScenario(t, { stock: 100 });
    const seen: string[] = [];
    for (const role of ['Vendor', 'Admin'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await setStatus(order.id, from);
          const payload = { status: to, note: 'Because of a reason', courier: 'Pathao' };
          const res =
            role === 'Vendor'
              ? await vendorMove(vendorToken, order.id, payload)
              : await adminMove(order.id, payload);
          const allowed = canTransition(ORDER_FLOW, role, from, to);
          const expected = allowed ? 200 : from === to ? 409 : 422;
          seen.push(`${role} ${from}->${to} ${res.status}`);
          expect(`${role} ${from}->${to} ${res.status}`).toBe(`${role} ${from}->${to} ${expected}`);
          expect((await orderRow(order.id)).status).toBe(allowed ? to : from);
          if (expected === 422) expect(res.body.message).toBe(`Cannot move an order from ${from} to ${to}`);
        }
      }
    }
    for (const from of ORDER_STATUSES) {
      await setStatus(order.id, from);
      const res = await buyerCancel(buyer.token, order.id, { reason: 'Changed my mind' });
      const allowed = canTransition(ORDER_FLOW, 'User', from, 'Cancelled');
      expect(`${from} ${res.status}`).toBe(`${from} ${allowed ? 200 : from === 'Cancelled' ? 409 : 422}`);
    }
    expect(seen).toHaveLength(2 * 7 * 7);
    // Vendors never deliver or return; buyers only cancel before shipping.
    expect(seen).toContain('Vendor Shipped->Delivered 422');
    expect(seen).toContain('Admin Delivered->Returned 200');
    // Once shipped the parcel is with the courier: only an admin may still cancel it.
    expect(seen).toContain('Vendor Shipped->Cancelled 422');
    expect(seen).toContain('Admin Shipped->Cancelled 200');
  });

  it('refuses a vendor cancelling a shipped order (422) and changes nothing', async () => {
    const { order, product, vendorToken, buyer } = await orderScenario(t, { quantity: 2, stock: 5 });
    await setStatus(order.id, 'Processing');
    const shipped = await vendorMove(vendorToken, order.id, { status: 'Shipped', courier: 'Pathao' });
    expect(shipped.status).toBe(200);
    const notesBefore = (await notesOf(buyer.row.id)).length;

    const res = await vendorMove(vendorToken, order.id, { status: 'Cancelled', note: 'Out of stock' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Cannot move an order from Shipped to Cancelled');
    expect(await orderRow(order.id)).toMatchObject({ status: 'Shipped', cancelReason: null });
    expect(await productRow(product.id)).toMatchObject({ stock: 3, soldCount: 2 });
    const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(delivery!.status).toBe('Pending');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Shipped']);
    expect(await notesOf(buyer.row.id)).toHaveLength(notesBefore);
  });

  it('needs a courier to ship, from a vendor or an admin (400 naming courier, nothing changed)', async () => {
    const { order, vendorToken, buyer } = await orderScenario(t);
    await setStatus(order.id, 'Processing');
    for (const payload of [
      { status: 'Shipped' },
      { status: 'Shipped', courier: '' },
      { status: 'Shipped', courier: '   ', note: 'Tracking PX-1' },
    ]) {
      for (const res of [
        await vendorMove(vendorToken, order.id, payload),
        await adminMove(order.id, payload),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          { path: 'courier', message: 'Name the courier that carries the parcel' },
        ]);
      }
    }
    expect((await orderRow(order.id)).status).toBe('Processing');
    expect(await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id))).toEqual([]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    expect(await notesOf(buyer.row.id)).toHaveLength(0);
  });

  it('needs a reason when a vendor cancels; rejects an unknown status with 400 and changes nothing', async () => {
    const { order, vendorToken } = await orderScenario(t);
    const noReason = await vendorMove(vendorToken, order.id, { status: 'Cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].path).toBe('note');
    const unknown = await vendorMove(vendorToken, order.id, { status: 'Lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('status');
    const adminUnknown = await adminMove(order.id, { status: 'Teleported' });
    expect(adminUnknown.status).toBe(400);
    expect(adminUnknown.body.errors[0].path).toBe('status');
    expect((await orderRow(order.id)).status).toBe('Pending');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
  });

  it('keeps a vendor away from another store’s orders (404, nothing changed)', async () => {
    const mine = await orderScenario(t);
    const theirs = await orderScenario(t);
    const read = await call(t, {
      method: 'GET',
      url: `${VENDOR}/${theirs.order.id}`,
      token: mine.vendorToken,
    });
    expect(read.status).toBe(404);
    const move = await vendorMove(mine.vendorToken, theirs.order.id, { status: 'Confirmed' });
    expect(move.status).toBe(404);
    expect((await orderRow(theirs.order.id)).status).toBe('Pending');
    const list = await call(t, { method: 'GET', url: VENDOR, token: mine.vendorToken });
    expect(list.body.docs.map((d: { _id: string }) => d._id)).toEqual([mine.order.id]);
  });

  it('lets only one of two racing changes through (the other 409)', async () => {
    const { order, vendorToken } = await orderScenario(t);
    const results = await Promise.all([
      vendorMove(vendorToken, order.id, { status: 'Confirmed' }),
      adminMove(order.id, { status: 'Confirmed' }),
      vendorMove(vendorToken, order.id, { status: 'Confirmed' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(2);
  });
});

describe('side effects', () => {
  it('walks the happy path: notifications, delivery record, ledger credit on Delivered', async () => {
    const { order, vendor, vendorToken, buyer } = await orderScenario(t, { commissionPercent: 12 });
    expect((await vendorMove(vendorToken, order.id, { status: 'Confirmed' })).status).toBe(200);
    expect((await vendorMove(vendorToken, order.id, { status: 'Processing' })).status).toBe(200);
    const shipped = await vendorMove(vendorToken, order.id, {
      status: 'Shipped',
      courier: 'Pathao Parcel',
      note: 'Tracking PX-1',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.delivery).toMatchObject({
      status: 'Pending',
      courier: 'Pathao Parcel',
      trackingNote: 'Tracking PX-1',
    });

    const delivered = await adminMove(order.id, { status: 'Delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'Paid',
      deliveredAt: expect.any(String),
      delivery: { status: 'Delivered' },
    });
    const ledger = await t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendor.id));
    // subtotal 2,000 rupees, 12% commission = 240 rupees; total includes the 100-rupee delivery.
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'earning', orderTotal: 210_000, commission: 24_000, amount: 186_000 }),
    ]);

    const buyerNotes = await notesOf(buyer.row.id);
    expect(buyerNotes).toHaveLength(4);
    for (const n of buyerNotes) {
      expect(n.metaData).toMatchObject({ route: `/user/shop/orders?id=${order.id}`, orderId: order.id });
      expect(n.notificationType).toBe('shop');
    }
    expect(buyerNotes.map((n) => n.title).sort()).toEqual(
      [
        `Order ${order.orderNumber} confirmed`,
        `Order ${order.orderNumber} processing`,
        `Order ${order.orderNumber} shipped`,
        `Order ${order.orderNumber} delivered`,
      ].sort(),
    );
    const vendorNotes = await notesOf(vendor.userId);
    expect(vendorNotes.map((n) => n.metaData)).toEqual([
      { route: '/vendor/shop/payments', orderId: order.id, orderNumber: order.orderNumber },
    ]);
    // The buyer is emailed each move through the order-status template.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, buyer.email));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ['Confirmed', 'Processing', 'Shipped', 'Delivered']
        .map((s) => `Your order ${order.orderNumber} is ${s}`)
        .sort(),
    );
    expect(mails.every((m) => m.templateKey === 'order-status')).toBe(true);
    // Each with the Shop's one-click unsubscribe (RFC 8058).
    for (const mail of mails) {
      expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/notification\/unsubscribe\?token=.+>$/);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('credits once when two admins deliver at the same time', async () => {
    const { order, vendor } = await orderScenario(t);
    await setStatus(order.id, 'Shipped');
    const results = await Promise.all([
      adminMove(order.id, { status: 'Delivered' }),
      adminMove(order.id, { status: 'Delivered' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ledger = await t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendor.id));
    expect(ledger).toHaveLength(1);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'Delivered')));
    expect(history).toHaveLength(1);
  });

  it('puts stock back when the buyer cancels, and tells the vendor', async () => {
    const { order, product, buyer, vendor } = await orderScenario(t, { quantity: 3, stock: 10 });
    expect(await productRow(product.id)).toMatchObject({ stock: 7, soldCount: 3 });
    const res = await buyerCancel(buyer.token, order.id, { reason: 'Ordered by mistake' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'Ordered by mistake' });
    expect(await productRow(product.id)).toMatchObject({ stock: 10, soldCount: 0 });
    const vendorNotes = await notesOf(vendor.userId);
    expect(vendorNotes).toHaveLength(1);
    expect(vendorNotes[0]!.metaData).toEqual({
      route: `/vendor/shop/orders?id=${order.id}`,
      orderId: order.id,
      orderNumber: order.orderNumber,
    });
    expect(vendorNotes[0]!.message).toContain('Ordered by mistake');
    expect(await notesOf(buyer.row.id)).toHaveLength(0);
  });

  it('puts stock back once when the buyer, the vendor and an admin cancel at the same time', async () => {
    const { order, product, buyer, vendorToken } = await orderScenario(t, { quantity: 3, stock: 10 });
    const results = await Promise.all([
      buyerCancel(buyer.token, order.id, { reason: 'Ordered by mistake' }),
      vendorMove(vendorToken, order.id, { status: 'Cancelled', note: 'Out of stock' }),
      adminMove(order.id, { status: 'Cancelled', note: 'Fraud check' }),
      buyerCancel(buyer.token, order.id, { reason: 'Ordered by mistake' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await productRow(product.id)).toMatchObject({ stock: 10, soldCount: 0 });
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'Cancelled')));
    expect(history).toHaveLength(1);
  });

  it('puts variant stock back when an admin cancels a shipped order', async () => {
    const buyer = await createUser(t);
    const { vendor, token } = await createVendorWithToken(t);
    const category = await createCategory(t);
    const product = await createProduct(t, {
      vendorId: vendor.id,
      categoryId: category.id,
      variants: [{ options: { Size: 'M' }, price: 50_000, stock: 4 }],
    });
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const order = await createTestOrder(t, {
      buyer,
      vendor,
      lines: [{ product, variantId: variant!.id, quantity: 3, unitPrice: 50_000 }],
    });
    const [afterOrder] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(afterOrder!.stock).toBe(1);
    await setStatus(order.id, 'Processing');
    expect((await vendorMove(token, order.id, { status: 'Shipped', courier: 'Pathao' })).status).toBe(200);
    const res = await adminMove(order.id, { status: 'Cancelled', note: 'Courier lost it' });
    expect(res.status).toBe(200);
    const [back] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(back!.stock).toBe(4);
    expect((await productRow(product.id)).soldCount).toBe(0);
    expect((await productRow(product.id)).stock).toBe(product.stock);
    const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(delivery!.status).toBe('Failed');
  });

  it('reverses the earning and returns stock on Returned', async () => {
    const { order, product, vendor } = await orderScenario(t, { quantity: 2, stock: 5 });
    await setStatus(order.id, 'Shipped');
    await adminMove(order.id, { status: 'Delivered' });
    const res = await adminMove(order.id, { status: 'Returned', note: 'Damaged in transit' });
    expect(res.status).toBe(200);
    expect(res.body.data.paymentStatus).toBe('Refunded');
    const ledger = await t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendor.id));
    const earning = ledger.find((l) => l.type === 'earning')!;
    expect(ledger.find((l) => l.type === 'reversal')).toMatchObject({ amount: earning.amount });
    expect(await productRow(product.id)).toMatchObject({ stock: 5, soldCount: 0 });
  });
});

describe('vendor and admin lists', () => {
  it('vendor: status tabs with counts, search by order number and buyer name', async () => {
    const { vendor, vendorToken, product, order } = await orderScenario(t);
    const buyer2 = await createUser(t);
    const second = await createTestOrder(t, { buyer: buyer2, vendor, lines: [{ product, quantity: 1 }] });
    await setStatus(second.id, 'Shipped');
    const res = await call(t, { method: 'GET', url: `${VENDOR}?status=Shipped`, token: vendorToken });
    expect(res.status).toBe(200);
    expect(res.body.docs.map((d: { _id: string }) => d._id)).toEqual([second.id]);
    expect(res.body.counts.status).toMatchObject({ all: 2, Pending: 1, Shipped: 1, Delivered: 0 });
    const byNumber = await call(t, {
      method: 'GET',
      url: `${VENDOR}?search=${order.orderNumber.toLowerCase()}`,
      token: vendorToken,
    });
    expect(byNumber.body.docs.map((d: { _id: string }) => d._id)).toEqual([order.id]);
    const noStore = await createUser(t, { roles: ['User', 'Vendor'] });
    expect((await call(t, { method: 'GET', url: VENDOR, token: noStore.token })).status).toBe(404);
  });

  it('admin: filters by vendor, status, date range and search; sorts by total', async () => {
    const { vendor, product, buyer, order } = await orderScenario(t);
    const big = await createTestOrder(t, { buyer, vendor, lines: [{ product, quantity: 5 }] });
    const list = (q: string) =>
      call(t, { method: 'GET', url: `${ADMIN}?vendorId=${vendor.id}&${q}`, token: admin.token });
    const all = await list('sort=-total');
    expect(all.status).toBe(200);
    expect(all.body.docs.map((d: { _id: string }) => d._id)).toEqual([big.id, order.id]);
    expect((await list('sort=total')).body.docs.map((d: { _id: string }) => d._id)).toEqual([
      order.id,
      big.id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).body.pagination.total).toBe(2);
    expect((await list('to=2001-01-01')).body.pagination.total).toBe(0);
    expect((await list(`search=${big.orderNumber}`)).body.docs.map((d: { _id: string }) => d._id)).toEqual([
      big.id,
    ]);
    expect((await list('status=Delivered')).body.docs).toEqual([]);
    const badSort = await list('sort=price');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors[0].path).toBe('sort');
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      // Days PostgreSQL cannot read: these were 500s.
      ['from=2026-02-30', 'from'],
      ['to=0000-01-01', 'to'],
    ]) {
      const badDate = await list(query!);
      expect({ query, status: badDate.status, path: badDate.body.errors?.[0]?.path }).toEqual({
        query,
        status: 400,
        path: field,
      });
    }
    const detail = await call(t, { method: 'GET', url: `${ADMIN}/${order.id}`, token: admin.token });
    expect(detail.body).toMatchObject({ _id: order.id, commissionPercent: 10, buyer: { _id: buyer.row.id } });
  });
});
