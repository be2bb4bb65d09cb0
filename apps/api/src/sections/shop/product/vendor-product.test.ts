import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, IMAGE_BASE_URL, type TestApp } from '../../../../test/helper.ts';
import { uploadTestImage } from '../../../../test/uploads.ts';
import { cartItems, carts } from '../../../db/schema/carts.ts';
import { products, productVariants, type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { createCategory, createProduct, uniqueTag } from './test-factories.ts';

let t: TestApp;
let category: { id: string; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  category = await createCategory(t);
});
afterAll(async () => {
  await t.close();
});

type Store = { vendor: VendorRow; token: string };

/** A vendor's store with a token for its owner (the factory creates the owner). */
async function createStore(opts: { status?: 'active' | 'suspended' } = {}): Promise<Store> {
  const owner = await createUser(t, { roles: ['User', 'Vendor'] });
  const tag = uniqueTag();
  const [vendor] = await t.db
    .insert(vendors)
    .values({
      id: newId(),
      userId: owner.row.id,
      storeName: `Store ${tag}`,
      slug: `store-${tag}`,
      status: opts.status ?? 'active',
    })
    .returning();
  return { vendor: vendor!, token: owner.token };
}

const create = (token: string, payload: object) =>
  call(t, { method: 'POST', url: '/api/vendor/products', token, payload });
