import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { deliveries, orders, vendorLedger } from '../../../db/schema/orders.ts';
import { orderScenario } from '../order/test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const DELIVERIES = '/api/admin/deliveries';

async function shippedOrder() {
  const s = await orderScenario(t);
  await t.db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, s.order.id));
  const res = await call(t, {
    method: 'PUT',
    url: `/api/vendor/orders/${s.order.id}/status`,
    token: s.vendorToken,
    payload: { status: 'Shipped', courier: 'Nepal Can Move' },
  });
  expect(res.status).toBe(200);
  const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, s.order.id));
  return { ...s, delivery: delivery! };
}

const update = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `${DELIVERIES}/${id}`, token: admin.token, payload });

describe('GET /api/admin/deliveries', () => {
  it('lists records of shipped orders with search and status filter', async () => {
    const { delivery, order, vendor } = await shippedOrder();
    const res = await call(t, {
      method: 'GET',
      url: `${DELIVERIES}?search=${order.orderNumber}`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toEqual([
      expect.objectContaining({
        _id: delivery.id,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderStatus: 'Shipped',
        orderTotal: 210_000,
        status: 'Pending',
        courier: 'Nepal Can Move',
        buyerName: 'Test Person',
        vendor: expect.objectContaining({ _id: vendor.id }),
        shippingAddress: expect.objectContaining({ street: 'Thamel Marg' }),
      }),
    ]);
    const picked = await call(t, {
      method: 'GET',
      url: `${DELIVERIES}?search=${order.orderNumber}&status=Picked`,
      token: admin.token,
    });
    expect(picked.body.docs).toEqual([]);
    const bad = await call(t, { method: 'GET', url: `${DELIVERIES}?status=Lost`, token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('status');
  });
});

describe('PUT /api/admin/deliveries/:id', () => {
  it('edits courier and tracking; Delivered marks the order Delivered and credits the vendor', async () => {
    const { delivery, order, vendor, buyer } = await shippedOrder();
    const moving = await update(delivery.id, { status: 'In transit', trackingNote: 'Left Kathmandu hub' });
    expect(moving.status).toBe(200);
    expect(moving.body.data).toMatchObject({
      status: 'In transit',
      trackingNote: 'Left Kathmandu hub',
      orderStatus: 'Shipped',
    });

    const done = await update(delivery.id, { status: 'Delivered' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'Delivered',
      orderStatus: 'Delivered',
      courier: 'Nepal Can Move',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid' });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    const ledger = await t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendor.id));
    expect(ledger).toHaveLength(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.row.id));
    expect(notes.map((n) => n.title)).toContain(`Order ${order.orderNumber} delivered`);

    const back = await update(delivery.id, { status: 'In transit' });
    expect(back.status).toBe(422);
    // Editing the courier of a delivered record keeps its status.
    expect((await update(delivery.id, { courier: 'Upaya', status: 'Delivered' })).status).toBe(200);
  });

  it('credits once when two admins mark the same parcel delivered at once', async () => {
    const { delivery, vendor } = await shippedOrder();
    const results = await Promise.all([
      update(delivery.id, { status: 'Delivered' }),
      update(delivery.id, { status: 'Delivered' }),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.some((r) => r.status === 200)).toBe(true);
    const ledger = await t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendor.id));
    expect(ledger).toHaveLength(1);
  });

  it('refuses to deliver a cancelled order (422, nothing changed) and 404s an unknown record', async () => {
    const { delivery, order } = await shippedOrder();
    const cancel = await call(t, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      token: admin.token,
      payload: { status: 'Cancelled', note: 'Buyer refused on the phone' },
    });
    expect(cancel.status).toBe(200);
    const res = await update(delivery.id, { status: 'Delivered', courier: 'Changed' });
    expect(res.status).toBe(422);
    const [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row).toMatchObject({ status: 'Failed', courier: 'Nepal Can Move' });
    expect((await update('0197aaaa-0000-7000-8000-000000000000', { courier: 'X' })).status).toBe(404);
    const empty = await update(delivery.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'body', message: 'Send at least one field to change' }]);
    const bad = await update(delivery.id, { status: 'Vanished' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('status');
    // A shipped parcel always names its courier: a blank one is refused, nothing changes.
    const blank = await update(delivery.id, { courier: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({
      path: 'courier',
      message: 'Name the courier that carries the parcel',
    });
    const [after] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(after).toMatchObject({ courier: 'Nepal Can Move' });
  });
});
