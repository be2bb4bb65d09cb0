import { commissionOf, vendorEarningOf } from '@bazaar/shared/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helper.ts';
import { orders } from '../../../db/schema/orders.ts';
import { createTestOrder, createVendorWithToken } from '../order/test-factories.ts';
import { createCategory, createProduct } from '../product/test-factories.ts';
import { commissionSql, vendorEarningSql } from './earning-sql.ts';
import { balanceOf, listVendorBalances } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** [subtotal, discount, delivery charge, commission %]: fractions of a paisa, 0 and 100 %, big orders. */
const CASES: [number, number, number, number][] = [
  [200_000, 20_000, 15_000, 10],
  [12_345, 0, 0, 10],
  [12_345, 0, 0, 7],
  [199, 0, 15_000, 15],
  [99, 0, 0, 1],
  [100, 0, 0, 1],
  [50_000, 5_000, 10_000, 0],
  [50_000, 5_000, 10_000, 100],
  [10_000, 10_000, 15_000, 10],
  [10_000, 12_000, 15_000, 10],
  // Rs. 30 lakh at 10 %: past int range when multiplied in int.
  [300_000_000, 0, 0, 10],
  [2_000_000_000, 1, 0, 33],
];

describe('the commission in SQL', () => {
  it('gives what the shared functions give', async () => {
    const rows = sql.join(
      CASES.map(
        ([subtotal, discount, delivery, percent]) =>
          sql`(${subtotal}::int, ${discount}::int, ${percent}::int, ${subtotal - discount + delivery}::int)`,
      ),
      sql`, `,
    );
    const v = {
      subtotal: sql.raw('v.subtotal'),
      discount: sql.raw('v.discount'),
      commissionPercent: sql.raw('v.commission_percent'),
      total: sql.raw('v.total'),
    };
    const result = await t.db.execute(sql`
      select ${commissionSql(v)}::bigint::text as commission, ${vendorEarningSql(v)}::bigint::text as earning
      from (values ${rows}) as v(subtotal, discount, commission_percent, total)`);
    const got = (result as unknown as { rows: { commission: string; earning: string }[] }).rows.map((r) => [
      Number(r.commission),
      Number(r.earning),
    ]);
    const expected = CASES.map(([subtotal, discount, delivery, commissionPercent]) => {
      const order = { subtotal, discount, commissionPercent, total: subtotal - discount + delivery };
      return [commissionOf(order), vendorEarningOf(order)];
    });
    expect(got).toEqual(expected);
  });

  it("sums shipped orders' earnings as the store's pending amount, per store and in the admin list", async () => {
    const buyer = await createUser(t);
    const { vendor } = await createVendorWithToken(t, { commissionPercent: 7 });
    const category = await createCategory(t);
    const product = await createProduct(t, {
      vendorId: vendor.id,
      categoryId: category.id,
      price: 12_345,
      stock: 100,
    });
    const placed = [];
    for (const [quantity, discount, deliveryCharge] of [
      [1, 0, 10_000],
      [3, 2_000, 0],
      [2, 24_690, 15_000],
    ] as const) {
      const order = await createTestOrder(t, {
        buyer,
        vendor,
        lines: [{ product, quantity }],
        discount,
        deliveryCharge,
      });
      await t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.id));
      placed.push(order);
    }
    const pending = placed.reduce((s, o) => s + vendorEarningOf(o), 0);
    // 12,345 − 864 + 10,000; 37,035 − 2,000 − 2,452 + 0; 0 − 0 + 15,000
    expect(pending).toBe(21_481 + 32_583 + 15_000);

    expect((await balanceOf(t.db, vendor.id)).pendingAmount).toBe(pending);
    const { docs } = await listVendorBalances(t.db, {
      page: 1,
      limit: 100,
      search: vendor.storeName,
      sort: 'storeName',
    });
    expect(docs.find((d) => d.vendor.id === vendor.id)?.pendingAmount).toBe(pending);
  });
});
