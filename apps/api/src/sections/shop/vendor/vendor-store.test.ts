import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, signTestToken, type TestApp } from '../../../../test/helper.ts';
import { storeTestImage } from '../../../../test/uploads.ts';
import { reviews, vendorLedger } from '../../../db/schema/orders.ts';
import { addresses, type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';
import { createOrder } from '../review/test-factories.ts';
import { lastDays } from './service.ts';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t)).id;
});
afterAll(async () => {
  await t.close();
});

async function vendorWithToken(
  opts: { storeName?: string } = {},
): Promise<{ vendor: VendorRow; token: string }> {
  const vendor = await createVendor(t, opts);
  return { vendor, token: await signTestToken(t, vendor.userId) };
}

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/vendor/dashboard', () => {
  it("adds up the vendor's own orders, products, rating, balance, chart and top products only", async () => {
    const { vendor, token } = await vendorWithToken();
    const other = await vendorWithToken();
    const buyer = await createUser(t);
    // Products: stock 50 / 3 (low) / variants 2+1 (low) / draft / archived (not counted).
    const best = await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      price: 100_000,
      stock: 50,
      soldCount: 40,
    });
    const low = await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      price: 20_000,
      stock: 3,
      soldCount: 5,
    });
    await createProduct(t, {
      vendorId: vendor.id,
      categoryId,
      stock: 0,
      soldCount: 9,
      variants: [
        { options: { Size: 'S' }, price: 10_000, stock: 2 },
        { options: { Size: 'M' }, price: 10_000, stock: 1 },
      ],
    });
    await createProduct(t, { vendorId: vendor.id, categoryId, status: 'draft', stock: 10, soldCount: 1 });
    await createProduct(t, { vendorId: vendor.id, categoryId, status: 'archived', stock: 0, soldCount: 99 });
    const foreign = await createProduct(t, {
      vendorId: other.vendor.id,
      categoryId,
      price: 999_900,
      soldCount: 500,
    });

    const now = Date.now();
    // Delivered today: 100,000 + 10,000 delivery = 110,000 paisa, with its ledger earning.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: best }],
      withEarning: true,
    });
    // Delivered 3 days ago: 2 × 20,000 + 10,000 = 50,000.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: low, quantity: 2 }],
      createdAt: new Date(now - 3 * DAY),
      withEarning: true,
    });
    // Pending today: 30,000 (counts in the chart's revenue, not in delivered revenue).
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: low }],
      status: 'Pending',
    });
    // Cancelled today: counted as an order placed, never as revenue.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: best }],
      status: 'Cancelled',
    });
    // Delivered 40 days ago: revenue yes, outside the 30-day chart.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: low }],
      createdAt: new Date(now - 40 * DAY),
    });
    // Another vendor's delivered order and ledger: never in this dashboard.
    await createOrder(t, {
      userId: buyer.row.id,
      vendorId: other.vendor.id,
      lines: [{ product: foreign }],
      withEarning: true,
    });
    // Ledger: earnings 110,000 − 10,000 + 50,000 − 4,000 = 146,000; payout 40,000; reversal 6,000.
    await t.db.insert(vendorLedger).values([
      { id: newId(), vendorId: vendor.id, type: 'payout', amount: 40_000, method: 'bank', reference: 'R1' },
      { id: newId(), vendorId: vendor.id, type: 'reversal', amount: 6_000 },
      { id: newId(), vendorId: other.vendor.id, type: 'payout', amount: 1_000 },
    ]);
    // Reviews: 4 and 5 visible, a hidden 1 ignored.
    const rated = await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product: best }, { product: low }, { product: best }],
      createdAt: new Date(now - 50 * DAY),
    });
    await t.db.insert(reviews).values(
      [4, 5, 1].map((rating, i) => ({
        id: newId(),
        productId: rated.items[i]!.productId,
        orderItemId: rated.items[i]!.id,
        userId: buyer.row.id,
        vendorId: vendor.id,
        rating,
        isHidden: rating === 1,
      })),
    );

    const res = await call(t, { method: 'GET', url: '/api/vendor/dashboard', token });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.store).toMatchObject({ _id: vendor.id, storeName: vendor.storeName });
    // Delivered: 110,000 + 50,000 + 30,000 (40 days ago) + the 3-line order 50 days ago (220,000 + 10,000).
    expect(body.revenue).toBe(110_000 + 50_000 + 30_000 + 230_000);
    expect(body.ordersByStatus).toEqual({
      Pending: 1,
      Confirmed: 0,
      Processing: 0,
      Shipped: 0,
      Delivered: 4,
      Cancelled: 1,
      Returned: 0,
    });
    expect(body.ordersCount).toBe(6);
    expect(body).toMatchObject({ productsCount: 4, activeProducts: 3, lowStock: 2 });
    expect(body).toMatchObject({ averageRating: 4.5, reviewsCount: 2 });
    const earnings = 110_000 - 10_000 + (50_000 - 4_000);
    expect(body.balance).toBe(earnings - 40_000 - 6_000);

    expect(body.series).toHaveLength(30);
    const days = lastDays(new Date(), 30);
    expect(body.series.map((d: { date: string }) => d.date)).toEqual(days);
    const today = body.series[29];
    expect(today).toEqual({ date: days[29], orders: 3, revenue: 110_000 + 30_000 });
    expect(body.series[26]).toEqual({ date: days[26], orders: 1, revenue: 50_000 });
    const totalOrders = body.series.reduce((s: number, d: { orders: number }) => s + d.orders, 0);
    expect(totalOrders).toBe(4);

    expect(body.topProducts.map((p: { _id: string }) => p._id).slice(0, 2)).toEqual([
      best.id,
      expect.any(String),
    ]);
    expect(body.topProducts).toHaveLength(4);
    expect(body.topProducts.map((p: { soldCount: number }) => p.soldCount)).toEqual([40, 9, 5, 1]);
    expect(body.topProducts[1]).toMatchObject({ stock: 3 });
    expect(body.topProducts.some((p: { _id: string }) => p._id === foreign.id)).toBe(false);
  });

  it('answers zeros for a new store and 404 for a Vendor account without a store', async () => {
    const { token } = await vendorWithToken();
    const res = await call(t, { method: 'GET', url: '/api/vendor/dashboard', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      revenue: 0,
      ordersCount: 0,
      productsCount: 0,
      lowStock: 0,
      averageRating: 0,
      balance: 0,
      topProducts: [],
    });
    expect(
      res.body.series.every((d: { orders: number; revenue: number }) => d.orders === 0 && d.revenue === 0),
    ).toBe(true);
    const storeless = await createUser(t, { roles: ['User', 'Vendor'] });
    expect(
      (await call(t, { method: 'GET', url: '/api/vendor/dashboard', token: storeless.token })).status,
    ).toBe(404);
  });
});

