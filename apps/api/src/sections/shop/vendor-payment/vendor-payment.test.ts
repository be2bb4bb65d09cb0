import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { orders, vendorLedger } from '../../../db/schema/orders.ts';
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

const ADMIN = '/api/admin/vendor-payments';

/** A vendor with one delivered order: 2 × Rs. 1,000 + Rs. 100 delivery, 10% commission → Rs. 1,900 earned. */
async function vendorWithEarning() {
  const s = await orderScenario(t);
  await t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, s.order.id));
  const res = await call(t, {
    method: 'PUT',
    url: `/api/admin/orders/${s.order.id}/status`,
    token: admin.token,
    payload: { status: 'Delivered' },
  });
  expect(res.status).toBe(200);
  return s;
}

const payout = (vendorId: string, payload: object) =>
  call(t, { method: 'POST', url: `${ADMIN}/${vendorId}/payouts`, token: admin.token, payload });

const validPayout = { method: 'eSewa', reference: 'ES-1001', paidAt: '2026-01-15', note: 'January' };

async function ledgerOf(vendorId: string) {
  return t.db.select().from(vendorLedger).where(eq(vendorLedger.vendorId, vendorId));
}

describe('GET /api/vendor/payments', () => {
  it('shows balance, earned, paid out, pending and the ledger with order numbers', async () => {
    const { vendor, vendorToken, order, product, buyer } = await vendorWithEarning();
    // A second order shipped, not delivered: pending.
    const { createTestOrder } = await import('../order/test-factories.ts');
    const pending = await createTestOrder(t, { buyer, vendor, lines: [{ product, quantity: 1 }] });
    await t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, pending.id));
    expect((await payout(vendor.id, { ...validPayout, amount: 50_000 })).status).toBe(200);

    const res = await call(t, { method: 'GET', url: '/api/vendor/payments', token: vendorToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalEarned: 190_000,
      totalPaidOut: 50_000,
      totalReversed: 0,
      balance: 140_000,
      // 1,000 + 100 delivery − 10% of 1,000
      pendingAmount: 100_000,
      vendor: { _id: vendor.id },
    });
    expect(res.body.ledger.docs).toEqual([
      expect.objectContaining({ type: 'payout', amount: 50_000, method: 'eSewa', reference: 'ES-1001' }),
      expect.objectContaining({
        type: 'earning',
        amount: 190_000,
        orderNumber: order.orderNumber,
        orderTotal: 210_000,
        commission: 20_000,
      }),
    ]);
    const payouts = await call(t, {
      method: 'GET',
      url: '/api/vendor/payments?type=payout',
      token: vendorToken,
    });
    expect(payouts.body.ledger.docs).toHaveLength(1);
  });

  it('never shows another store’s money: a vendor sees only its own ledger', async () => {
    const mine = await vendorWithEarning();
    const other = await orderScenario(t);
    const res = await call(t, { method: 'GET', url: '/api/vendor/payments', token: other.vendorToken });
    expect(res.body).toMatchObject({ balance: 0, totalEarned: 0, vendor: { _id: other.vendor.id } });
    expect(res.body.ledger.docs).toEqual([]);
    // Vendors cannot reach the admin ledger of a store (403) nor record payouts.
    const peek = await call(t, {
      method: 'GET',
      url: `${ADMIN}/${mine.vendor.id}`,
      token: other.vendorToken,
    });
    expect(peek.status).toBe(403);
    const pay = await call(t, {
      method: 'POST',
      url: `${ADMIN}/${other.vendor.id}/payouts`,
      token: other.vendorToken,
      payload: { ...validPayout, amount: 1 },
    });
    expect(pay.status).toBe(403);
  });
});

