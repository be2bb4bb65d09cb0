import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';
import {
  buildPublishingTwin,
  listenToNotifications,
  type NotificationListener,
} from '../../test/notifications.ts';
import { notifications } from '../db/schema/notifications.ts';
import { orderStatusHistory, orders } from '../db/schema/orders.ts';
import { orderStatusChanged } from '../sections/shop/notifications.ts';
import { moveOrder, type OrderTransition } from '../sections/shop/order/repo.ts';
import { orderScenario } from '../sections/shop/order/test-factories.ts';
import { AppError } from './app-error.ts';
import { newId } from './ids.ts';
import { inTransaction } from './transaction.ts';

let t: TestApp;
// The same database, publishing to Redis: what it publishes is what other instances would hear.
let live: TestApp;
let listener: NotificationListener;
beforeAll(async () => {
  t = await buildTestApp();
  live = await buildPublishingTwin(t);
  listener = await listenToNotifications();
});
afterAll(async () => {
  listener.close();
  await live.close();
  await t.close();
});

/** A store's move of the scenario's order through the order module's `transition` (history, buyer told). */
function vendorMove(
  s: Awaited<ReturnType<typeof orderScenario>>,
  move: Pick<OrderTransition, 'from' | 'to'> & Partial<OrderTransition>,
) {
  return inTransaction(t.db, (tx) =>
    moveOrder(tx, live.app.deps, {
      id: s.order.id,
      role: 'Vendor',
      note: '',
      actorId: s.vendor.userId,
      notify: (row) => [
        orderStatusChanged({
          buyerId: row.userId,
          orderId: row.id,
          orderNumber: row.orderNumber,
          storeName: s.vendor.storeName,
          status: row.status,
          reason: '',
        }),
      ],
      ...move,
    }),
  );
}

/** Everything a move changes: the order row, its history and the buyer's notifications. */
async function snapshot(orderId: string, buyerId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const history = await t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));
  const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyerId));
  return { order, history, notes };
}

describe('transition()', () => {
  it('answers 409 to a move from the wrong status and changes nothing, publishing nothing', async () => {
    const s = await orderScenario(t);
    const before = await snapshot(s.order.id, s.buyer.row.id);
    expect(before.order?.status).toBe('Pending');

    // A store ships only from Processing.
    const wrong = await vendorMove(s, { from: 'Pending', to: 'Shipped' }).catch((err: unknown) => err);
    expect(wrong).toBeInstanceOf(AppError);
    expect(wrong).toMatchObject({
      statusCode: 409,
      message: 'It is Pending now and cannot move to Shipped. Reload and try again.',
    });
    // The caller read Processing, but the order is Pending by now.
    const stale = await vendorMove(s, { to: 'Shipped', from: 'Processing' }).catch((err: unknown) => err);
    expect(stale).toMatchObject({ statusCode: 409 });
    // The caller names the conflict from the row as it is now.
    const named = await vendorMove(s, {
      from: 'Processing',
      to: 'Shipped',
      onConflict: (current) =>
        new AppError('CONFLICT', `Order ${current?.orderNumber} is ${current?.status}`),
    }).catch((err: unknown) => err);
    expect(named).toMatchObject({ statusCode: 409, message: `Order ${s.order.orderNumber} is Pending` });
    const missing = await vendorMove(s, { from: 'Pending', to: 'Confirmed', id: newId() }).catch(
      (err: unknown) => err,
    );
    expect(missing).toMatchObject({ statusCode: 404 });

    expect(await snapshot(s.order.id, s.buyer.row.id)).toEqual(before);
    await listener.drain(live.app.redis!);
    expect(listener.publishedFor(s.buyer.row.id)).toEqual([]);
  });

  it('moves the row, records the move and notifies, publishing once committed', async () => {
    const s = await orderScenario(t);
    const moved = await vendorMove(s, { from: 'Pending', to: 'Confirmed' });
    expect(moved).toMatchObject({ id: s.order.id, status: 'Confirmed' });

    const after = await snapshot(s.order.id, s.buyer.row.id);
    expect(after.order?.status).toBe('Confirmed');
    expect(after.history.map((h) => [h.status, h.actorRole])).toEqual([
      ['Pending', 'User'],
      ['Confirmed', 'Vendor'],
    ]);
    expect(after.notes.map((n) => n.title)).toEqual([`Order ${s.order.orderNumber} confirmed`]);
    const published = await listener.waitFor(s.buyer.row.id);
    expect(published).toMatchObject({
      _id: after.notes[0]!.id,
      title: `Order ${s.order.orderNumber} confirmed`,
    });
  });
});

describe('status changes through the API', () => {
  it('publish the buyer’s notification once the store’s move commits', async () => {
    const s = await orderScenario(t);
    const res = await call(live, {
      method: 'PUT',
      url: `/api/vendor/orders/${s.order.id}/status`,
      token: s.vendorToken,
      payload: { status: 'Confirmed' },
    });
    expect(res.status).toBe(200);
    const [stored] = (await snapshot(s.order.id, s.buyer.row.id)).notes;
    expect(await listener.waitFor(s.buyer.row.id)).toMatchObject({
      _id: stored!.id,
      message: `Your order ${s.order.orderNumber} from ${s.vendor.storeName} is confirmed by the store.`,
      metaData: { route: `/user/shop/orders?id=${s.order.id}` },
    });
  });

  it('answer 409 to deciding a decided vendor application: status, notifications and Redis unchanged', async () => {
    const admin = await createUser(live, { roles: ['Admin', 'User'] });
    const applicant = await createUser(live);
    const applied = await call(live, {
      method: 'POST',
      url: '/api/vendor-application',
      token: applicant.token,
      payload: {
        storeName: 'Gorkha Pottery',
        phone: '9812345678',
        email: 'pots@example.test',
        panVat: '123456789',
        street: 'Bhaktapur',
      },
    });
    expect(applied.status).toBe(201);
    const decide = (action: string, payload?: object) =>
      call(live, {
        method: 'PUT',
        url: `/api/admin/vendor-applications/${applied.body.data._id}/${action}`,
        token: admin.token,
        ...(payload ? { payload } : {}),
      });
    expect((await decide('reject', { reason: 'The PAN does not match' })).status).toBe(200);
    const rejected = await listener.waitFor(applicant.row.id);
    expect(rejected.title).toBe('Vendor application not approved');

    const again = await decide('approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application was already rejected');
    const mine = await call(live, {
      method: 'GET',
      url: '/api/vendor-application/mine',
      token: applicant.token,
    });
    expect(mine.body).toMatchObject({ status: 'Rejected', rejectionReason: 'The PAN does not match' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.row.id));
    expect(notes.map((n) => n.id)).toEqual([rejected._id]);
    await listener.drain(live.app.redis!);
    expect(listener.publishedFor(applicant.row.id)).toEqual([rejected]);
  });
});
