import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  signTestToken,
  type TestApp,
  type TestUser,
} from '../../../../test/helper.ts';
import { storeTestImage } from '../../../../test/uploads.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { reviews } from '../../../db/schema/orders.ts';
import { type ProductRow, products, type VendorRow } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';
import { createOrder } from './test-factories.ts';

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

/** A store with its owner's token. */
async function vendorWithToken(): Promise<{ vendor: VendorRow; token: string }> {
  const vendor = await createVendor(t);
  return { vendor, token: await signTestToken(t, vendor.userId) };
}

/** A buyer with one delivered order of `product` (one item per product given). */
async function buyerWithDelivered(vendor: VendorRow, ...items: ProductRow[]) {
  const buyer = await createUser(t);
  const { order, items: rows } = await createOrder(t, {
    userId: buyer.row.id,
    vendorId: vendor.id,
    lines: items.map((product) => ({ product })),
  });
  return { buyer, order, items: rows };
}

const postReview = (token: string, payload: object) =>
  call(t, { method: 'POST', url: '/api/order/user/reviews', token, payload });

const productRating = async (id: string) => {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return {
    ratingAvg: Number(row?.ratingAvg),
    ratingCount: row?.ratingCount,
    breakdown: [row?.rating1, row?.rating2, row?.rating3, row?.rating4, row?.rating5],
  };
};

const reviewCount = async (orderItemId: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.orderItemId, orderItemId))).length;

