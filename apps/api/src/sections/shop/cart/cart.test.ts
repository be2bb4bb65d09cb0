import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { cartItems } from '../../../db/schema/carts.ts';
import { products, productVariants, vendors } from '../../../db/schema/shop.ts';
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

const MY_CART = '/api/order/user/my-cart';
const CART = '/api/order/user/cart';

function newProduct(input: Partial<Parameters<typeof createProduct>[1]> = {}) {
  return createProduct(t, { vendorId, categoryId, ...input });
}

function add(user: TestUser, payload: Record<string, unknown>) {
  return call(t, { method: 'POST', url: CART, token: user.token, payload });
}

async function linesInDb(userId: string) {
  return t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
}

describe('GET /api/order/user/my-cart', () => {
  it('answers an empty cart, then the lines with live price, stock and vendor', async () => {
    const u = await createUser(t);
    const empty = await call(t, { method: 'GET', url: MY_CART, token: u.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], subtotal: 0, itemCount: 0 });

    const p = await newProduct({ price: 12_500, mrp: 15_000, stock: 7 });
    expect((await add(u, { productId: p.id, quantity: 2 })).status).toBe(200);
    // The price changes after the add: the cart shows the new one.
    await t.db.update(products).set({ price: 11_000 }).where(eq(products.id, p.id));
    const res = await call(t, { method: 'GET', url: MY_CART, token: u.token });
    expect(res.body).toEqual({
      items: [
        {
          _id: expect.any(String),
          productId: p.id,
          variantId: null,
          quantity: 2,
          name: p.name,
          slug: p.slug,
          image: 'http://localhost:4000/uploads/products/test-1.webp',
          unitPrice: 11_000,
          mrp: 15_000,
          stock: 7,
          variantOptions: null,
          vendor: expect.objectContaining({ _id: vendorId }),
          lineTotal: 22_000,
          isAvailable: true,
          issue: null,
        },
      ],
      subtotal: 22_000,
      itemCount: 2,
    });
  });

  it('keeps and flags lines that became unavailable, leaving them out of the subtotal', async () => {
    const u = await createUser(t);
    const archived = await newProduct({ price: 1_000, stock: 3 });
    const soldOut = await newProduct({ price: 2_000, stock: 3 });
    const fine = await newProduct({ price: 3_000, stock: 3 });
    for (const p of [archived, soldOut, fine]) await add(u, { productId: p.id, quantity: 1 });
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, archived.id));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    const res = await call(t, { method: 'GET', url: MY_CART, token: u.token });
    const byProduct = Object.fromEntries(res.body.items.map((i: { productId: string }) => [i.productId, i]));
    expect(res.body.items).toHaveLength(3);
    expect(byProduct[archived.id]).toMatchObject({ isAvailable: false, issue: 'No longer available' });
    expect(byProduct[soldOut.id]).toMatchObject({ isAvailable: false, issue: 'Out of stock' });
    expect(byProduct[fine.id]).toMatchObject({ isAvailable: true, issue: null });
    expect(res.body.subtotal).toBe(3_000);
    expect(res.body.itemCount).toBe(1);
  });

  it('needs the User role', async () => {
    const adminOnly = await createUser(t, { roles: ['Admin'] });
    expect((await call(t, { method: 'GET', url: MY_CART, token: adminOnly.token })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: MY_CART })).status).toBe(401);
  });
});

