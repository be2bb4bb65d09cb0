import { readTaskPrefill } from '@bazaar/shared/cross-sell';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { crossSellLinks } from '../../db/schema/cross-sell.ts';
import { orders } from '../../db/schema/orders.ts';
import { createEmployer, createJobCategory, jobBody, postJob } from '../../sections/job/test-factories.ts';
import { createPlaces, dayFromToday, postListing, rentBody } from '../../sections/rent/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';
import { createOrder } from '../../sections/shop/review/test-factories.ts';
import { createTaskCategory, postTask, taskBody } from '../../sections/task/test-factories.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
  buyer = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const link = (payload: Record<string, unknown>, token = admin.token) =>
  call(t, { method: 'PUT', url: '/api/admin/cross-sell/links', token, payload });
const offerOf = (from: string, id: string) =>
  call(t, { method: 'GET', url: `/api/cross-sell/offer/${from}/${id}` });
const prefillOf = (href: string) => readTaskPrefill(new URL(href, 'http://x').searchParams);

/** A furniture category with a sub-category, a product in the sub-category, and a task category. */
async function furniture() {
  const vendor = await createVendor(t);
  const parent = await createCategory(t, { name: 'Furniture' });
  const child = await createCategory(t, { name: 'Wardrobes', parentId: parent.id });
  const product = await createProduct(t, {
    vendorId: vendor.id,
    categoryId: child.id,
    name: 'Two-door wardrobe',
  });
  const handyman = await createTaskCategory(t);
  return { vendor, parent, child, product, handyman };
}