describe('POST /api/order/user/reviews', () => {
  it('publishes a review, recounts the product rating and tells the vendor', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const first = await buyerWithDelivered(vendor, product);
    const second = await buyerWithDelivered(vendor, product);

    await storeTestImage(t, 'reviews/a.webp');
    await storeTestImage(t, 'reviews/b.webp');
    const res = await postReview(first.buyer.token, {
      orderItemId: first.items[0]!.id,
      rating: 5,
      comment: '  Great quality, fast delivery.  ',
      images: ['reviews/a.webp', 'http://localhost:4000/uploads/reviews/b.webp'],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({
      rating: 5,
      comment: 'Great quality, fast delivery.',
      images: [
        'http://localhost:4000/uploads/reviews/a.webp',
        'http://localhost:4000/uploads/reviews/b.webp',
      ],
      reply: null,
      isHidden: false,
      orderNumber: first.order.orderNumber,
      product: { _id: product.id, name: product.name, slug: product.slug },
    });
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, res.body.data._id));
    expect(stored).toMatchObject({ images: ['reviews/a.webp', 'reviews/b.webp'], vendorId: vendor.id });
    expect(await productRating(product.id)).toEqual({
      ratingAvg: 5,
      ratingCount: 1,
      breakdown: [0, 0, 0, 0, 1],
    });

    expect(
      (await postReview(second.buyer.token, { orderItemId: second.items[0]!.id, rating: 2 })).status,
    ).toBe(201);
    expect(await productRating(product.id)).toEqual({
      ratingAvg: 3.5,
      ratingCount: 2,
      breakdown: [0, 1, 0, 0, 1],
    });

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, vendor.userId));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ notificationType: 'shop', metaData: { route: '/vendor/shop/reviews' } });
    expect(notes.map((n) => n.message).join(' ')).toContain(product.name);
  });

  it('allows one review per order item (second → 409, nothing added)', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { buyer, items } = await buyerWithDelivered(vendor, product);
    expect((await postReview(buyer.token, { orderItemId: items[0]!.id, rating: 4 })).status).toBe(201);
    const again = await postReview(buyer.token, { orderItemId: items[0]!.id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect(await reviewCount(items[0]!.id)).toBe(1);
    expect(await productRating(product.id)).toMatchObject({ ratingAvg: 4, ratingCount: 1 });
  });

  it("answers 404 for another buyer's item and for an unknown item", async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { items } = await buyerWithDelivered(vendor, product);
    const stranger = await createUser(t);
    const res = await postReview(stranger.token, { orderItemId: items[0]!.id, rating: 5 });
    expect(res.status).toBe(404);
    expect(await reviewCount(items[0]!.id)).toBe(0);
    const unknown = await postReview(stranger.token, {
      orderItemId: '0197aaaa-0000-7000-8000-000000000000',
      rating: 5,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 422 until the order is delivered', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const buyer = await createUser(t);
    for (const status of ['Pending', 'Shipped', 'Cancelled', 'Returned'] as const) {
      const { items } = await createOrder(t, {
        userId: buyer.row.id,
        vendorId: vendor.id,
        lines: [{ product }],
        status,
      });
      const res = await postReview(buyer.token, { orderItemId: items[0]!.id, rating: 5 });
      expect({ status, code: res.status }).toEqual({ status, code: 422 });
      expect(res.body.code).toBe('BUSINESS_RULE');
      expect(await reviewCount(items[0]!.id)).toBe(0);
    }
  });

  it('answers 400 naming the field for a bad rating, comment or images; nothing changes', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { buyer, items } = await buyerWithDelivered(vendor, product);
    const orderItemId = items[0]!.id;
    for (const rating of [0, 6, -1, 4.5, '5', null]) {
      const res = await postReview(buyer.token, { orderItemId, rating });
      expect({ rating, status: res.status }).toEqual({ rating, status: 400 });
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['rating']);
    }
    const missing = await postReview(buyer.token, { orderItemId });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('rating');
    const longComment = await postReview(buyer.token, { orderItemId, rating: 5, comment: 'x'.repeat(2001) });
    expect(longComment.body.errors[0].path).toBe('comment');
    const tooMany = await postReview(buyer.token, {
      orderItemId,
      rating: 5,
      images: ['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp'],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].path).toBe('images');
    const foreign = await postReview(buyer.token, {
      orderItemId,
      rating: 5,
      images: ['https://evil.example/x.png'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].path).toBe('images.0');
    const badItem = await postReview(buyer.token, { orderItemId: 'nope', rating: 5 });
    expect(badItem.body.errors[0].path).toBe('orderItemId');
    expect(await reviewCount(orderItemId)).toBe(0);
    expect(await productRating(product.id)).toMatchObject({ ratingCount: 0 });
  });

  it('keeps one review when the same item is posted in parallel, and counts parallel reviews of one product', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { buyer, items } = await buyerWithDelivered(vendor, product);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => postReview(buyer.token, { orderItemId: items[0]!.id, rating: 3 })),
    );
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await reviewCount(items[0]!.id)).toBe(1);

    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWithDelivered(vendor, product)));
    const results = await Promise.all(
      buyers.map((b, i) => postReview(b.buyer.token, { orderItemId: b.items[0]!.id, rating: (i % 5) + 1 })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    // 3 + ratings 1,2,3,4,5,1 → 19 / 7
    expect(await productRating(product.id)).toEqual({
      ratingAvg: 2.71,
      ratingCount: 7,
      breakdown: [2, 1, 2, 1, 1],
    });
  });
});