describe('POST /api/order/user/cart', () => {
  it('adds a line and merges a second add into it', async () => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 10, price: 5_000 });
    const first = await add(u, { productId: p.id, quantity: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Added to cart', message: expect.stringContaining(p.name) });
    const second = await add(u, { productId: p.id, quantity: 3 });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0].quantity).toBe(5);
    expect(second.body.data.subtotal).toBe(25_000);
    const rows = await linesInDb(u.row.id);
    expect(rows.map((r) => r.quantity)).toEqual([5]);
  });

  it('answers 422 "Only N left" past the stock, counting what is already in the cart', async () => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 4 });
    const tooMany = await add(u, { productId: p.id, quantity: 5 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: 'BUSINESS_RULE', message: 'Only 4 left' });
    expect(await linesInDb(u.row.id)).toHaveLength(0);

    expect((await add(u, { productId: p.id, quantity: 3 })).status).toBe(200);
    const again = await add(u, { productId: p.id, quantity: 2 });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Only 4 left, and 3 already in your cart');
    expect((await linesInDb(u.row.id)).map((r) => r.quantity)).toEqual([3]);
  });

  it('answers 422 for a sold-out product', async () => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 0 });
    const res = await add(u, { productId: p.id, quantity: 1 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This item is out of stock');
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['a string', '2'],
    ['over the line cap', 100],
  ])('answers 400 naming quantity for a %s quantity, changing nothing', async (_label, quantity) => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 200 });
    const res = await add(u, { productId: p.id, quantity });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['quantity']);
    expect(res.body.message).toContain('quantity');
    expect(await linesInDb(u.row.id)).toHaveLength(0);
  });

  it('answers 400 naming productId for a malformed id, and 404 for an unknown or hidden product', async () => {
    const u = await createUser(t);
    const bad = await add(u, { productId: 'nope', quantity: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('productId');

    expect((await add(u, { productId: randomUUID(), quantity: 1 })).status).toBe(404);
    const draft = await newProduct({ status: 'draft' });
    const hidden = await newProduct({ isHidden: true });
    const suspendedVendor = await createVendor(t, { status: 'suspended' });
    const ofSuspended = await createProduct(t, { vendorId: suspendedVendor.id, categoryId });
    for (const p of [draft, hidden, ofSuspended]) {
      const res = await add(u, { productId: p.id, quantity: 1 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
    expect(await linesInDb(u.row.id)).toHaveLength(0);
  });

  it('takes price and stock from the variant, and answers 400 naming variantId when it is unknown or missing', async () => {
    const u = await createUser(t);
    const p = await newProduct({
      price: 1_000,
      stock: 0,
      variants: [
        { options: { Size: 'M' }, price: 2_000, stock: 2 },
        { options: { Size: 'L' }, price: 2_500, stock: 1 },
      ],
    });
    const other = await newProduct({ variants: [{ options: { Size: 'S' }, price: 900, stock: 9 }] });
    const [otherVariant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, other.id));
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    const medium = variants.find((v) => v.options.Size === 'M')!;

    const missing = await add(u, { productId: p.id, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'variantId', message: expect.any(String) }]);
    expect(missing.body.message).toMatch(/^variantId: /);

    for (const variantId of [randomUUID(), otherVariant!.id]) {
      const unknown = await add(u, { productId: p.id, variantId, quantity: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].path).toBe('variantId');
    }
    const onSimple = await add(u, { productId: (await newProduct()).id, variantId: medium.id, quantity: 1 });
    expect(onSimple.status).toBe(400);
    expect(await linesInDb(u.row.id)).toHaveLength(0);

    const ok = await add(u, { productId: p.id, variantId: medium.id, quantity: 2 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items[0]).toMatchObject({
      variantId: medium.id,
      unitPrice: 2_000,
      stock: 2,
      variantOptions: { Size: 'M' },
      lineTotal: 4_000,
    });
    const over = await add(u, { productId: p.id, variantId: medium.id, quantity: 1 });
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('Only 2 left');
  });

  it('never lets concurrent adds pass the stock', async () => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => add(u, { productId: p.id, quantity: 1 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    expect((await linesInDb(u.row.id)).map((r) => r.quantity)).toEqual([5]);
  });

  it('never lets concurrent adds of a variant pass its stock', async () => {
    const u = await createUser(t);
    const p = await newProduct({ variants: [{ options: { Colour: 'Red' }, price: 500, stock: 3 }] });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(u, { productId: p.id, variantId: variant!.id, quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect((await linesInDb(u.row.id)).map((r) => r.quantity)).toEqual([3]);
  });
});

describe('PUT and DELETE /api/order/user/cart/:itemId', () => {
  async function cartWithOneLine(stock = 5) {
    const u = await createUser(t);
    const p = await newProduct({ stock, price: 1_000 });
    const res = await add(u, { productId: p.id, quantity: 1 });
    return { u, p, itemId: res.body.data.items[0]._id as string };
  }

  it('sets the quantity within 1..stock and updates the subtotal', async () => {
    const { u, itemId } = await cartWithOneLine(5);
    const res = await call(t, {
      method: 'PUT',
      url: `${CART}/${itemId}`,
      token: u.token,
      payload: { quantity: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subtotal: 4_000, itemCount: 4 });

    const over = await call(t, {
      method: 'PUT',
      url: `${CART}/${itemId}`,
      token: u.token,
      payload: { quantity: 6 },
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Only 5 left');
    for (const quantity of [0, -1]) {
      const bad = await call(t, {
        method: 'PUT',
        url: `${CART}/${itemId}`,
        token: u.token,
        payload: { quantity },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('quantity');
    }
    expect((await linesInDb(u.row.id)).map((r) => r.quantity)).toEqual([4]);
  });

  it('answers 404 when another user touches my line, leaving it as it was', async () => {
    const { u, itemId } = await cartWithOneLine();
    const intruder = await createUser(t);
    const put = await call(t, {
      method: 'PUT',
      url: `${CART}/${itemId}`,
      token: intruder.token,
      payload: { quantity: 2 },
    });
    expect(put.status).toBe(404);
    const del = await call(t, { method: 'DELETE', url: `${CART}/${itemId}`, token: intruder.token });
    expect(del.status).toBe(404);
    const clear = await call(t, { method: 'DELETE', url: CART, token: intruder.token });
    expect(clear.status).toBe(200);
    expect((await linesInDb(u.row.id)).map((r) => r.quantity)).toEqual([1]);
  });

  it('answers 400 naming itemId for a malformed id', async () => {
    const u = await createUser(t);
    const res = await call(t, { method: 'DELETE', url: `${CART}/not-an-id`, token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('itemId');
  });

  it('answers 422 when raising the quantity of a product that left the shop', async () => {
    const { u, p, itemId } = await cartWithOneLine();
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, p.vendorId));
    try {
      const res = await call(t, {
        method: 'PUT',
        url: `${CART}/${itemId}`,
        token: u.token,
        payload: { quantity: 2 },
      });
      expect(res.status).toBe(422);
    } finally {
      await t.db.update(vendors).set({ status: 'active' }).where(eq(vendors.id, p.vendorId));
    }
  });

  it('removes one line, then clears the cart', async () => {
    const { u, itemId } = await cartWithOneLine();
    await add(u, { productId: (await newProduct()).id, quantity: 1 });
    const del = await call(t, { method: 'DELETE', url: `${CART}/${itemId}`, token: u.token });
    expect(del.status).toBe(200);
    expect(del.body.data.items).toHaveLength(1);
    expect(await linesInDb(u.row.id)).toHaveLength(1);
    const again = await call(t, { method: 'DELETE', url: `${CART}/${itemId}`, token: u.token });
    expect(again.status).toBe(404);
    const clear = await call(t, { method: 'DELETE', url: CART, token: u.token });
    expect(clear.status).toBe(200);
    expect(clear.body.data).toEqual({ items: [], subtotal: 0, itemCount: 0 });
    expect(await linesInDb(u.row.id)).toHaveLength(0);
  });
});

describe('POST /api/order/user/cart/merge', () => {
  it('adds the guest lines, clamping to stock and skipping what cannot be bought', async () => {
    const u = await createUser(t);
    const plenty = await newProduct({ stock: 10, price: 1_000 });
    const scarce = await newProduct({ stock: 3, price: 2_000 });
    const soldOut = await newProduct({ stock: 0 });
    const archived = await newProduct({ status: 'archived' });
    const withVariants = await newProduct({ variants: [{ options: { Size: 'M' }, price: 700, stock: 4 }] });
    await add(u, { productId: plenty.id, quantity: 2 });

    const res = await call(t, {
      method: 'POST',
      url: `${CART}/merge`,
      token: u.token,
      payload: {
        items: [
          { productId: plenty.id, quantity: 3 },
          { productId: scarce.id, quantity: 5 },
          { productId: soldOut.id, quantity: 1 },
          { productId: archived.id, quantity: 1 },
          { productId: randomUUID(), quantity: 1 },
          { productId: withVariants.id, variantId: null, quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const quantities = Object.fromEntries(
      res.body.data.cart.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]),
    );
    expect(quantities).toEqual({ [plenty.id]: 5, [scarce.id]: 3 });
    expect(res.body.data.cart.subtotal).toBe(5 * 1_000 + 3 * 2_000);
    const adjustments = res.body.data.adjustments;
    expect(adjustments).toHaveLength(5);
    expect(adjustments).toContainEqual(
      expect.objectContaining({
        productId: scarce.id,
        requested: 5,
        added: 3,
        message: 'Only 3 left: added 3 of 5',
      }),
    );
    expect(adjustments).toContainEqual(
      expect.objectContaining({ productId: soldOut.id, added: 0, message: 'Out of stock' }),
    );
    expect(adjustments).toContainEqual(
      expect.objectContaining({ productId: archived.id, added: 0, message: 'No longer available' }),
    );
    expect(adjustments).toContainEqual(expect.objectContaining({ name: null, added: 0 }));
    expect(adjustments).toContainEqual(expect.objectContaining({ productId: withVariants.id, added: 0 }));
    expect(res.body.message).toContain('5 changes');
  });

  it('never passes the stock when the line is already full, and rejects bad lines with 400', async () => {
    const u = await createUser(t);
    const p = await newProduct({ stock: 2 });
    await add(u, { productId: p.id, quantity: 2 });
    const res = await call(t, {
      method: 'POST',
      url: `${CART}/merge`,
      token: u.token,
      payload: { items: [{ productId: p.id, quantity: 4 }] },
    });
    expect(res.body.data.cart.items[0].quantity).toBe(2);
    expect(res.body.data.adjustments).toEqual([expect.objectContaining({ added: 0 })]);

    const bad = await call(t, {
      method: 'POST',
      url: `${CART}/merge`,
      token: u.token,
      payload: { items: [{ productId: p.id, quantity: -1 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('items.0.quantity');
  });
});

describe('POST /api/cart/preview', () => {
  it('prices a guest cart live without an account and flags what cannot be bought', async () => {
    const p = await newProduct({ stock: 3, price: 4_000 });
    const withVariants = await newProduct({ variants: [{ options: { Size: 'M' }, price: 700, stock: 4 }] });
    const res = await call(t, {
      method: 'POST',
      url: '/api/cart/preview',
      payload: {
        items: [
          { productId: p.id, quantity: 2 },
          { productId: withVariants.id, quantity: 1 },
          { productId: randomUUID(), quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items[0]).toMatchObject({
      productId: p.id,
      unitPrice: 4_000,
      lineTotal: 8_000,
      isAvailable: true,
    });
    expect(res.body.items[1]).toMatchObject({ productId: withVariants.id, isAvailable: false });
    expect(res.body.subtotal).toBe(8_000);
  });
});
