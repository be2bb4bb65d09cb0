import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  IMAGE_BASE_URL,
  type TestApp,
  type TestUser,
} from '../../../../test/helper.ts';
import { TEST_REDIS_URL } from '../../../../test/notifications.ts';
import { products, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { createCategory, createProduct, uniqueTag } from './test-factories.ts';

// The public catalogue answers from a short in-process micro-cache (docs/decisions/007); every
// write through the API that changes what it shows clears it, so the next read is live.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

/** A store with one visible product in its own category, and a token for the store's owner. */
async function storeWithProduct() {
  const owner = await createUser(t, { roles: ['User', 'Vendor'] });
  const tag = uniqueTag();
  const [vendor] = await t.db
    .insert(vendors)
    .values({ id: newId(), userId: owner.row.id, storeName: `Store ${tag}`, slug: `store-${tag}` })
    .returning();
  const category = await createCategory(t);
  const product = await createProduct(t, {
    vendorId: vendor!.id,
    categoryId: category.id,
    name: `Copper jug ${tag}`,
    price: 120_000,
    stock: 9,
  });
  return { token: owner.token, vendor: vendor!, category, product };
}

const page = (slug: string) => call(t, { method: 'GET', url: `/api/product/slug/${slug}` });
const listing = (query: string) => call(t, { method: 'GET', url: `/api/product?${query}` });
const names = (res: { body: { docs: { name: string }[] } }) => res.body.docs.map((d) => d.name);

describe('catalogue micro-cache', () => {
  it('answers a repeated read from the cache (a write past the API is not seen yet)', async () => {
    const { product, category } = await storeWithProduct();
    expect((await page(product.slug)).body.price).toBe(120_000);
    expect((await listing(`category=${category.slug}`)).body.docs[0].price).toBe(120_000);

    await t.db.update(products).set({ price: 99_000 }).where(eq(products.id, product.id));
    expect((await page(product.slug)).body.price).toBe(120_000);
    expect((await listing(`category=${category.slug}`)).body.docs[0].price).toBe(120_000);
    // Same query written differently (case, spaces in q) shares the cached answer.
    const q = product.name.split(' ').slice(0, 2).join(' ');
    const first = await call(t, { method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}` });
    const second = await call(t, {
      method: 'GET',
      url: `/api/product/search?q=${encodeURIComponent(`  ${q.toUpperCase()}  `)}`,
    });
    expect(second.body).toEqual(first.body);
  });

  it('shows a product edited through the vendor API on the very next public read', async () => {
    const { token, product, category } = await storeWithProduct();
    expect((await page(product.slug)).body).toMatchObject({ name: product.name, price: 120_000, stock: 9 });
    expect(names(await listing(`category=${category.slug}`))).toEqual([product.name]);
    const search = `/api/product/search?q=${encodeURIComponent(product.name)}`;
    expect((await call(t, { method: 'GET', url: search })).body.docs).toHaveLength(1);

    const res = await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}`,
      token,
      payload: {
        name: `${product.name} deluxe`,
        categoryId: category.id,
        description: 'Hammered copper.',
        images: [`${IMAGE_BASE_URL}/products/test-1.webp`],
        price: 135_000,
        stock: 4,
        specs: [],
        status: 'active',
      },
    });
    expect(res.status).toBe(200);

    expect((await page(product.slug)).body).toMatchObject({
      name: `${product.name} deluxe`,
      price: 135_000,
      stock: 4,
    });
    const listed = await listing(`category=${category.slug}`);
    expect(listed.body.docs[0]).toMatchObject({ name: `${product.name} deluxe`, price: 135_000 });
    expect((await call(t, { method: 'GET', url: search })).body.docs[0].name).toBe(`${product.name} deluxe`);
  });

  it('corrects typos to the words of a product the vendor just renamed, at once', async () => {
    const { token, product, category } = await storeWithProduct();
    const typoSearch = (q: string) =>
      call(t, { method: 'GET', url: `/api/product/search?q=${q}&category=${category.slug}` });
    // Loads the vocabulary (kept 30 s) before the new word exists.
    expect((await typoSearch('coppre')).body.docs).toHaveLength(1);
    const word = `zinfandel${uniqueTag().replace(/[0-9]/g, 'z')}`;
    const res = await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}`,
      token,
      payload: {
        name: `Decanter ${word}`,
        categoryId: category.id,
        description: 'Blown glass.',
        images: [`${IMAGE_BASE_URL}/products/test-1.webp`],
        price: 135_000,
        stock: 4,
        specs: [],
        status: 'active',
      },
    });
    expect(res.status).toBe(200);
    const swapped = `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`;
    const found = await typoSearch(swapped);
    expect(names(found)).toEqual([`Decanter ${word}`]);
    expect(found.body.suggestions.didYouMean).toBe(word);
    expect((await typoSearch('coppre')).body.docs).toEqual([]);
  });

  it('takes a product out of the list at once when the vendor unpublishes it', async () => {
    const { token, product, category } = await storeWithProduct();
    expect(names(await listing(`category=${category.slug}`))).toEqual([product.name]);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}/status`,
      token,
      payload: { status: 'draft' },
    });
    expect(res.status).toBe(200);
    expect(names(await listing(`category=${category.slug}`))).toEqual([]);
    expect((await page(product.slug)).status).toBe(404);
  });

  it('takes a product hidden by an admin out of the list and its page at once', async () => {
    const { product, category } = await storeWithProduct();
    expect(names(await listing(`category=${category.slug}&sort=price_asc`))).toEqual([product.name]);
    expect((await page(product.slug)).status).toBe(200);

    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/products/${product.id}/flags`,
      token: admin.token,
      payload: { isHidden: true },
    });
    expect(res.status).toBe(200);
    expect(names(await listing(`category=${category.slug}&sort=price_asc`))).toEqual([]);
    expect((await page(product.slug)).status).toBe(404);
  });

  it("takes a suspended store's products out at once", async () => {
    const { vendor, product, category } = await storeWithProduct();
    expect(names(await listing(`category=${category.slug}`))).toEqual([product.name]);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/vendors/${vendor.id}/status`,
      token: admin.token,
      payload: { status: 'suspended', reason: 'Unpaid fees' },
    });
    expect(res.status).toBe(200);
    expect(names(await listing(`category=${category.slug}`))).toEqual([]);
    expect((await page(product.slug)).status).toBe(404);
  });

  it('shows a category renamed by an admin on the next product page', async () => {
    const { product, category } = await storeWithProduct();
    expect((await page(product.slug)).body.category.name).toBe(category.name);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      token: admin.token,
      payload: { name: `${category.name} renamed` },
    });
    expect(res.status).toBe(200);
    expect((await page(product.slug)).body.category.name).toBe(`${category.name} renamed`);
  });
});

