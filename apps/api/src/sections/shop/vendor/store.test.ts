import { productPageTag, storePageTag } from '@bazaar/shared/page-cache';
import { arrayOverlaps, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { reviews } from '../../../db/schema/orders.ts';
import { pagePurges } from '../../../db/schema/page-purges.ts';
import { addresses, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import { createVendorWithToken } from '../order/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';
import { createOrder } from '../review/test-factories.ts';

let t: TestApp;
let admin: TestUser;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
  categoryId = (await createCategory(t)).id;
});
afterAll(async () => {
  await t.close();
});

const getStore = (slug: string) => call(t, { method: 'GET', url: `/api/store/${slug}` });

async function purgesWith(tag: string) {
  return t.db
    .select()
    .from(pagePurges)
    .where(arrayOverlaps(pagePurges.tags, [tag]));
}

describe('GET /api/store/:slug', () => {
  it('shows an active store to anyone: profile, place, visible products, rating and newest reviews', async () => {
    const vendor = await createVendor(t, { storeName: 'Patan Handlooms' });
    const other = await createVendor(t);
    const buyer = await createUser(t);
    await t.db.update(users).set({ fullName: 'Sita Sharma' }).where(eq(users.id, buyer.row.id));
    const state = newId();
    const district = newId();
    const municipality = newId();
    // A whole branch of the tree: a district at the root would show among the states other suites list.
    await t.db.insert(addresses).values([
      { id: state, name: `Bagmati ${newId().slice(0, 8)}`, level: 0, parentId: null },
      { id: district, name: 'Lalitpur', level: 1, parentId: state },
      { id: municipality, name: 'Godawari', level: 2, parentId: district },
    ]);
    await t.db
      .update(vendors)
      .set({ addressId: municipality, description: 'Handwoven in Patan.' })
      .where(eq(vendors.id, vendor.id));
    const shawl = await createProduct(t, { vendorId: vendor.id, categoryId, name: 'Dhaka shawl' });
    const topi = await createProduct(t, { vendorId: vendor.id, categoryId, name: 'Dhaka topi' });
    await createProduct(t, { vendorId: vendor.id, categoryId, status: 'draft' });
    const foreign = await createProduct(t, { vendorId: other.id, categoryId });
    const order = await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: shawl }, { product: topi }, { product: shawl }],
    });
    const foreignOrder = await createOrder(t, {
      userId: buyer.row.id,
      vendorId: other.id,
      lines: [{ product: foreign }],
    });
    await t.db.insert(reviews).values([
      ...[5, 4, 1].map((rating, i) => ({
        id: newId(),
        productId: order.items[i]!.productId,
        orderItemId: order.items[i]!.id,
        userId: buyer.row.id,
        vendorId: vendor.id,
        rating,
        comment: `Review ${rating}`,
        isHidden: rating === 1,
        createdAt: new Date(Date.now() - (5 - rating) * 60_000),
      })),
      {
        id: newId(),
        productId: foreign.id,
        orderItemId: foreignOrder.items[0]!.id,
        userId: buyer.row.id,
        vendorId: other.id,
        rating: 2,
      },
    ]);

    const res = await getStore(vendor.slug);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: vendor.id,
      storeName: 'Patan Handlooms',
      slug: vendor.slug,
      description: 'Handwoven in Patan.',
      logo: 'http://localhost:4000/uploads/products/logo.webp',
      banner: null,
      location: 'Godawari, Lalitpur',
      createdAt: vendor.createdAt.toISOString(),
      productsCount: 2,
      rating: { average: 4.5, count: 2, breakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
    });
    // Newest first, the hidden one and the other store's left out; the author is "first name + initial".
    expect(res.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 4]);
    expect(res.body.reviews[0]).toMatchObject({
      author: 'Sita S.',
      comment: 'Review 5',
      product: { _id: shawl.id, name: 'Dhaka shawl', slug: shawl.slug },
    });
  });

  it('answers 404 for a suspended store and for a slug no store has', async () => {
    const suspended = await createVendor(t, { status: 'suspended' });
    expect((await getStore(suspended.slug)).status).toBe(404);
    expect((await getStore('no-such-store')).status).toBe(404);
  });
});

describe("the store's cached page is purged by the writes that change it", () => {
  it('a profile edit purges the store page and every product page', async () => {
    const { vendor, token } = await createVendorWithToken(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/vendor/profile',
      token,
      payload: { storeName: `Renamed ${vendor.slug}`, description: 'New words' },
    });
    expect(res.status).toBe(200);
    expect(await purgesWith(storePageTag(vendor.slug))).toHaveLength(1);
  });

  it('suspending and restoring a store purge its page each time', async () => {
    const vendor = await createVendor(t);
    const setStatus = (payload: object) =>
      call(t, { method: 'PUT', url: `/api/admin/vendors/${vendor.id}/status`, token: admin.token, payload });
    expect((await setStatus({ status: 'suspended', reason: 'Counterfeit goods reported' })).status).toBe(200);
    expect((await getStore(vendor.slug)).status).toBe(404);
    expect((await setStatus({ status: 'active' })).status).toBe(200);
    expect((await getStore(vendor.slug)).status).toBe(200);
    expect(await purgesWith(storePageTag(vendor.slug))).toHaveLength(2);
  });

  it("a vendor's reply to a review purges the product's page and the store's page", async () => {
    const { vendor, token } = await createVendorWithToken(t);
    const buyer = await createUser(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const order = await createOrder(t, { userId: buyer.row.id, vendorId: vendor.id, lines: [{ product }] });
    const reviewId = newId();
    await t.db.insert(reviews).values({
      id: reviewId,
      productId: product.id,
      orderItemId: order.items[0]!.id,
      userId: buyer.row.id,
      vendorId: vendor.id,
      rating: 4,
    });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/vendor/reviews/${reviewId}/reply`,
      token,
      payload: { reply: 'Thank you!' },
    });
    expect(res.status).toBe(200);
    const [purge] = await purgesWith(storePageTag(vendor.slug));
    expect(purge?.tags).toEqual(
      expect.arrayContaining([productPageTag(product.slug), storePageTag(vendor.slug)]),
    );
  });
});
