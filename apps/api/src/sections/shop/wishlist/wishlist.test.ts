import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../../test/helper.ts';
import { wishlists } from '../../../db/schema/carts.ts';
import { products } from '../../../db/schema/shop.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';

let t: TestApp;
let vendorId: string;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  vendorId = (await createVendor(t)).id;
  categoryId = (await createCategory(t)).id;
});
afterAll(async () => {
  await t.close();
});

async function savedIds(userId: string) {
  const rows = await t.db.select().from(wishlists).where(eq(wishlists.userId, userId));
  return rows.map((r) => r.productId).sort();
}

describe('wishlist', () => {
  it('saves a product once however often it is added, and lists it as a card', async () => {
    const u = await createUser(t);
    const p = await createProduct(t, { vendorId, categoryId, price: 9_900, mrp: 12_000, stock: 4 });
    for (let i = 0; i < 2; i++) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/wishlist',
        token: u.token,
        payload: { productId: p.id },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Saved to your wishlist',
        data: { productId: p.id, isWishlisted: true },
      });
    }
    expect(await savedIds(u.row.id)).toEqual([p.id]);
    const list = await call(t, { method: 'GET', url: '/api/wishlist', token: u.token });
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1, nextPage: null });
    expect(list.body.docs).toEqual([
      expect.objectContaining({
        _id: p.id,
        name: p.name,
        price: 9_900,
        discountPercent: 17,
        stock: 4,
        hasVariants: false,
        isAvailable: true,
        vendor: expect.objectContaining({ _id: vendorId }),
      }),
    ]);
    const ids = await call(t, { method: 'GET', url: '/api/wishlist/ids', token: u.token });
    expect(ids.body).toEqual({ productIds: [p.id] });
  });

  it('pages newest first and flags products that left the shop', async () => {
    const u = await createUser(t);
    const made = [];
    for (let i = 0; i < 3; i++) {
      const p = await createProduct(t, { vendorId, categoryId });
      made.push(p);
      await call(t, { method: 'POST', url: '/api/wishlist', token: u.token, payload: { productId: p.id } });
    }
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, made[0]!.id));
    const page1 = await call(t, { method: 'GET', url: '/api/wishlist?limit=2', token: u.token });
    expect(page1.body.docs.map((d: { _id: string }) => d._id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(page1.body.pagination).toMatchObject({ total: 3, totalPages: 2, nextPage: 2 });
    const page2 = await call(t, { method: 'GET', url: '/api/wishlist?limit=2&page=2', token: u.token });
    expect(page2.body.docs).toEqual([expect.objectContaining({ _id: made[0]!.id, isAvailable: false })]);
  });

  it('removes only my own saved product, idempotently', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const p = await createProduct(t, { vendorId, categoryId });
    for (const who of [u, other]) {
      await call(t, { method: 'POST', url: '/api/wishlist', token: who.token, payload: { productId: p.id } });
    }
    const res = await call(t, { method: 'DELETE', url: `/api/wishlist/${p.id}`, token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ productId: p.id, isWishlisted: false });
    expect((await call(t, { method: 'DELETE', url: `/api/wishlist/${p.id}`, token: u.token })).status).toBe(
      200,
    );
    expect(await savedIds(u.row.id)).toEqual([]);
    expect(await savedIds(other.row.id)).toEqual([p.id]);
  });

  it('answers 404 for an unknown or hidden product and 400 naming productId for a bad id', async () => {
    const u = await createUser(t);
    const hidden = await createProduct(t, { vendorId, categoryId, isHidden: true });
    for (const productId of [randomUUID(), hidden.id]) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/wishlist',
        token: u.token,
        payload: { productId },
      });
      expect(res.status).toBe(404);
    }
    const bad = await call(t, {
      method: 'POST',
      url: '/api/wishlist',
      token: u.token,
      payload: { productId: 42 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('productId');
    expect(await savedIds(u.row.id)).toEqual([]);
  });
});