describe('buyer lists', () => {
  it('lists delivered items waiting for a review, and my reviews with the vendor reply', async () => {
    const { vendor, token: vendorToken } = await vendorWithToken();
    const a = await createProduct(t, { vendorId: vendor.id, categoryId });
    const b = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { buyer, order, items } = await buyerWithDelivered(vendor, a, b);
    // Not delivered yet, and someone else's delivered item: neither is waiting for this buyer.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: a }],
      status: 'Shipped',
    });
    await buyerWithDelivered(vendor, a);

    const pending = await call(t, {
      method: 'GET',
      url: '/api/order/user/reviews/pending',
      token: buyer.token,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.pagination).toMatchObject({ total: 2, page: 1 });
    expect(pending.body.docs.map((d: { orderItemId: string }) => d.orderItemId).sort()).toEqual(
      items.map((i) => i.id).sort(),
    );
    expect(pending.body.docs.find((d: { productId: string }) => d.productId === a.id)).toMatchObject({
      orderNumber: order.orderNumber,
      productName: a.name,
      productSlug: a.slug,
      image: 'http://localhost:4000/uploads/products/test-1.webp',
      deliveredAt: expect.any(String),
    });

    const created = await postReview(buyer.token, { orderItemId: items[0]!.id, rating: 4, comment: 'Good' });
    const after = await call(t, {
      method: 'GET',
      url: '/api/order/user/reviews/pending',
      token: buyer.token,
    });
    expect(after.body.docs.map((d: { orderItemId: string }) => d.orderItemId)).toEqual([items[1]!.id]);

    await call(t, {
      method: 'PUT',
      url: `/api/vendor/reviews/${created.body.data._id}/reply`,
      token: vendorToken,
      payload: { reply: 'Thank you for shopping with us!' },
    });
    const mine = await call(t, { method: 'GET', url: '/api/order/user/reviews', token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.pagination.total).toBe(1);
    expect(mine.body.docs[0]).toMatchObject({
      rating: 4,
      comment: 'Good',
      reply: 'Thank you for shopping with us!',
      repliedAt: expect.any(String),
      product: { _id: a.id },
    });
    const other = await createUser(t);
    const empty = await call(t, { method: 'GET', url: '/api/order/user/reviews', token: other.token });
    expect(empty.body.docs).toEqual([]);
  });
});

describe('GET /api/product/:id/reviews', () => {
  it('lists visible reviews with author initial, summary, rating filter, sorts and pages', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const ratings = [5, 3, 5, 1];
    const ids: string[] = [];
    for (const rating of ratings) {
      const { buyer, items } = await buyerWithDelivered(vendor, product);
      ids.push((await postReview(buyer.token, { orderItemId: items[0]!.id, rating })).body.data._id);
    }
    const url = `/api/product/${product.id}/reviews`;
    const all = await call(t, { method: 'GET', url });
    expect(all.status).toBe(200);
    expect(all.body.summary).toEqual({ average: 3.5, count: 4, breakdown: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 } });
    expect(all.body.docs.map((d: { _id: string }) => d._id)).toEqual([...ids].reverse());
    expect(all.body.docs[0]).toEqual({
      _id: ids[3],
      rating: 1,
      comment: '',
      images: [],
      author: 'Test P.',
      createdAt: expect.any(String),
      reply: null,
      repliedAt: null,
    });
    const fives = await call(t, { method: 'GET', url: `${url}?rating=5` });
    expect(fives.body.docs.map((d: { rating: number }) => d.rating)).toEqual([5, 5]);
    expect(fives.body.pagination.total).toBe(2);
    const lowest = await call(t, { method: 'GET', url: `${url}?sort=lowest` });
    expect(lowest.body.docs.map((d: { rating: number }) => d.rating)).toEqual([1, 3, 5, 5]);
    const highest = await call(t, { method: 'GET', url: `${url}?sort=highest&limit=2&page=2` });
    expect(highest.body.docs.map((d: { rating: number }) => d.rating)).toEqual([3, 1]);
    expect(highest.body.pagination).toMatchObject({ page: 2, totalPages: 2, prevPage: 1, nextPage: null });

    expect((await call(t, { method: 'GET', url: `${url}?rating=7` })).body.errors[0].path).toBe('rating');
    expect((await call(t, { method: 'GET', url: `${url}?sort=best` })).status).toBe(400);
    const unknown = await call(t, {
      method: 'GET',
      url: '/api/product/0197aaaa-0000-7000-8000-000000000000/reviews',
    });
    expect(unknown.status).toBe(404);
    const draft = await createProduct(t, { vendorId: vendor.id, categoryId, status: 'draft' });
    expect((await call(t, { method: 'GET', url: `/api/product/${draft.id}/reviews` })).status).toBe(404);
  });
});

