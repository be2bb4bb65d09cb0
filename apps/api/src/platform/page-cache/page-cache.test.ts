import { PAGE_TAG, productPageTag } from '@bazaar/shared/page-cache';
import { arrayOverlaps } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, TEST_WEB_SECRET, type TestApp } from '../../../test/helper.ts';
import { deliverySettings } from '../../db/schema/orders.ts';
import { pagePurges } from '../../db/schema/page-purges.ts';
import {
  addToCart,
  checkOut,
  createPlace,
  saveAddress,
} from '../../sections/shop/checkout/test-factories.ts';
import { createVendorWithToken } from '../../sections/shop/order/test-factories.ts';
import { createCategory, createProduct } from '../../sections/shop/product/test-factories.ts';
import { PAGE_PURGE_RULES } from './rules.ts';

const writes = new Set<string>();
let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
        if (!url.startsWith('/api/')) return;
        for (const m of methods) if (!['GET', 'HEAD', 'OPTIONS'].includes(m)) writes.add(`${m} ${url}`);
      },
    },
  );
  categoryId = (await createCategory(t)).id;
});
afterAll(async () => {
  await t.close();
});

/** The purges recorded with any of these tags. */
async function purgesWith(...tags: string[]) {
  return t.db.select().from(pagePurges).where(arrayOverlaps(pagePurges.tags, tags));
}

const readPurges = (since?: string) =>
  call(t, {
    method: 'GET',
    url: `/api/page-cache/purges${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    headers: { 'x-web-secret': TEST_WEB_SECRET },
  });

describe('which cached pages a write changes', () => {
  it('is said for every write route, "none" included', () => {
    expect([...writes].filter((key) => !(key in PAGE_PURGE_RULES)).sort()).toEqual([]);
    expect(Object.keys(PAGE_PURGE_RULES).filter((key) => !writes.has(key))).toEqual([]);
  });

  it('a product taken off sale purges the lists and its page, once the write has succeeded', async () => {
    const { vendor, token } = await createVendorWithToken(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    const other = await createVendorWithToken(t);

    const refused = await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}/status`,
      token: other.token,
      payload: { status: 'archived' },
    });
    expect(refused.status).toBe(404);
    expect(await purgesWith(productPageTag(product.slug))).toEqual([]);

    const res = await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}/status`,
      token,
      payload: { status: 'archived' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [purge] = await purgesWith(productPageTag(product.slug));
    expect(purge?.tags.sort()).toEqual([PAGE_TAG.catalog, productPageTag(product.slug)].sort());
  });

  it('a checkout purges the pages of what it bought (their stock changed), and nothing else', async () => {
    const place = await createPlace(t, { districtCharge: 10_000 });
    await t.db
      .insert(deliverySettings)
      .values({ key: 'default', defaultCharge: 15_000, freeThreshold: null })
      .onConflictDoNothing();
    const { vendor } = await createVendorWithToken(t);
    const bought = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 3 });
    const untouched = await createProduct(t, { vendorId: vendor.id, categoryId, stock: 3 });
    const buyer = await createUser(t);
    const addressId = await saveAddress(t, buyer, place.municipalityId);
    await addToCart(t, buyer, bought.id, 2);

    const res = await checkOut(t, buyer, { addressId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const purges = await purgesWith(productPageTag(bought.slug), productPageTag(untouched.slug));
    expect(purges.map((p) => p.tags)).toEqual([[productPageTag(bought.slug)]]);
  });

  it('a site setting change purges the frame of every page', async () => {
    const superAdmin = await createUser(t, { roles: ['User', 'Admin', 'SuperAdmin'] });
    const before = (await purgesWith(PAGE_TAG.site)).length;
    const res = await call(t, {
      method: 'PUT',
      url: '/api/site-setting/site-setting',
      token: superAdmin.token,
      payload: { contactNumber: '+977 1 5550123' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await purgesWith(PAGE_TAG.site)).toHaveLength(before + 1);
  });
});

describe('GET /api/page-cache/purges', () => {
  it('answers the web server what changed since a time, oldest first, with the clock for the next ask', async () => {
    const first = await readPurges();
    expect(first.status).toBe(200);
    const { vendor, token } = await createVendorWithToken(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId });
    await call(t, {
      method: 'PUT',
      url: `/api/vendor/products/${product.id}/status`,
      token,
      payload: { status: 'archived' },
    });

    const next = await readPurges(first.body.now);
    expect(next.status).toBe(200);
    const tags = next.body.purges.flatMap((p: { tags: string[] }) => p.tags);
    expect(tags).toContain(productPageTag(product.slug));
    const times = next.body.purges.map((p: { at: string }) => Date.parse(p.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.parse(next.body.now)).toBeGreaterThanOrEqual(Date.parse(first.body.now));

    const later = await readPurges(next.body.now);
    expect(later.body.purges.flatMap((p: { tags: string[] }) => p.tags)).not.toContain(
      productPageTag(product.slug),
    );
  });

  it('refuses a since that is no date, naming it', async () => {
    const res = await readPurges('yesterday');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('since');
  });
});