describe('catalogue micro-cache on two API instances on one Redis', () => {
  // Caches that would keep an answer a minute: only the clear sent through Redis explains a fresh read.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl: TEST_REDIS_URL, catalogueCacheMs: 60_000 });
    b = await buildTestApp(
      {
        redisUrl: TEST_REDIS_URL,
        catalogueCacheMs: 60_000,
        jwtSecret: a.config.jwtSecret,
        keyPrefix: a.config.keyPrefix,
      },
      { database: { db: a.db, kind: a.kind, migrate: async () => {}, close: async () => {} } },
    );
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shows on instance B a product renamed through instance A', async () => {
    const owner = await createUser(a, { roles: ['User', 'Vendor'] });
    const tag = uniqueTag();
    const [vendor] = await a.db
      .insert(vendors)
      .values({ id: newId(), userId: owner.row.id, storeName: `Store ${tag}`, slug: `store-${tag}` })
      .returning();
    const category = await createCategory(a);
    const product = await createProduct(a, {
      vendorId: vendor!.id,
      categoryId: category.id,
      name: `Brass lamp ${tag}`,
      price: 80_000,
      stock: 3,
    });
    const pageOnB = () => call(b, { method: 'GET', url: `/api/product/slug/${product.slug}` });
    expect((await pageOnB()).body.name).toBe(product.name);

    const res = await call(a, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}`,
      token: owner.token,
      payload: {
        name: `${product.name} antique`,
        categoryId: category.id,
        description: 'Cast brass.',
        images: [`${IMAGE_BASE_URL}/products/test-1.webp`],
        price: 95_000,
        stock: 3,
        specs: [],
        status: 'active',
      },
    });
    expect(res.status).toBe(200);
    // The clear travels through Redis: B forgets its copy within moments, not after its minute.
    await expect
      .poll(async () => (await pageOnB()).body.name, { timeout: 5_000, interval: 50 })
      .toBe(`${product.name} antique`);
  });
});