describe('vendor reviews', () => {
  it("lists only the vendor's own reviews, with replied/unreplied and rating filters", async () => {
    const { vendor, token } = await vendorWithToken();
    const other = await vendorWithToken();
    const mine = await createProduct(t, { vendorId: vendor.id, categoryId });
    const theirs = await createProduct(t, { vendorId: other.vendor.id, categoryId });
    const r1 = await buyerWithDelivered(vendor, mine);
    const r2 = await buyerWithDelivered(vendor, mine);
    const r3 = await buyerWithDelivered(other.vendor, theirs);
    const id1 = (await postReview(r1.buyer.token, { orderItemId: r1.items[0]!.id, rating: 5 })).body.data._id;
    const id2 = (await postReview(r2.buyer.token, { orderItemId: r2.items[0]!.id, rating: 2 })).body.data._id;
    await postReview(r3.buyer.token, { orderItemId: r3.items[0]!.id, rating: 4 });
    await call(t, {
      method: 'PUT',
      url: `/api/vendor/reviews/${id1}/reply`,
      token,
      payload: { reply: 'Thanks!' },
    });

    const list = (q = '') => call(t, { method: 'GET', url: `/api/vendor/reviews?${q}`, token });
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.docs.map((d: { _id: string }) => d._id)).toEqual([id2, id1]);
    expect(all.body.docs[1]).toMatchObject({
      author: 'Test P.',
      orderNumber: r1.order.orderNumber,
      product: { _id: mine.id, name: mine.name },
      reply: 'Thanks!',
      isHidden: false,
    });
    expect((await list('status=replied')).body.docs.map((d: { _id: string }) => d._id)).toEqual([id1]);
    expect((await list('status=unreplied')).body.docs.map((d: { _id: string }) => d._id)).toEqual([id2]);
    expect((await list('rating=2')).body.docs.map((d: { _id: string }) => d._id)).toEqual([id2]);
    expect((await list('status=maybe')).status).toBe(400);
  });

  it('replies once to its own review, notifies the buyer; another vendor gets 404', async () => {
    const { vendor, token } = await vendorWithToken();
    const other = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const { buyer, items } = await buyerWithDelivered(vendor, product);
    const id = (await postReview(buyer.token, { orderItemId: items[0]!.id, rating: 3 })).body.data._id;
    const reply = (tok: string, payload: object) =>
      call(t, { method: 'PUT', url: `/api/vendor/reviews/${id}/reply`, token: tok, payload });

    const stranger = await reply(other.token, { reply: 'Not my product' });
    expect(stranger.status).toBe(404);
    const blank = await reply(token, { reply: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('reply');
    const [untouched] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(untouched?.reply).toBeNull();

    const ok = await reply(token, { reply: '  Sorry about the delay, we are faster now.  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ _id: id, reply: 'Sorry about the delay, we are faster now.' });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.row.id));
    expect(note).toMatchObject({ notificationType: 'shop', metaData: { route: '/user/shop/reviews' } });
    expect(note?.message).toContain(vendor.storeName);

    const twice = await reply(token, { reply: 'Changed my mind' });
    expect(twice.status).toBe(409);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored?.reply).toBe('Sorry about the delay, we are faster now.');
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.row.id))).length,
    ).toBe(1);

    // Parallel replies to one review: exactly one wins.
    const b = await buyerWithDelivered(vendor, product);
    const rid = (await postReview(b.buyer.token, { orderItemId: b.items[0]!.id, rating: 5 })).body.data._id;
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call(t, {
          method: 'PUT',
          url: `/api/vendor/reviews/${rid}/reply`,
          token,
          payload: { reply: `Reply ${n}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);

    const missing = await call(t, {
      method: 'PUT',
      url: '/api/vendor/reviews/0197aaaa-0000-7000-8000-000000000000/reply',
      token,
      payload: { reply: 'Hello' },
    });
    expect(missing.status).toBe(404);
  });

  it('answers 404 to a Vendor-role account without a store', async () => {
    const storeless = await createUser(t, { roles: ['User', 'Vendor'] });
    const res = await call(t, { method: 'GET', url: '/api/vendor/reviews', token: storeless.token });
    expect(res.status).toBe(404);
  });
});

describe('admin reviews', () => {
  it('searches, filters and sorts every review', async () => {
    const { vendor } = await vendorWithToken();
    const tag = newId().slice(-8);
    const product = await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      name: `Zebra Striped Mug ${tag}`,
    });
    const ids: string[] = [];
    for (const rating of [2, 5]) {
      const { buyer, items } = await buyerWithDelivered(vendor, product);
      ids.push((await postReview(buyer.token, { orderItemId: items[0]!.id, rating })).body.data._id);
    }
    const list = (q: string) =>
      call(t, { method: 'GET', url: `/api/admin/reviews?${q}`, token: admin.token });
    const found = await list(`search=zebra striped mug ${tag}`);
    expect(found.status).toBe(200);
    expect(found.body.pagination.total).toBe(2);
    expect(found.body.docs[0]).toMatchObject({
      _id: ids[1],
      product: { _id: product.id, name: product.name },
      user: { fullName: 'Test Person', email: expect.stringContaining('@') },
      vendor: { _id: vendor.id, storeName: vendor.storeName },
      isHidden: false,
    });
    expect(
      (await list(`search=${tag}&sort=rating`)).body.docs.map((d: { rating: number }) => d.rating),
    ).toEqual([2, 5]);
    expect((await list(`search=${tag}&sort=createdAt`)).body.docs.map((d: { _id: string }) => d._id)).toEqual(
      ids,
    );
    expect((await list(`search=${tag}&rating=5`)).body.docs.map((d: { _id: string }) => d._id)).toEqual([
      ids[1],
    ]);
    expect(
      (await list(`search=${tag}&sort=-rating`)).body.docs.map((d: { rating: number }) => d.rating),
    ).toEqual([5, 2]);
    expect((await list('sort=stars')).body.errors[0].path).toBe('sort');
    expect((await list(`search=${tag}&hidden=true`)).body.docs).toEqual([]);
    const byEmail = await list(`search=${found.body.docs[0].user.email}`);
    expect(byEmail.body.docs.map((d: { _id: string }) => d._id)).toEqual([ids[1]]);
  });

  it('hides and unhides: the review leaves the product page and the rating, then comes back', async () => {
    const { vendor } = await vendorWithToken();
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const ids: string[] = [];
    for (const rating of [1, 5]) {
      const { buyer, items } = await buyerWithDelivered(vendor, product);
      ids.push((await postReview(buyer.token, { orderItemId: items[0]!.id, rating })).body.data._id);
    }
    const visibility = (id: string, payload: object) =>
      call(t, { method: 'PUT', url: `/api/admin/reviews/${id}/visibility`, token: admin.token, payload });
    const page = () => call(t, { method: 'GET', url: `/api/product/${product.id}/reviews` });
    expect(await productRating(product.id)).toMatchObject({ ratingAvg: 3, ratingCount: 2 });

    const hidden = await visibility(ids[0]!, { isHidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ _id: ids[0], isHidden: true });
    expect(await productRating(product.id)).toEqual({
      ratingAvg: 5,
      ratingCount: 1,
      breakdown: [0, 0, 0, 0, 1],
    });
    const shown = await page();
    expect(shown.body.docs.map((d: { _id: string }) => d._id)).toEqual([ids[1]]);
    expect(shown.body.summary).toMatchObject({ average: 5, count: 1 });
    const detail = await call(t, { method: 'GET', url: `/api/product/slug/${product.slug}` });
    expect(detail.body).toMatchObject({ rating: 5, ratingCount: 1 });
    const onlyHidden = await call(t, {
      method: 'GET',
      url: '/api/admin/reviews?hidden=true',
      token: admin.token,
    });
    expect(onlyHidden.body.docs.map((d: { _id: string }) => d._id)).toContain(ids[0]);

    expect((await visibility(ids[0]!, { isHidden: true })).status).toBe(409);
    expect((await visibility(ids[0]!, { isHidden: 'yes' })).body.errors[0].path).toBe('isHidden');

    const back = await visibility(ids[0]!, { isHidden: false });
    expect(back.status).toBe(200);
    expect(await productRating(product.id)).toMatchObject({ ratingAvg: 3, ratingCount: 2 });
    expect((await page()).body.docs).toHaveLength(2);

    const missing = await visibility('0197aaaa-0000-7000-8000-000000000000', { isHidden: true });
    expect(missing.status).toBe(404);
  });
});