const update = (token: string, id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/vendor/products/${id}`, token, payload });
const setStatus = (token: string, id: string, status: string) =>
  call(t, { method: 'PUT', url: `/api/vendor/products/${id}/status`, token, payload: { status } });
const get = (token: string, id: string) =>
  call(t, { method: 'GET', url: `/api/vendor/products/${id}`, token });
const list = (token: string, query = '') =>
  call(t, { method: 'GET', url: `/api/vendor/products?${query}`, token });
const publicSlugs = async (query: string) =>
  (await call(t, { method: 'GET', url: `/api/product?${query}` })).body.docs.map(
    (d: { slug: string }) => d.slug,
  );

function basePayload(image: string, extra: object = {}) {
  return {
    name: 'Cotton Kurta',
    categoryId: category.id,
    description: '<p>Soft <b>cotton</b> kurta.</p><script>alert(1)</script>',
    images: [image],
    brand: 'Dhaka Weaves',
    sku: 'KURTA-1',
    price: 250_000,
    mrp: 300_000,
    stock: 7,
    specs: [{ key: 'Material', value: 'Cotton' }],
    status: 'draft',
    ...extra,
  };
}

async function productRow(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row;
}

describe('POST /api/vendor/products', () => {
  it('creates a draft with a unique slug, plain-text description and stored image paths', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const res = await create(store.token, basePayload(image));
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('Cotton Kurta');
    const data = res.body.data;
    expect(data).toMatchObject({
      name: 'Cotton Kurta',
      slug: 'cotton-kurta',
      status: 'draft',
      price: 250_000,
      mrp: 300_000,
      stock: 7,
      brand: 'Dhaka Weaves',
      sku: 'KURTA-1',
      categoryId: category.id,
      images: [`${IMAGE_BASE_URL}/${image}`],
      image: `${IMAGE_BASE_URL}/${image}`,
      specs: [{ key: 'Material', value: 'Cotton' }],
      variants: [],
      isHidden: false,
    });
    expect(data.description).toBe('Soft cotton kurta.');
    const row = await productRow(data._id);
    expect(row).toMatchObject({
      vendorId: store.vendor.id,
      images: [image],
      description: 'Soft cotton kurta.',
    });

    // Same name again → the next free slug; a draft is not in the shop.
    const again = await create(store.token, basePayload(image));
    expect(again.status).toBe(201);
    expect(again.body.data.slug).toBe('cotton-kurta-2');
    expect(await publicSlugs(`vendor=${store.vendor.slug}`)).toEqual([]);
  });

  it('with variants: price is the cheapest variant, stock the sum', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const res = await create(
      store.token,
      basePayload(image, {
        name: 'Trek Shoes',
        price: undefined,
        stock: undefined,
        mrp: null,
        variants: [
          { options: { Size: '42' }, price: 500_000, mrp: 550_000, stock: 3, sku: 'TS-42' },
          { options: { Size: '41' }, price: 480_000, mrp: null, stock: 2 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 480_000, mrp: null, stock: 5, variantCount: 2 });
    expect(res.body.data.variants).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, res.body.data._id));
    expect(rows.map((r) => r.stock).sort()).toEqual([2, 3]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const cases: [object, string][] = [
      [{ price: -100 }, 'price'],
      [{ price: '2500' }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ mrp: 100_000 }, 'mrp'],
      [{ categoryId: '0197aaaa-0000-7000-8000-000000000000' }, 'categoryId'],
      [{ name: 'ab' }, 'name'],
      [{ images: [] }, 'images'],
      [{ images: ['../../etc/passwd'] }, 'images.0'],
      [{ images: ['misc/never-uploaded.webp'] }, 'images.0'],
      [{ stock: -1 }, 'stock'],
      [{ status: 'archived' }, 'status'],
      [{ variants: [{ options: { Size: 'M' }, price: 1000, stock: -2 }] }, 'variants.0.stock'],
      [{ variants: [{ options: { Size: 'M' }, price: '1000', stock: 2 }] }, 'variants.0.price'],
      [{ variants: [{ options: { Size: 'M' }, price: 1000, mrp: 900, stock: 2 }] }, 'variants.0.mrp'],
      [
        {
          variants: [
            { options: { Size: 'M' }, price: 1000, stock: 2 },
            { options: { size: 'm' }, price: 1200, stock: 1 },
          ],
        },
        'variants.1.options',
      ],
      [{ specs: Array.from({ length: 31 }, (_, i) => ({ key: `k${i}`, value: 'v' })) }, 'specs'],
    ];
    for (const [extra, path] of cases) {
      const res = await create(store.token, basePayload(image, extra));
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const inactive = await createCategory(t, { isActive: false });
    const res = await create(store.token, basePayload(image, { categoryId: inactive.id }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('categoryId');
    const taskCategory = await createCategory(t, { section: 'task' });
    expect((await create(store.token, basePayload(image, { categoryId: taskCategory.id }))).status).toBe(400);

    const stored = await t.db.select().from(products).where(eq(products.vendorId, store.vendor.id));
    expect(stored).toEqual([]);
  });

  it('is for vendors only, and a Vendor role without a store gets 404', async () => {
    const user = await createUser(t);
    expect((await list(user.token)).status).toBe(403);
    const storeless = await createUser(t, { roles: ['User', 'Vendor'] });
    expect((await list(storeless.token)).status).toBe(404);
  });
});

describe('publishing and the public catalogue', () => {
  it('publishes into the shop; draft and archived leave it; restore brings back a draft', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const { body } = await create(store.token, basePayload(image, { name: `Pashmina ${uniqueTag()}` }));
    const { _id: id, slug } = body.data;
    const inShop = async () => (await call(t, { method: 'GET', url: `/api/product/slug/${slug}` })).status;
    expect(await inShop()).toBe(404);

    const published = await setStatus(store.token, id, 'active');
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('active');
    expect(await inShop()).toBe(200);
    expect(await publicSlugs(`vendor=${store.vendor.slug}`)).toEqual([slug]);
    expect((await setStatus(store.token, id, 'active')).status).toBe(409);

    const archived = await setStatus(store.token, id, 'archived');
    expect(archived.body.data.status).toBe('archived');
    expect(await inShop()).toBe(404);
    expect(await publicSlugs(`vendor=${store.vendor.slug}`)).toEqual([]);
    // An archived product is restored before it can be edited.
    expect((await update(store.token, id, basePayload(image))).status).toBe(409);

    const restored = await setStatus(store.token, id, 'draft');
    expect(restored.body.data.status).toBe('draft');
    expect(await inShop()).toBe(404);
    expect((await productRow(id))?.status).toBe('draft');

    expect((await setStatus(store.token, id, 'deleted')).status).toBe(400);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/vendor/products/${id}`, token: store.token })).status,
    ).toBe(404);
  });

  it('a suspended store may read and save drafts but not publish (422)', async () => {
    const store = await createStore({ status: 'suspended' });
    const image = await uploadTestImage(t, store.token);
    const activeCreate = await create(store.token, basePayload(image, { status: 'active' }));
    expect(activeCreate.status).toBe(422);
    const draft = await create(store.token, basePayload(image));
    expect(draft.status).toBe(201);
    expect((await setStatus(store.token, draft.body.data._id, 'active')).status).toBe(422);
    expect((await productRow(draft.body.data._id))?.status).toBe('draft');
    const listed = await list(store.token);
    expect(listed.status).toBe(200);
    expect(listed.body.canPublish).toBe(false);
    expect(listed.body.docs).toHaveLength(1);
  });
});