describe('admin vendor payments', () => {
  it('lists vendors with balance, earned and paid out; search and sort', async () => {
    const { vendor } = await vendorWithEarning();
    await payout(vendor.id, { ...validPayout, amount: 90_000 });
    const res = await call(t, {
      method: 'GET',
      url: `${ADMIN}?search=${vendor.storeName}`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toEqual([
      expect.objectContaining({
        vendor: expect.objectContaining({ _id: vendor.id, storeName: vendor.storeName }),
        balance: 100_000,
        totalEarned: 190_000,
        totalPaidOut: 90_000,
        lastPayoutAt: expect.any(String),
      }),
    ]);
    const sorted = await call(t, {
      method: 'GET',
      url: `${ADMIN}?sort=-balance&limit=100`,
      token: admin.token,
    });
    const balances = sorted.body.docs.map((d: { balance: number }) => d.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect((await call(t, { method: 'GET', url: `${ADMIN}?sort=oops`, token: admin.token })).status).toBe(
      400,
    );
    const ledger = await call(t, { method: 'GET', url: `${ADMIN}/${vendor.id}`, token: admin.token });
    expect(ledger.body.ledger.docs.map((d: { type: string }) => d.type)).toEqual(['payout', 'earning']);
    const missing = await call(t, {
      method: 'GET',
      url: `${ADMIN}/0197aaaa-0000-7000-8000-000000000000`,
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });

  it('records a payout up to the balance and notifies the vendor; above → 422 naming amount', async () => {
    const { vendor } = await vendorWithEarning();
    const over = await payout(vendor.id, { ...validPayout, amount: 190_001 });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].path).toBe('amount');
    expect((await ledgerOf(vendor.id)).filter((l) => l.type === 'payout')).toHaveLength(0);

    const ok = await payout(vendor.id, { ...validPayout, amount: 190_000 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.balance).toMatchObject({ balance: 0, totalPaidOut: 190_000 });
    expect(ok.body.data.entry).toMatchObject({
      type: 'payout',
      amount: 190_000,
      paidAt: '2026-01-15T00:00:00.000Z',
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
    const payoutNote = notes.find((n) => n.title === 'Payout recorded');
    expect(payoutNote?.metaData).toEqual({ route: '/vendor/shop/payments' });
    expect(payoutNote?.message).toContain('Rs. 1,900');
    expect((await payout(vendor.id, { ...validPayout, amount: 1 })).status).toBe(422);
  });

  it('rejects bad input with 400 naming the field and records nothing', async () => {
    const { vendor } = await vendorWithEarning();
    const cases: [object, string][] = [
      [{ ...validPayout, amount: '1000' }, 'amount'],
      [{ ...validPayout, amount: -5 }, 'amount'],
      [{ ...validPayout, amount: 0 }, 'amount'],
      [{ ...validPayout, amount: 10.5 }, 'amount'],
      [{ ...validPayout, amount: 100, method: 'Bitcoin' }, 'method'],
      [{ ...validPayout, amount: 100, paidAt: 'soon' }, 'paidAt'],
      [{ ...validPayout, amount: 100, paidAt: '2999-01-01' }, 'paidAt'],
      // Past what the ledger's integer column holds (it was a 422 "above the balance" at best).
      [{ ...validPayout, amount: 2 ** 31 }, 'amount'],
      [{ ...validPayout, amount: 100, paidAt: '0000-01-01' }, 'paidAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await payout(vendor.id, payload);
      expect({ field, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        field,
        status: 400,
        path: field,
      });
    }
    expect((await ledgerOf(vendor.id)).filter((l) => l.type === 'payout')).toHaveLength(0);
  });

  it('lets only one of two concurrent payouts through when together they exceed the balance', async () => {
    const { vendor } = await vendorWithEarning();
    const results = await Promise.all([
      payout(vendor.id, { ...validPayout, amount: 120_000 }),
      payout(vendor.id, { ...validPayout, amount: 120_000 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const paid = (await ledgerOf(vendor.id)).filter((l) => l.type === 'payout');
    expect(paid.map((p) => p.amount)).toEqual([120_000]);
  });

  it('takes reversals off the balance', async () => {
    const { vendor, order } = await vendorWithEarning();
    await call(t, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      token: admin.token,
      payload: { status: 'Returned', note: 'Wrong size' },
    });
    const res = await call(t, { method: 'GET', url: `${ADMIN}/${vendor.id}`, token: admin.token });
    expect(res.body).toMatchObject({ balance: 0, totalEarned: 190_000, totalReversed: 190_000 });
    expect((await payout(vendor.id, { ...validPayout, amount: 1 })).status).toBe(422);
  });
});
