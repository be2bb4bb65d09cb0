import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { products } from '../../../db/schema/shop.ts';
import { createCategory, createProduct, createVendor, uniqueTag } from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const list = (query: string) =>
  call(t, { method: 'GET', url: `/api/admin/products?${query}`, token: admin.token });
const flags = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/admin/products/${id}/flags`, token: admin.token, payload });

describe('GET /api/admin/products', () => {
  it('lists every store and status, with search, filters, sort and pagination', async () => {
    const tag = uniqueTag();
    const a = await createVendor(t, { storeName: `${tag} Himal Store` });
    const b = await createVendor(t);
    const parent = await createCategory(t);
    const child = await createCategory(t, { parentId: parent.id });
    const other = await createCategory(t);
    const p1 = await createProduct(t, {
      vendorId: a.id,
      categoryId: child.id,
      name: `${tag} Yak Wool Shawl`,
      price: 500,
    });
    const p2 = await createProduct(t, {
      vendorId: b.id,
      categoryId: parent.id,
      name: `${tag} Copper Jug`,
      status: 'draft',
      price: 300,
      isFeatured: true,
    });
    const p3 = await createProduct(t, {
      vendorId: b.id,
      categoryId: other.id,
      name: `${tag} Tea`,
      status: 'archived',
      isHidden: true,
      price: 100,
    });

    const all = await list(`search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(3);
    const row = all.body.docs.find((d: { _id: string }) => d._id === p1.id);
    expect(row).toMatchObject({
      name: `${tag} Yak Wool Shawl`,
      status: 'active',
      isHidden: false,
      isFeatured: false,
      vendor: { _id: a.id, storeName: `${tag} Himal Store`, slug: a.slug, status: 'active' },
      category: { _id: child.id, name: child.name, slug: child.slug },
      image: 'http://localhost:4000/uploads/products/test-1.webp',
    });

    const ids = (res: { body: { docs: { _id: string }[] } }) => res.body.docs.map((d) => d._id);
    expect(ids(await list(`search=${tag}&sort=price`))).toEqual([p3.id, p2.id, p1.id]);
    expect(ids(await list(`search=${tag}&vendor=${b.id}&sort=-price`))).toEqual([p2.id, p3.id]);
    expect(ids(await list(`search=${tag}&category=${parent.id}&sort=price`))).toEqual([p2.id, p1.id]);
    expect(ids(await list(`search=${tag}&status=archived`))).toEqual([p3.id]);
    expect(ids(await list(`search=${tag}&hidden=true`))).toEqual([p3.id]);
    expect(ids(await list(`search=${tag}&featured=true`))).toEqual([p2.id]);
    expect(ids(await list(`search=${encodeURIComponent(`${tag} Nothing`)}`))).toEqual([]);
    expect(ids(await list(`search=${encodeURIComponent(`${tag} Himal Store`)}`))).toEqual([p1.id]);
    const paged = await list(`search=${tag}&limit=2&page=2&sort=price`);
    expect(ids(paged)).toEqual([p1.id]);
    expect(paged.body.pagination).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect((await list('hidden=maybe')).status).toBe(400);
    expect((await list('vendor=abc')).status).toBe(400);
  });

  it('is closed to vendors (403)', async () => {
    const vendor = await createUser(t, { roles: ['User', 'Vendor'] });
    expect((await call(t, { method: 'GET', url: '/api/admin/products', token: vendor.token })).status).toBe(
      403,
    );
  });
});

describe('PUT /api/admin/products/:id/flags', () => {
  it('hiding takes an active product out of the shop and notifies the vendor; unhiding brings it back', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    const inShop = async () =>
      (await call(t, { method: 'GET', url: `/api/product/slug/${product.slug}` })).status;
    const inListing = async () =>
      (await call(t, { method: 'GET', url: `/api/product?vendor=${vendor.slug}` })).body.docs.length;
    expect(await inShop()).toBe(200);

    const hidden = await flags(product.id, { isHidden: true, reason: 'Misleading photos' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toContain('hidden');
    expect(hidden.body.data).toMatchObject({ _id: product.id, isHidden: true, status: 'active' });
    expect(await inShop()).toBe(404);
    expect(await inListing()).toBe(0);

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      notificationType: 'shop',
      metaData: { route: `/vendor/shop/products?id=${product.id}` },
    });
    expect(notes[0]?.message).toContain('Misleading photos');

    // Hiding again changes nothing and sends nothing more.
    expect((await flags(product.id, { isHidden: true })).status).toBe(200);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId)),
    ).toHaveLength(1);

    const shown = await flags(product.id, { isHidden: false });
    expect(shown.body.data.isHidden).toBe(false);
    expect(await inShop()).toBe(200);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId)),
    ).toHaveLength(2);
  });

  it('featuring lifts a product to the top of the relevance order', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const seller = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, soldCount: 50 });
    const quiet = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, soldCount: 0 });
    const order = async () =>
      (await call(t, { method: 'GET', url: `/api/product?category=${category.slug}` })).body.docs.map(
        (d: { _id: string }) => d._id,
      );
    expect(await order()).toEqual([seller.id, quiet.id]);
    const res = await flags(quiet.id, { isFeatured: true });
    expect(res.status).toBe(200);
    expect(res.body.data.isFeatured).toBe(true);
    expect(await order()).toEqual([quiet.id, seller.id]);
    const [row] = await t.db.select().from(products).where(eq(products.id, quiet.id));
    expect(row?.isFeatured).toBe(true);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId)),
    ).toHaveLength(0);
  });

  it('answers 400 without a flag or with a non-boolean, 404 for an unknown product', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    const empty = await flags(product.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].path).toBe('isHidden');
    const bad = await flags(product.id, { isHidden: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('isHidden');
    expect((await flags('0197aaaa-0000-7000-8000-000000000000', { isHidden: true })).status).toBe(404);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.isHidden).toBe(false);
  });
});