describe("another vendor's product", () => {
  it('cannot be read, edited or have its status changed (404), and stays unchanged', async () => {
    const owner = await createStore();
    const intruder = await createStore();
    const product = await createProduct(t, {
      vendorId: owner.vendor.id,
      categoryId: category.id,
      name: 'Owner Lamp',
      variants: [{ options: { Color: 'Red' }, price: 10_000, stock: 4 }],
    });
    const image = await uploadTestImage(t, intruder.token);

    expect((await get(intruder.token, product.id)).status).toBe(404);
    expect((await update(intruder.token, product.id, basePayload(image, { name: 'Stolen' }))).status).toBe(
      404,
    );
    expect((await setStatus(intruder.token, product.id, 'archived')).status).toBe(404);
    expect((await list(intruder.token)).body.docs).toEqual([]);

    const row = await productRow(product.id);
    expect(row).toMatchObject({ name: 'Owner Lamp', status: 'active', vendorId: owner.vendor.id });
    expect((await get(owner.token, product.id)).status).toBe(200);
  });

  it("cannot adopt another product's variant ids", async () => {
    const a = await createStore();
    const b = await createStore();
    const other = await createProduct(t, {
      vendorId: a.vendor.id,
      categoryId: category.id,
      variants: [{ options: { Size: 'S' }, price: 10_000, stock: 1 }],
    });
    const [foreign] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, other.id));
    const image = await uploadTestImage(t, b.token);
    const mine = (await create(b.token, basePayload(image))).body.data;
    const res = await update(
      b.token,
      mine._id,
      basePayload(image, {
        variants: [{ _id: foreign!.id, options: { Size: 'S' }, price: 1000, stock: 1 }],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('variants.0._id');
    const [still] = await t.db.select().from(productVariants).where(eq(productVariants.id, foreign!.id));
    expect(still).toMatchObject({ productId: other.id, price: 10_000 });
  });
});

describe('PUT /api/vendor/products/:id', () => {
  it('keeps the ids of variants that stay (cart lines survive), deletes removed ones, adds new ones', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const created = await create(
      store.token,
      basePayload(image, {
        status: 'active',
        variants: [
          { options: { Size: 'S' }, price: 100_000, stock: 2 },
          { options: { Size: 'M' }, price: 110_000, stock: 3 },
          { options: { Size: 'L' }, price: 120_000, stock: 4 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const product = created.body.data;
    const bySize = (size: string) =>
      product.variants.find((v: { options: { Size: string } }) => v.options.Size === size) as { _id: string };
    const small = bySize('S');
    const medium = bySize('M');
    const large = bySize('L');

    // A buyer has the medium size in the cart.
    const buyer = await createUser(t);
    const cartId = newId();
    await t.db.insert(carts).values({ id: cartId, userId: buyer.row.id });
    await t.db.insert(cartItems).values({
      id: newId(),
      cartId,
      userId: buyer.row.id,
      productId: product._id,
      variantId: medium._id,
      quantity: 1,
    });

    const image2 = await uploadTestImage(t, store.token);
    const res = await update(
      store.token,
      product._id,
      basePayload(image, {
        name: 'Cotton Kurta Deluxe',
        status: 'active',
        images: [`${IMAGE_BASE_URL}/${image2}`, `${IMAGE_BASE_URL}/${image}`],
        variants: [
          { _id: medium._id, options: { Size: 'M' }, price: 90_000, mrp: 120_000, stock: 6 },
          { _id: small._id, options: { Size: 'S' }, price: 95_000, stock: 0 },
          { options: { Size: 'XL' }, price: 130_000, stock: 1 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      name: 'Cotton Kurta Deluxe',
      slug: product.slug,
      price: 90_000,
      mrp: 120_000,
      stock: 7,
      images: [`${IMAGE_BASE_URL}/${image2}`, `${IMAGE_BASE_URL}/${image}`],
    });
    const ids = data.variants.map((v: { _id: string }) => v._id);
    expect(ids).toContain(medium._id);
    expect(ids).toContain(small._id);
    expect(ids).not.toContain(large._id);
    expect(ids).toHaveLength(3);

    const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, product._id));
    expect(rows.find((r) => r.id === medium._id)).toMatchObject({ price: 90_000, stock: 6 });
    expect(rows.some((r) => r.id === large._id)).toBe(false);
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect(line?.variantId).toBe(medium._id);
    expect((await productRow(product._id))?.images).toEqual([image2, image]);

    // Dropping every variant makes it a simple product again with its own price and stock.
    const simple = await update(
      store.token,
      product._id,
      basePayload(image, { price: 99_000, mrp: null, stock: 2 }),
    );
    expect(simple.status).toBe(200);
    expect(simple.body.data).toMatchObject({ price: 99_000, stock: 2, variants: [], variantCount: 0 });
    expect(
      await t.db.select().from(productVariants).where(eq(productVariants.productId, product._id)),
    ).toEqual([]);
  });

  it('refuses a bad edit with 400 and changes nothing', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const { body } = await create(store.token, basePayload(image));
    const res = await update(store.token, body.data._id, basePayload(image, { name: 'New name', price: -5 }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('price');
    expect(await productRow(body.data._id)).toMatchObject({ name: 'Cotton Kurta', price: 250_000 });
  });
});

describe('GET /api/vendor/products', () => {
  it('searches, filters by status and stock, sorts, paginates and counts per status', async () => {
    const store = await createStore();
    const tag = uniqueTag();
    const mk = (name: string, extra: object) =>
      createProduct(t, {
        vendorId: store.vendor.id,
        categoryId: category.id,
        name: `${tag} ${name}`,
        ...extra,
      });
    await mk('Alpha', { price: 300, stock: 0, status: 'active' });
    await mk('Beta', { price: 100, stock: 3, status: 'draft' });
    await mk('Gamma', { price: 200, stock: 50, status: 'archived', sku: 'GAM-9' });
    const other = await createStore();
    await createProduct(t, { vendorId: other.vendor.id, categoryId: category.id, name: `${tag} Foreign` });

    const all = await list(store.token);
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(3);
    expect(all.body.counts).toEqual({ status: { all: 3, draft: 1, active: 1, archived: 1 } });
    expect(all.body.canPublish).toBe(true);

    const names = (res: { body: { docs: { name: string }[] } }) =>
      res.body.docs.map((d) => d.name.replace(`${tag} `, ''));
    expect(names(await list(store.token, 'sort=price'))).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(names(await list(store.token, 'sort=-price'))).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(names(await list(store.token, 'status=draft'))).toEqual(['Beta']);
    expect(names(await list(store.token, 'stock=out'))).toEqual(['Alpha']);
    expect(names(await list(store.token, 'stock=low'))).toEqual(['Beta']);
    expect(names(await list(store.token, 'search=gam-9'))).toEqual(['Gamma']);
    const page2 = await list(store.token, 'sort=name&limit=2&page=2');
    expect(names(page2)).toEqual(['Gamma']);
    expect(page2.body.pagination).toMatchObject({ page: 2, totalPages: 2, prevPage: 1, nextPage: null });
    expect((await list(store.token, 'sort=secret')).status).toBe(400);
    expect((await list(store.token, 'stock=plenty')).status).toBe(400);
  });
});

describe('concurrent creates', () => {
  it('six parallel creates with the same name all succeed with distinct slugs', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const name = `Same Name ${uniqueTag()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => create(store.token, basePayload(image, { name }))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = new Set(results.map((r) => r.body.data.slug));
    expect(slugs.size).toBe(6);
    const rows = await t.db.select().from(products).where(eq(products.vendorId, store.vendor.id));
    expect(rows).toHaveLength(6);
  });
});

describe('concurrent edits', () => {
  it('two parallel edits of the variants leave exactly one consistent set', async () => {
    const store = await createStore();
    const image = await uploadTestImage(t, store.token);
    const { body } = await create(
      store.token,
      basePayload(image, { variants: [{ options: { Size: 'S' }, price: 1000, stock: 1 }] }),
    );
    const id = body.data._id;
    const results = await Promise.all(
      ['A', 'B'].map((tag) =>
        update(
          store.token,
          id,
          basePayload(image, {
            variants: [
              { options: { Size: `${tag}1` }, price: 1000, stock: 1 },
              { options: { Size: `${tag}2` }, price: 2000, stock: 2 },
            ],
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, id));
    expect(rows).toHaveLength(2);
    const sizes = rows.map((r) => r.options.Size?.[0]);
    expect(new Set(sizes).size).toBe(1);
    expect((await productRow(id))?.stock).toBe(3);
  });
});
