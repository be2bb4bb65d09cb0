import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, isPostgres, type TestApp } from '../../test/helper.ts';
import { addresses, categories, products, vendors } from '../db/schema/shop.ts';
import { SHOP_VENDORS } from './data/shop-catalog.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { countSeedProducts, seedShopData } from './shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROVINCES = ['Bagmati', 'Gandaki', 'Karnali', 'Koshi', 'Lumbini', 'Madhesh', 'Sudurpashchim'];

// Seeds fill a fresh database once; on the shared PostgreSQL test database other files seed it too,
// so "the first run creates, the second adds nothing" is checked on a PGlite of the file's own (buildIsolatedTestApp) only.
describe.skipIf(isPostgres)('seedShopData', () => {
  it('seeds addresses, categories, five stores and ~200 products with images, once', async () => {
    await seedDemoData(t.db);
    const uploadsDir = join(t.config.dataDir, 'uploads');
    const first = await seedShopData(t.db, { uploadsDir });
    // On a shared PostgreSQL another run may have seeded some of it; a fresh PGlite clone starts empty.
    if (t.kind === 'pglite') {
      expect(first).toMatchObject({
        addresses: expect.any(Number),
        vendors: 5,
        products: countSeedProducts(),
      });
    }
    expect(countSeedProducts()).toBeGreaterThanOrEqual(200);
    expect(first.images).toBeGreaterThan(24);
    expect((await readdir(join(uploadsDir, 'products'))).length).toBe(first.images);

    const again = await seedShopData(t.db, { uploadsDir });
    expect(again).toEqual({ addresses: 0, categories: 0, vendors: 0, products: 0, images: 0 });

    // Other tests may add their own top-level nodes on a shared database.
    const states = await t.db
      .select()
      .from(addresses)
      .where(and(isNull(addresses.parentId), inArray(addresses.name, PROVINCES)));
    expect(states.map((s) => s.name).sort()).toEqual(PROVINCES);
    const [districts] = await t.db
      .select({ n: count() })
      .from(addresses)
      .where(
        inArray(
          addresses.parentId,
          states.map((s) => s.id),
        ),
      );
    expect(districts?.n).toBe(77);

    const stores = await t.db
      .select()
      .from(vendors)
      .where(
        inArray(
          vendors.slug,
          SHOP_VENDORS.map((v) => v.slug),
        ),
      );
    expect(stores).toHaveLength(5);
    const [roots] = await t.db
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.section, 'shop'), isNull(categories.parentId)));
    expect(roots?.n).toBeGreaterThanOrEqual(8);
    const [seeded] = await t.db
      .select({ n: count() })
      .from(products)
      .where(
        inArray(
          products.vendorId,
          stores.map((s) => s.id),
        ),
      );
    expect(seeded?.n).toBe(countSeedProducts());

    // No made-up ratings: every product starts unrated until real reviews come in.
    const rated = await t.db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          inArray(
            products.vendorId,
            stores.map((s) => s.id),
          ),
          sql`(${products.ratingCount} + ${products.rating1} + ${products.rating2} + ${products.rating3} + ${products.rating4} + ${products.rating5} > 0 or ${products.ratingAvg} <> 0)`,
        ),
      );
    expect(rated).toEqual([]);
  });

  it('lets the seeded vendors sign in and the shop find their products', async () => {
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vendor3@bazaar.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect([...login.body.user.userType].sort()).toEqual(['User', 'Vendor']);
    const search = await call(t, { method: 'GET', url: '/api/product/search?q=samsnug%20galaxy' });
    expect(search.body.docs.map((d: { name: string }) => d.name)).toContain('Samsung Galaxy S24 Ultra');
    const mobiles = await call(t, { method: 'GET', url: '/api/product?category=electronics&limit=100' });
    expect(mobiles.body.pagination.total).toBeGreaterThanOrEqual(20);
  });
});

describe('the demo catalogue and typo-tolerant search', () => {
  it('fills the search vocabulary, and finds the right products for swapped letters typed alone', async () => {
    await seedDemoData(t.db);
    await seedShopData(t.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
    t.app.deps.catalogCache.clear();
    t.app.deps.searchVocabularyCache.clear();
    const [laptop] = await t.db
      .select({ n: sql<number>`doc_count` })
      .from(sql`search_vocabulary`)
      .where(sql`section = 'shop' and word = 'laptop'`);
    expect(laptop?.n).toBeGreaterThanOrEqual(8);

    const search = async (q: string) => {
      const res = await call(t, { method: 'GET', url: `/api/product/search?q=${q}&limit=50` });
      expect(res.status).toBe(200);
      return res.body as {
        docs: { name: string; category: { slug: string } }[];
        suggestions: { didYouMean: string | null };
      };
    };
    for (const typed of ['lapotp', 'laptpo']) {
      const found = await search(typed);
      expect(found.docs.length).toBeGreaterThanOrEqual(8);
      expect(found.docs.map((d) => d.name)).not.toContain('Lapsi Candy');
      expect(found.docs.map((d) => d.category.slug)).toContain('laptops');
      expect(found.suggestions.didYouMean).toBe('laptop');
    }
    const shirts = await search('shrit');
    expect(shirts.docs.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Classic Cotton Polo Shirt', 'Linen Casual Shirt']),
    );
    expect(shirts.suggestions.didYouMean).toBe('shirt');
    const expected: [string, string][] = [
      ['nodoles', 'Wai Wai Noodles Pack of 30'],
      ['cokoer', 'Prestige Pressure Cooker 5L'],
      ['cylcing', 'Cycling Helmet'],
    ];
    for (const [typed, name] of expected) {
      expect((await search(typed)).docs.map((d) => d.name)).toContain(name);
    }
  });
});
