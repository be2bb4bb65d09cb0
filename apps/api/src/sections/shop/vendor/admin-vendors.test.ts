import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { vendors } from '../../../db/schema/shop.ts';
import { createCategory, createProduct, createVendor, uniqueTag } from '../product/test-factories.ts';

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
  call(t, { method: 'GET', url: `/api/admin/vendors?${query}`, token: admin.token });

const setStatus = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/admin/vendors/${id}/status`, token: admin.token, payload });

describe('GET /api/admin/vendors', () => {
  it('is closed to plain users (403)', async () => {
    const user = await createUser(t);
    const res = await call(t, { method: 'GET', url: '/api/admin/vendors', token: user.token });
    expect(res.status).toBe(403);
  });

  it('searches, filters by status, counts products and paginates', async () => {
    const tag = uniqueTag();
    const active = await createVendor(t, { storeName: `${tag} Active Store` });
    const suspended = await createVendor(t, { storeName: `${tag} Quiet Store`, status: 'suspended' });
    const category = await createCategory(t);
    await createProduct(t, { vendorId: active.id, categoryId: category.id });
    await createProduct(t, { vendorId: active.id, categoryId: category.id, status: 'draft' });
    await createProduct(t, { vendorId: active.id, categoryId: category.id, status: 'archived' });

    const all = await list(`search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ page: 1, total: 2 });
    const row = all.body.docs.find((d: { _id: string }) => d._id === active.id);
    expect(row).toMatchObject({
      storeName: `${tag} Active Store`,
      slug: active.slug,
      logo: 'http://localhost:4000/uploads/products/logo.webp',
      owner: { _id: active.userId, fullName: 'Test Person', email: expect.any(String) },
      status: 'active',
      productCount: 2,
      createdAt: expect.any(String),
    });

    const onlySuspended = await list(`search=${tag}&status=suspended`);
    expect(onlySuspended.body.docs.map((d: { _id: string }) => d._id)).toEqual([suspended.id]);
    const firstPage = await list(`search=${tag}&limit=1`);
    expect(firstPage.body.docs).toHaveLength(1);
    expect(firstPage.body.pagination).toMatchObject({ total: 2, limit: 1 });
    expect((await list('status=closed')).status).toBe(400);
  });

  it('sorts by a column either way, and names sort in a 400 for an unknown one', async () => {
    const tag = uniqueTag();
    const b = await createVendor(t, { storeName: `${tag} b store` });
    const a = await createVendor(t, { storeName: `${tag} A Store` });
    const c = await createVendor(t, { storeName: `${tag} C Store` });
    const category = await createCategory(t);
    await createProduct(t, { vendorId: c.id, categoryId: category.id });
    const ids = async (query: string) =>
      (await list(`search=${tag}&${query}`)).body.docs.map((d: { _id: string }) => d._id);

    expect(await ids('sort=storeName')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-storeName')).toEqual([c.id, b.id, a.id]);
    expect((await ids('sort=-productCount'))[0]).toBe(c.id);
    // The default is newest first.
    expect(await ids('')).toEqual([c.id, a.id, b.id]);

    const bad = await list('sort=password');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('sort');
  });
});

describe('PUT /api/admin/vendors/:id/status', () => {
  it('suspends: the products leave the catalogue, the owner is notified; restoring brings them back', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    const listing = () => call(t, { method: 'GET', url: `/api/product?vendor=${vendor.slug}` });
    const detail = () => call(t, { method: 'GET', url: `/api/product/slug/${product.slug}` });
    expect((await listing()).body.docs.map((d: { _id: string }) => d._id)).toEqual([product.id]);
    expect((await detail()).status).toBe(200);

    const res = await setStatus(vendor.id, { status: 'suspended', reason: 'Counterfeit goods reported' });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({ _id: vendor.id, status: 'suspended', productCount: 1 });
    const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(stored?.status).toBe('suspended');

    expect((await listing()).body.docs).toEqual([]);
    expect((await detail()).status).toBe(404);

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
    expect(note).toMatchObject({ metaData: { route: '/vendor' } });
    expect(note?.message).toContain('Counterfeit goods reported');

    expect((await setStatus(vendor.id, { status: 'suspended' })).status).toBe(409);

    const restored = await setStatus(vendor.id, { status: 'active' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.status).toBe('active');
    expect((await listing()).body.docs.map((d: { _id: string }) => d._id)).toEqual([product.id]);
    expect((await detail()).status).toBe(200);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
    expect(notes).toHaveLength(2);
  });

  it('answers 404 for an unknown vendor and 400 for a bad status', async () => {
    const missing = await setStatus('0197aaaa-0000-7000-8000-000000000000', { status: 'suspended' });
    expect(missing.status).toBe(404);
    const vendor = await createVendor(t);
    const bad = await setStatus(vendor.id, { status: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('status');
  });
});