describe('links (admins)', () => {
  it('a product offers the task of its nearest linked category, worded for its purpose', async () => {
    const f = await furniture();
    expect((await offerOf('shop', f.product.id)).body.data).toBeNull();

    const res = await link({
      from: 'shop',
      fromKey: f.parent.id,
      purpose: 'assemble',
      taskCategoryId: f.handyman.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fromLabel: 'Furniture', taskCategory: { name: f.handyman.name } });

    const offer = (await offerOf('shop', f.product.id)).body.data;
    expect(offer).toMatchObject({ purpose: 'assemble', name: 'Two-door wardrobe' });
    expect(prefillOf(offer.href)).toEqual({
      from: 'shop',
      categoryId: f.handyman.id,
      title: 'Assemble Two-door wardrobe',
      description: expect.stringContaining('assemble Two-door wardrobe'),
      place: [],
      date: null,
    });

    // The sub-category's own link is nearer than its parent's.
    const installer = await createTaskCategory(t);
    await link({ from: 'shop', fromKey: f.child.id, purpose: 'install', taskCategoryId: installer.id });
    expect((await offerOf('shop', f.product.id)).body.data).toMatchObject({
      purpose: 'install',
      taskCategory: { _id: installer.id },
    });
  });

  it('one link per key: linking it again replaces it; removing it ends the offer', async () => {
    const f = await furniture();
    const first = await link({
      from: 'shop',
      fromKey: f.child.id,
      purpose: 'assemble',
      taskCategoryId: f.handyman.id,
    });
    const other = await createTaskCategory(t);
    const second = await link({
      from: 'shop',
      fromKey: f.child.id,
      purpose: 'install',
      taskCategoryId: other.id,
    });
    expect(second.body.data._id).toBe(first.body.data._id);
    const rows = await t.db.select().from(crossSellLinks).where(eq(crossSellLinks.fromKey, f.child.id));
    expect(rows.map((r) => [r.purpose, r.taskCategoryId])).toEqual([['install', other.id]]);

    const list = await call(t, { method: 'GET', url: '/api/admin/cross-sell', token: admin.token });
    expect(list.body.data.links).toContainEqual(
      expect.objectContaining({
        _id: first.body.data._id,
        fromLabel: 'Furniture › Wardrobes',
        purpose: 'install',
      }),
    );
    expect(list.body.data.sources.map((s: { from: string }) => s.from)).toEqual(['shop', 'rent']);

    const del = await call(t, {
      method: 'DELETE',
      url: `/api/admin/cross-sell/links/${first.body.data._id}`,
      token: admin.token,
    });
    expect(del.status).toBe(200);
    expect((await offerOf('shop', f.product.id)).body.data).toBeNull();
    const again = await call(t, {
      method: 'DELETE',
      url: `/api/admin/cross-sell/links/${first.body.data._id}`,
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });

  it('refuses an unknown key or a category that is not an active task category, naming the field', async () => {
    const f = await furniture();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(crossSellLinks);
    const badKey = await link({
      from: 'rent',
      fromKey: 'castle',
      purpose: 'move',
      taskCategoryId: f.handyman.id,
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors).toEqual([expect.objectContaining({ path: 'fromKey' })]);
    const shopCategory = await link({
      from: 'shop',
      fromKey: f.child.id,
      purpose: 'assemble',
      taskCategoryId: f.parent.id,
    });
    expect(shopCategory.status).toBe(400);
    expect(shopCategory.body.errors).toEqual([expect.objectContaining({ path: 'taskCategoryId' })]);
    const badPurpose = await link({
      from: 'shop',
      fromKey: f.child.id,
      purpose: 'polish',
      taskCategoryId: f.handyman.id,
    });
    expect(badPurpose.status).toBe(400);
    expect(badPurpose.body.errors[0].path).toBe('purpose');
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(crossSellLinks)).toEqual(before);
  });

  it('only admins may link', async () => {
    const f = await furniture();
    const res = await link(
      { from: 'shop', fromKey: f.child.id, purpose: 'assemble', taskCategoryId: f.handyman.id },
      buyer.token,
    );
    expect(res.status).toBe(403);
    expect(await t.db.select().from(crossSellLinks).where(eq(crossSellLinks.fromKey, f.child.id))).toEqual(
      [],
    );
  });

  it('a product nobody may see has no offer (404)', async () => {
    const f = await furniture();
    const hidden = await createProduct(t, { vendorId: f.vendor.id, categoryId: f.child.id, isHidden: true });
    expect((await offerOf('shop', hidden.id)).status).toBe(404);
  });
});

describe('a rental offers movers', () => {
  it('for its place, on the day it is free from', async () => {
    const places = await createPlaces(t);
    const movers = await createTaskCategory(t);
    await link({ from: 'rent', fromKey: 'house', purpose: 'move', taskCategoryId: movers.id });
    const owner = await createUser(t);
    const house = await postListing(
      t,
      owner,
      rentBody(places.town, {
        type: 'house',
        title: 'Family house with a garden',
        availableFrom: dayFromToday(10),
      }),
    );
    const offer = (await offerOf('rent', house)).body.data;
    expect(offer).toMatchObject({ purpose: 'move', name: 'Family house with a garden' });
    expect(prefillOf(offer.href)).toMatchObject({
      from: 'rent',
      categoryId: movers.id,
      title: 'Help moving into Family house with a garden',
      place: [places.state, places.district, places.town],
      date: dayFromToday(10),
    });
    // A room is not linked.
    const room = await postListing(t, owner, rentBody(places.town, { type: 'room' }));
    expect((await offerOf('rent', room)).body.data).toBeNull();
  });
});

describe('a delivered order offers the task for its products', () => {
  it('at the delivery address, after delivery; only to its buyer; nothing before delivery', async () => {
    const f = await furniture();
    await link({ from: 'shop', fromKey: f.parent.id, purpose: 'assemble', taskCategoryId: f.handyman.id });
    const places = await createPlaces(t);
    const { order } = await createOrder(t, {
      userId: buyer.row.id,
      vendorId: f.vendor.id,
      lines: [{ product: f.product }],
    });
    await t.db
      .update(orders)
      .set({
        shippingAddress: { ...order.shippingAddress, addressId: places.village },
        deliveredAt: new Date(),
      })
      .where(eq(orders.id, order.id));

    const res = await call(t, {
      method: 'GET',
      url: `/api/cross-sell/orders/${order.id}`,
      token: buyer.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(prefillOf(res.body.data[0].href)).toMatchObject({
      title: 'Assemble Two-door wardrobe',
      place: [places.state, places.district, places.village],
      date: dayFromToday(1),
    });

    const stranger = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/cross-sell/orders/${order.id}`, token: stranger.token }))
        .status,
    ).toBe(404);

    await t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.id));
    expect(
      (await call(t, { method: 'GET', url: `/api/cross-sell/orders/${order.id}`, token: buyer.token })).body
        .data,
    ).toEqual([]);
  });
});

describe('a job shows rentals near it', () => {
  it('the newest places to live in its district', async () => {
    const places = await createPlaces(t);
    const employer = await createEmployer(t);
    const category = await createJobCategory(t);
    const jobId = await postJob(t, employer.token, jobBody(category.id, places.town));
    const owner = await createUser(t);
    const near = await postListing(
      t,
      owner,
      rentBody(places.village, { title: 'Room by the job, in the next village' }),
    );
    const elsewhere = await createPlaces(t);
    await postListing(t, owner, rentBody(elsewhere.town, { title: 'A room far away from the job' }));
    await postListing(
      t,
      owner,
      rentBody(places.town, { type: 'vehicle', title: 'A van by the job, not a home' }),
    );

    const res = await call(t, { method: 'GET', url: `/api/cross-sell/rentals-near-job/${jobId}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.district).toBe(`District ${places.suffix}`);
    expect(res.body.data.rentals.map((r: { _id: string }) => r._id)).toEqual([near]);
    expect(res.body.data.rentals[0]).toMatchObject({
      path: `/rent/${near}`,
      title: 'Room by the job, in the next village',
    });
  });
});

describe('counts on the admin dashboard', () => {
  const figures = async () =>
    (await call(t, { method: 'GET', url: '/api/admin/dashboard?days=7', token: admin.token })).body.crossSell;

  it('shown and started from the pages, posted when a task comes from an offer', async () => {
    const before = await figures();
    for (const step of ['shown', 'shown', 'started']) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/cross-sell/events',
        payload: { from: 'rent', step },
      });
      expect(res.status).toBe(200);
    }
    const bad = await call(t, {
      method: 'POST',
      url: '/api/cross-sell/events',
      payload: { from: 'rent', step: 'posted' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('step');

    const places = await createPlaces(t);
    const category = await createTaskCategory(t);
    await postTask(t, buyer, { ...taskBody(category.id, places.town), referral: 'rent' });
    await postTask(t, buyer, taskBody(category.id, places.town));

    const after = await figures();
    expect(after.rent).toEqual({
      shown: before.rent.shown + 2,
      started: before.rent.started + 1,
      posted: before.rent.posted + 1,
    });
    expect(after.shop).toEqual(before.shop);
  });
});
