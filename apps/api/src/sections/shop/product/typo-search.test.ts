import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../../test/helper.ts';
import { searchVocabulary } from '../../../db/schema/search.ts';
import { products } from '../../../db/schema/shop.ts';
import type { SearchBreadth } from '../../../lib/list-query.ts';
import type { TextMatch } from './list-page.ts';
import { listProducts } from './repo.ts';
import { createCategory, createProduct, createVendor, uniqueTag } from './test-factories.ts';

let t: TestApp;
let vendorId: string;
beforeAll(async () => {
  t = await buildTestApp();
  vendorId = (await createVendor(t)).id;
});
afterAll(async () => {
  await t.close();
});

const names = (body: { docs: { name: string }[] }) => body.docs.map((d) => d.name);
const search = (q: string, category: string) =>
  call(t, { method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}&category=${category}` });
/** A write past the API clears what a write through it would. */
const writtenPastTheApi = () => {
  t.app.deps.catalogCache.clear();
  t.app.deps.searchVocabularyCache.clear();
};
/** A made-up word of letters only, so no other test's products hold it. */
const madeUpWord = (stem: string) => `${stem}${uniqueTag().replace(/[0-9]/g, 'q')}`;

/** A few of the demo catalogue's products, in a category of their own. */
async function demoShelf() {
  const category = await createCategory(t);
  const base = { vendorId, categoryId: category.id };
  await createProduct(t, {
    ...base,
    name: 'Dell Inspiron 15 3530',
    brand: 'Dell',
    description: 'A laptop for study and work with a fast SSD.',
  });
  await createProduct(t, { ...base, name: 'Lapsi Candy', brand: 'Himalayan Sweets', description: 'Sweet.' });
  await createProduct(t, { ...base, name: 'Linen Casual Shirt', brand: 'Himalayan Threads' });
  await createProduct(t, { ...base, name: 'Classic Cotton Polo Shirt', brand: 'Himalayan Threads' });
  await createProduct(t, { ...base, name: 'Wrap Skirt', brand: 'Himalayan Threads', soldCount: 900 });
  await createProduct(t, { ...base, name: 'Prestige Pressure Cooker 5L', brand: 'Prestige' });
  await createProduct(t, { ...base, name: 'Wai Wai Noodles Pack of 30', brand: 'Wai Wai' });
  await createProduct(t, { ...base, name: 'Samsung Refrigerator 340L', brand: 'Samsung' });
  await createProduct(t, { ...base, name: 'Desk Lamp', brand: 'Lumo' });
  return category;
}

describe('typo-tolerant search', () => {
  it('finds the laptop for two swapped letters, not the candy, and proposes "laptop"', async () => {
    const shelf = await demoShelf();
    for (const typed of ['lapotp', 'laptpo']) {
      const res = await search(typed, shelf.slug);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Dell Inspiron 15 3530']);
      expect(res.body.suggestions.didYouMean).toBe('laptop');
    }
  });

  it('finds shirts for "shrit", and every other kind of typo', async () => {
    const shelf = await demoShelf();
    const shrit = await search('shrit', shelf.slug);
    expect(names(shrit.body).sort()).toEqual(['Classic Cotton Polo Shirt', 'Linen Casual Shirt']);
    expect(shrit.body.suggestions.didYouMean).toBe('shirt');
    const cases: [string, string][] = [
      ['nodoles', 'Wai Wai Noodles Pack of 30'], // swapped
      ['cokoer', 'Prestige Pressure Cooker 5L'], // swapped
      ['noodls', 'Wai Wai Noodles Pack of 30'], // missing
      ['cookr', 'Prestige Pressure Cooker 5L'], // missing
      ['presstige', 'Prestige Pressure Cooker 5L'], // extra
      ['samsong', 'Samsung Refrigerator 340L'], // wrong
      ['refrigreatro', 'Samsung Refrigerator 340L'], // two typos in a word of nine or more
      ['samsung refrigreator', 'Samsung Refrigerator 340L'], // a full name, one word mistyped
    ];
    for (const [typed, name] of cases) {
      const res = await search(typed, shelf.slug);
      expect({ typed, names: names(res.body) }).toEqual({ typed, names: [name] });
    }
  });

  it('ranks exact and prefix matches before typo matches, whatever sells more', async () => {
    const shelf = await demoShelf();
    const res = await search('shirt', shelf.slug);
    // "skirt" is one typo from "shirt": listed, but after both shirts though it sells more.
    expect(names(res.body).slice(0, 2).sort()).toEqual(['Classic Cotton Polo Shirt', 'Linen Casual Shirt']);
    expect(names(res.body)[2]).toBe('Wrap Skirt');
    expect(res.body.suggestions.didYouMean).toBeNull();
    const prefix = await search('shir', shelf.slug);
    expect(names(prefix.body).sort()).toEqual(['Classic Cotton Polo Shirt', 'Linen Casual Shirt']);
  });

  it('reads a broad ranked search side by side, page by page as one sort of its matches', async () => {
    // Nine products with a word, four of them also with a word that ranks first; sales in between.
    const category = await createCategory(t);
    const word = madeUpWord('kettle');
    const first = madeUpWord('steel');
    for (let n = 0; n < 9; n++) {
      await createProduct(t, {
        vendorId,
        categoryId: category.id,
        name: `${word} ${n % 2 === 0 && n < 8 ? first : 'plain'} ${n}`,
        soldCount: (n * 37) % 11,
      });
    }
    const match: TextMatch = { kind: 'fts', tsquery: word, exactTsquery: first };
    for (let page = 1; page <= 5; page++) {
      const read = (breadth?: SearchBreadth) =>
        listProducts(t.db, {
          filters: {},
          match,
          sort: 'relevance',
          page,
          limit: 2,
          ...(breadth ? { breadth } : {}),
        }).then((r) => ({ names: r.docs.map((d) => d.name), total: r.total }));
      const sorted = await read();
      // The words as typed walked (broad) or read through the full-text index (rare), the count read.
      for (const exactMatches of [9, 1]) {
        expect(await read({ leastMatches: null, estimatedMatches: 9, exactMatches, listed: 1 })).toEqual(
          sorted,
        );
      }
    }
    const all = await listProducts(t.db, { filters: {}, match, sort: 'relevance', page: 1, limit: 9 });
    expect(all.docs.slice(0, 4).every((d) => d.name.includes(first))).toBe(true);
    expect(all.total).toBe(9);
  });

  it('forgives no typo under five letters, and only one under nine', async () => {
    const shelf = await demoShelf();
    for (const typed of ['lmap', 'dsek', 'shrt']) {
      const res = await search(typed, shelf.slug);
      expect({ typed, total: res.body.pagination.total }).toEqual({ typed, total: 0 });
      expect(res.body.suggestions.didYouMean).toBeNull();
    }
    const twoTypos = await search('nodolse', shelf.slug);
    expect(twoTypos.body.pagination.total).toBe(0);
  });

  it('keeps the vocabulary current as products are created, renamed, hidden and deleted', async () => {
    const category = await createCategory(t);
    const word = madeUpWord('zorbix');
    const product = await createProduct(t, { vendorId, categoryId: category.id, name: `Lamp ${word}` });
    const countOf = async (w: string) => {
      const [row] = await t.db
        .select({ n: searchVocabulary.docCount })
        .from(searchVocabulary)
        .where(and(eq(searchVocabulary.section, 'shop'), eq(searchVocabulary.word, w)));
      return row?.n ?? 0;
    };
    expect(await countOf(word)).toBe(1);
    const swapped = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    expect(names((await search(swapped, category.slug)).body)).toEqual([`Lamp ${word}`]);

    const renamed = madeUpWord('quibbet');
    await t.db
      .update(products)
      .set({ name: `Lamp ${renamed}` })
      .where(eq(products.id, product.id));
    writtenPastTheApi();
    expect(await countOf(word)).toBe(0);
    expect(await countOf(renamed)).toBe(1);
    const typo = `${renamed.slice(0, 3)}${renamed.slice(4)}`;
    expect(names((await search(typo, category.slug)).body)).toEqual([`Lamp ${renamed}`]);

    await t.db.update(products).set({ isHidden: true }).where(eq(products.id, product.id));
    writtenPastTheApi();
    expect(await countOf(renamed)).toBe(0);
    const hidden = await search(typo, category.slug);
    expect(hidden.body.pagination.total).toBe(0);
    expect(hidden.body.suggestions.didYouMean).toBeNull();

    await t.db.update(products).set({ isHidden: false }).where(eq(products.id, product.id));
    expect(await countOf(renamed)).toBe(1);
    await t.db.update(products).set({ stock: 99 }).where(eq(products.id, product.id));
    expect(await countOf(renamed)).toBe(1);
    await t.db.delete(products).where(eq(products.id, product.id));
    expect(await countOf(renamed)).toBe(0);
  });
});