describe('/api/vendor/profile', () => {
  async function addressChain() {
    const ids = { state: newId(), district: newId(), municipality: newId(), area: newId() };
    const tag = ids.state.slice(-6);
    await t.db.insert(addresses).values([
      { id: ids.state, name: `State ${tag}`, level: 0, parentId: null },
      { id: ids.district, name: `District ${tag}`, level: 1, parentId: ids.state },
      { id: ids.municipality, name: `Municipality ${tag}`, level: 2, parentId: ids.district },
      { id: ids.area, name: `Area ${tag}`, level: 3, parentId: ids.municipality },
    ]);
    return ids;
  }

  it('reads and saves the store profile; the slug stays', async () => {
    const { vendor, token } = await vendorWithToken();
    const get = await call(t, { method: 'GET', url: '/api/vendor/profile', token });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({
      _id: vendor.id,
      storeName: vendor.storeName,
      slug: vendor.slug,
      logo: 'http://localhost:4000/uploads/products/logo.webp',
      banner: null,
      addressId: null,
      addressPath: [],
      payoutDetails: '',
    });

    const place = await addressChain();
    await storeTestImage(t, 'vendors/new-logo.webp');
    await storeTestImage(t, 'vendors/banner.webp');
    const res = await call(t, {
      method: 'PUT',
      url: '/api/vendor/profile',
      token,
      payload: {
        storeName: '  Himalayan Crafts  ',
        description: 'Handmade in Patan.',
        logo: 'http://localhost:4000/uploads/vendors/new-logo.webp',
        banner: 'vendors/banner.webp',
        phone: '9812345678',
        email: 'shop@example.test',
        addressId: place.area,
        street: 'Mangal Bazar',
        panVat: '123456789',
        payoutDetails: 'NIC Asia 0011223344',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({
      storeName: 'Himalayan Crafts',
      slug: vendor.slug,
      logo: 'http://localhost:4000/uploads/vendors/new-logo.webp',
      banner: 'http://localhost:4000/uploads/vendors/banner.webp',
      addressId: place.area,
      street: 'Mangal Bazar',
      panVat: '123456789',
      payoutDetails: 'NIC Asia 0011223344',
    });
    expect(res.body.data.addressPath.map((p: { _id: string }) => p._id)).toEqual([
      place.state,
      place.district,
      place.municipality,
      place.area,
    ]);
    const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(stored).toMatchObject({
      storeName: 'Himalayan Crafts',
      logo: 'vendors/new-logo.webp',
      slug: vendor.slug,
    });

    // Clearing optional fields with '' stores null.
    const cleared = await call(t, {
      method: 'PUT',
      url: '/api/vendor/profile',
      token,
      payload: { storeName: 'Himalayan Crafts', banner: '', panVat: '' },
    });
    expect(cleared.body.data).toMatchObject({ banner: null, panVat: null, street: 'Mangal Bazar' });

    // A district with no municipalities listed under it is a place on its own.
    const bare = { state: newId(), district: newId() };
    await t.db.insert(addresses).values([
      { id: bare.state, name: `State ${bare.state.slice(-6)}`, level: 0, parentId: null },
      { id: bare.district, name: `District ${bare.district.slice(-6)}`, level: 1, parentId: bare.state },
    ]);
    const onDistrict = await call(t, {
      method: 'PUT',
      url: '/api/vendor/profile',
      token,
      payload: { storeName: 'Himalayan Crafts', addressId: bare.district },
    });
    expect(onDistrict.status, JSON.stringify(onDistrict.body)).toBe(200);
    expect(onDistrict.body.data.addressPath.map((p: { _id: string }) => p._id)).toEqual([
      bare.state,
      bare.district,
    ]);
  });

  it('rejects bad input naming the field, a taken store name and a place above municipality; nothing changes', async () => {
    const { vendor, token } = await vendorWithToken();
    const taken = await vendorWithToken({ storeName: `Taken Store ${newId().slice(-6)}` });
    const place = await addressChain();
    const put = (payload: object) => call(t, { method: 'PUT', url: '/api/vendor/profile', token, payload });
    const cases: [object, string, number][] = [
      [{ storeName: 'A' }, 'storeName', 400],
      [{}, 'storeName', 400],
      [{ storeName: 'Good Name', email: 'not-an-email' }, 'email', 400],
      [{ storeName: 'Good Name', panVat: '12AB' }, 'panVat', 400],
      [{ storeName: 'Good Name', addressId: 'x' }, 'addressId', 400],
      [{ storeName: 'Good Name', addressId: place.district }, 'addressId', 400],
      [{ storeName: 'Good Name', addressId: '0197aaaa-0000-7000-8000-000000000000' }, 'addressId', 400],
      [{ storeName: 'Good Name', description: 'x'.repeat(1001) }, 'description', 400],
      [{ storeName: 'Good Name', logo: 'https://evil.example/logo.png' }, 'logo', 400],
      [{ storeName: 'Good Name', banner: '../../etc/passwd' }, 'banner', 400],
      [{ storeName: taken.vendor.storeName.toUpperCase() }, 'storeName', 409],
    ];
    for (const [payload, path, status] of cases) {
      const res = await put(payload);
      expect({ payload, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        payload,
        status,
        path,
      });
    }
    const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(stored).toMatchObject({ storeName: vendor.storeName, addressId: null, email: null });
    // Keeping its own name is fine.
    expect((await put({ storeName: vendor.storeName })).status).toBe(200);
  });
});
