import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { newId } from '../../lib/ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/order/user/my-cart', () => {
  it('returns the lines of the cart table for this user only', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const empty = await call(t, { method: 'GET', url: '/api/order/user/my-cart', token: u.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [] });

    const productId = randomUUID();
    const variantId = randomUUID();
    for (const owner of [u, other]) {
      const cartId = newId();
      await t.db.insert(carts).values({ id: cartId, userId: owner.row.id });
      await t.db.insert(cartItems).values({
        id: newId(),
        cartId,
        userId: owner.row.id,
        productId,
        variantId: owner === u ? variantId : null,
        quantity: owner === u ? 3 : 1,
      });
    }
    const res = await call(t, { method: 'GET', url: '/api/order/user/my-cart', token: u.token });
    expect(res.body.items).toEqual([{ _id: expect.any(String), productId, variantId, quantity: 3 }]);
  });

  it('needs the User role', async () => {
    const adminOnly = await createUser(t, { roles: ['Admin'] });
    const res = await call(t, { method: 'GET', url: '/api/order/user/my-cart', token: adminOnly.token });
    expect(res.status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/order/user/my-cart' })).status).toBe(401);
  });
});
