import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  type TestApp,
  type TestUser,
  uniqueWord,
} from '../../../test/helper.ts';
import { typeAheadRows } from '../../lib/search/type-ahead.ts';
import { planTypeAhead } from '../../lib/search/vocabulary.ts';
import { postListing, rentBody } from '../../sections/rent/test-factories.ts';
import { SHOP_TYPE_AHEAD } from '../../sections/shop/product/repo.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';
import { createPlaces, createTaskCategory, postTask, taskBody } from '../../sections/task/test-factories.ts';

let t: TestApp;
let poster: TestUser;
let vendorId: string;
let shopCategoryId: string;
let taskCategoryId: string;
let placeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  poster = await createUser(t);
  vendorId = (await createVendor(t)).id;
  shopCategoryId = (await createCategory(t)).id;
  taskCategoryId = (await createTaskCategory(t)).id;
  placeId = (await createPlaces(t)).town;
});
afterAll(async () => {
  await t.close();
});

type Hit = { title: string; path: string; price: number | null };
type Group = {
  section: string;
  label: string;
  total: number;
  totalIsCapped: boolean;
  searchPath: string;
  hits: Hit[];
};
type Answer = { q: string; groups: Group[]; didYouMean: string | null };

const searchAll = async (q: string, limit?: number): Promise<Answer> => {
  const res = await call(t, {
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
};
const group = (answer: Answer, section: string) => answer.groups.find((g) => g.section === section) as Group;
const titles = (g: Group) => g.hits.map((h) => h.title).sort();

const product = (name: string, price = 10_000) =>
  createProduct(t, { vendorId, categoryId: shopCategoryId, name, price });
const task = (title: string) => postTask(t, poster, taskBody(taskCategoryId, placeId, { title }));
const rental = (title: string) => postListing(t, poster, rentBody(placeId, { title }));

describe('GET /api/search: every section at once', () => {
  it("answers each section's matches with its count and its own search page, and says which are empty", async () => {
    const word = uniqueWord(8);
    await product(`${word} Lamp`, 125_000);
    await product(`Brass ${word}`);
    await product(`${word} Stand`);
    const taskId = await task(`Fix the ${word} in the hall`);
    await rental(`Room with a ${word}`);

    const answer = await searchAll(word, 2);
    expect(answer.groups.map((g) => g.section)).toEqual(['shop', 'task', 'job', 'rent']);
    expect(answer.groups.map((g) => [g.label, g.total])).toEqual([
      ['Shop', 3],
      ['Task', 1],
      ['Job', 0],
      ['Rent', 1],
    ]);
    // At most `limit` matches each, the count of them all beside them.
    expect(group(answer, 'shop').hits).toHaveLength(2);
    expect(group(answer, 'job').hits).toEqual([]);
    expect(group(answer, 'task').hits).toEqual([
      expect.objectContaining({
        title: `Fix the ${word} in the hall`,
        path: `/task/${taskId}`,
        price: 250_000,
      }),
    ]);
    expect(titles(group(answer, 'rent'))).toEqual([`Room with a ${word}`]);
    expect(answer.groups.map((g) => g.searchPath)).toEqual(
      ['shop', 'task', 'job', 'rent'].map((s) => `/${s}/search/${word}`),
    );
    expect(answer.didYouMean).toBeNull();

    // One section alone, as the type-ahead asks when a section is chosen.
    const onlyRent = await call(t, { method: 'GET', url: `/api/search?q=${word}&section=rent&limit=3` });
    expect(onlyRent.body.groups.map((g: Group) => [g.section, g.total])).toEqual([['rent', 1]]);

    const all = await searchAll(word);
    expect(titles(group(all, 'shop'))).toEqual([`${word} Lamp`, `${word} Stand`, `Brass ${word}`].sort());
    const lamp = group(all, 'shop').hits.find((h) => h.title === `${word} Lamp`);
    expect(lamp?.price).toBe(125_000);
    expect(lamp?.path).toMatch(new RegExp(`^/shop/product/${word}-lamp-`));
  });

  it('forgives a typo in every section, and proposes the word one section knows across them all', async () => {
    const word = `${uniqueWord(3)}ox${uniqueWord(2)}`;
    await rental(`Flat with a ${word} view`);
    await product(`${word} Cushion`);
    // Two neighbouring letters swapped: one typo, within a seven-letter word's budget.
    const typo = word.replace('ox', 'xo');

    const answer = await searchAll(typo);
    expect(answer.groups.map((g) => [g.section, g.total])).toEqual([
      ['shop', 1],
      ['task', 0],
      ['job', 0],
      ['rent', 1],
    ]);
    expect(titles(group(answer, 'rent'))).toEqual([`Flat with a ${word} view`]);
    expect(answer.didYouMean).toBe(word);
  });

  it('proposes a word only the Rent section knows when nothing matches as typed anywhere else', async () => {
    const word = uniqueWord(9);
    await rental(`Quiet ${word} near the river`);
    // Two typos in a nine-letter word: its last two letters swapped and its first one changed.
    const first = word[0] === 'z' ? 'y' : 'z';
    const typo = `${first}${word.slice(1, 7)}${word[8]}${word[7]}`;
    const answer = await searchAll(`${typo}`);
    expect(group(answer, 'rent').total).toBe(1);
    expect(answer.didYouMean).toBe(word);
  });

  it("leaves the Shop's close names to its own page, which still shows them after an All search", async () => {
    const word = uniqueWord(8);
    const category = await createCategory(t, { name: `Zephyrwear ${word}` });
    // A text no listing holds, close to the category's name: the All search shows an empty Shop group.
    const text = `zephyrwaer ${word}`;
    expect(group(await searchAll(text), 'shop')).toMatchObject({ total: 0, hits: [] });
    // The Shop's own search of the same text, just after (its matches shared), offers the category.
    const res = await call(t, { method: 'GET', url: `/api/product/search?q=${encodeURIComponent(text)}` });
    expect(res.status).toBe(200);
    expect(res.body.docs).toEqual([]);
    expect(res.body.suggestions.categories).toContainEqual({ name: category.name, slug: category.slug });
  });

  it('refuses a missing, blank or long text and a limit out of bounds, naming the field', async () => {
    const refused = async (query: string, field: string) => {
      const res = await call(t, { method: 'GET', url: `/api/search${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toMatchObject([{ path: field }]);
    };
    await refused('', 'q');
    await refused('?q=%20%20', 'q');
    await refused(`?q=${'a'.repeat(101)}`, 'q');
    await refused('?q=lamp&limit=0', 'limit');
    await refused('?q=lamp&limit=11', 'limit');
    await refused('?q=lamp&limit=two', 'limit');
    await refused('?q=lamp&section=everything', 'section');
  });
});

describe('words written together or apart, in every section', () => {
  it('finds "Wall Book Shelf" for "bookshelf" and a "bookshelf" for "book shelf" in the Shop', async () => {
    const [book, shelf] = [uniqueWord(6), uniqueWord(6)];
    await product(`Wall ${book} ${shelf}`);
    const [rack, stand] = [uniqueWord(6), uniqueWord(6)];
    await product(`Oak ${rack}${stand}`);

    const joined = await call(t, { method: 'GET', url: `/api/product/search?q=${book}${shelf}` });
    expect(joined.body.docs.map((d: { name: string }) => d.name)).toEqual([`Wall ${book} ${shelf}`]);
    expect(joined.body.suggestions.didYouMean).toBeNull();
    const apart = await call(t, { method: 'GET', url: `/api/product/search?q=${rack}%20${stand}` });
    expect(apart.body.docs.map((d: { name: string }) => d.name)).toEqual([`Oak ${rack}${stand}`]);

    // The search of every section reads them the same way (each section's own search).
    expect(titles(group(await searchAll(`${book}${shelf}`), 'shop'))).toEqual([`Wall ${book} ${shelf}`]);
    expect(titles(group(await searchAll(`${rack} ${stand}`), 'shop'))).toEqual([`Oak ${rack}${stand}`]);
  });

  it('does the same in Task and in Rent', async () => {
    const [book, shelf] = [uniqueWord(6), uniqueWord(6)];
    await task(`Mount a ${book} ${shelf} on the wall`);
    await rental(`Room with a ${book} ${shelf}`);
    const [rack, stand] = [uniqueWord(6), uniqueWord(6)];
    await task(`Assemble my ${rack}${stand}`);
    await rental(`Studio with a ${rack}${stand}`);

    const list = async (section: 'task' | 'rent', search: string) => {
      const res = await call(t, {
        method: 'GET',
        url: `/api/${section}/list?search=${encodeURIComponent(search)}`,
      });
      expect(res.status).toBe(200);
      return res.body.docs.map((d: { title: string }) => d.title);
    };
    expect(await list('task', `${book}${shelf}`)).toEqual([`Mount a ${book} ${shelf} on the wall`]);
    expect(await list('task', `${rack} ${stand}`)).toEqual([`Assemble my ${rack}${stand}`]);
    expect(await list('rent', `${book}${shelf}`)).toEqual([`Room with a ${book} ${shelf}`]);
    expect(await list('rent', `${rack} ${stand}`)).toEqual([`Studio with a ${rack}${stand}`]);

    const answer = await searchAll(`${book}${shelf}`);
    expect(answer.groups.map((g) => [g.section, g.total])).toEqual([
      ['shop', 0],
      ['task', 1],
      ['job', 0],
      ['rent', 1],
    ]);
  });
});

describe('a broad text: its first page walked in order, its count known to pass the cap', () => {
  it("answers a word in over a thousand products with the Shop's best sellers and 1,000+", async () => {
    const word = uniqueWord(9);
    await t.db.execute(sql`
      insert into products (id, vendor_id, category_id, name, slug, price, stock, status, sold_count)
      select gen_random_uuid(), ${vendorId}, ${shopCategoryId}, 'Broad ' || ${word} || ' ' || g,
        ${word} || '-' || g, 10000, 5, 'active', g
      from generate_series(1, 1005) g`);
    // Written straight to the table: the vocabulary this instance keeps is read again.
    t.app.deps.searchVocabularyCache.clear();

    const shop = group(await searchAll(word, 4), 'shop');
    expect(shop.total).toBe(1000);
    expect(shop.totalIsCapped).toBe(true);
    expect(shop.hits.map((h) => h.title)).toEqual([1005, 1004, 1003, 1002].map((n) => `Broad ${word} ${n}`));
    // The Shop's own page agrees, a later page too (best sellers first); past the first pages the
    // vocabulary's count no longer says the cap is passed, so the matches are counted.
    const page = await call(t, { method: 'GET', url: `/api/product/search?q=${word}&limit=20&page=3` });
    expect(page.status).toBe(200);
    expect(page.body.pagination.total).toBe(1005);
    expect(page.body.pagination.totalIsCapped ?? false).toBe(false);
    expect(page.body.docs.map((d: { name: string }) => d.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Broad ${word} ${1005 - 40 - i}`),
    );
  });
});

type Suggestion = { _id: string; title: string; path: string };
type SuggestGroup = {
  section: string;
  label: string;
  searchPath: string;
  listings: Suggestion[];
  categories: Suggestion[];
};
const suggest = async (query: string): Promise<SuggestGroup[]> => {
  const res = await call(t, { method: 'GET', url: `/api/search/suggest?${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { groups: SuggestGroup[] }).groups;
};

describe('GET /api/search/suggest: the type-ahead', () => {
  it("proposes each section's first listings and its categories whose words begin with the text, no counts", async () => {
    const word = uniqueWord(9);
    const shopCategory = await createCategory(t, { name: `${word} Lamps` });
    const taskCategory = await createTaskCategory(t, `Hanging ${word}s`);
    await product(`Brass ${word} lamp`);
    const taskId = await task(`Fix a ${word} in the hall`);
    await rental(`Room with a ${word}`);
    t.app.deps.searchVocabularyCache.clear();

    const groups = await suggest(`q=${word.slice(0, 5)}`);
    expect(groups.map((g) => g.section)).toEqual(['shop', 'task', 'job', 'rent']);
    const [shop, taskGroup, job, rent] = groups as [SuggestGroup, SuggestGroup, SuggestGroup, SuggestGroup];
    expect(shop.listings.map((l) => l.title)).toEqual([`Brass ${word} lamp`]);
    expect(shop.categories).toEqual([
      { _id: shopCategory.id, title: `${word} Lamps`, path: `/shop/category/${shopCategory.slug}` },
    ]);
    expect(taskGroup.listings).toEqual([
      { _id: taskId, title: `Fix a ${word} in the hall`, path: `/task/${taskId}` },
    ]);
    expect(taskGroup.categories).toEqual([
      { _id: taskCategory.id, title: `Hanging ${word}s`, path: `/task/category/${taskCategory.slug}` },
    ]);
    expect(job).toMatchObject({ label: 'Job', listings: [], categories: [] });
    expect(rent.listings.map((l) => l.title)).toEqual([`Room with a ${word}`]);
    expect(rent.categories).toEqual([]);
    expect(shop.searchPath).toBe(`/shop/search/${word.slice(0, 5)}`);
    // A type-ahead counts nothing and corrects nothing.
    expect(Object.keys(shop).sort()).toEqual(['categories', 'label', 'listings', 'searchPath', 'section']);

    // Every word typed must begin a word of the name: a category's second word too.
    const both = await suggest(`q=${encodeURIComponent(`hang ${word.slice(0, 4)}`)}&section=task`);
    expect(both.map((g) => [g.section, g.categories.map((c) => c.title)])).toEqual([
      ['task', [`Hanging ${word}s`]],
    ]);
    const neither = await suggest(`q=${encodeURIComponent(`lamps ${word.slice(0, 4)}9`)}&section=shop`);
    expect(neither[0]).toMatchObject({ listings: [], categories: [] });
  });

  it("answers a broad prefix with the top titles in the list's order, walked or read by the index alike", async () => {
    const word = uniqueWord(9);
    // Best sellers of the whole shop, so that they are among its first rows (a probe finds them there).
    for (const sold of [5, 40, 12, 90, 1]) {
      await createProduct(t, {
        vendorId,
        categoryId: shopCategoryId,
        name: `${word} kettle ${sold}`,
        soldCount: 1_000_000_000 + sold,
      });
    }
    t.app.deps.searchVocabularyCache.clear();
    const best = [90, 40, 12].map((n) => `${word} kettle ${n}`);
    const [shop] = await suggest(`q=${word.slice(0, 6)}&section=shop`);
    expect(shop?.listings.map((l) => l.title)).toEqual(best);

    // The two reads a prefix can take: the ordered index walked (a broad one), the full-text index.
    const plan = planTypeAhead(
      {
        sorted: [],
        all: [],
        byLength: new Map(),
        counts: new Map(),
        shortCounts: new Map(),
        shortSorted: [],
      },
      word.slice(0, 6),
    );
    expect(plan?.tsquery).toBe(`${word.slice(0, 6)}:*`);
    const walked = await typeAheadRows(
      t.db,
      SHOP_TYPE_AHEAD,
      { tsquery: plan!.tsquery, leastMatches: 1e6 },
      3,
      1,
    );
    const indexed = await typeAheadRows(
      t.db,
      SHOP_TYPE_AHEAD,
      { tsquery: plan!.tsquery, leastMatches: null },
      3,
      1,
    );
    expect(walked.map((r) => r.title)).toEqual(best);
    expect(indexed.map((r) => r.title)).toEqual(best);
    // Two words: found among the list's first rows, or (a list of no known size) through the index.
    const two = { tsquery: `${word.slice(0, 6)}:* & kett:*`, leastMatches: null };
    expect((await typeAheadRows(t.db, SHOP_TYPE_AHEAD, two, 3, 1)).map((r) => r.title)).toEqual(best);
    expect((await typeAheadRows(t.db, SHOP_TYPE_AHEAD, two, 3, 0)).map((r) => r.title)).toEqual(best);
    const [shopOfTwo] = await suggest(`q=${encodeURIComponent(`${word.slice(0, 6)} kett`)}&section=shop`);
    expect(shopOfTwo?.listings.map((l) => l.title)).toEqual(best);
    // The database is shared with other test files: these best sellers leave the shop's first rows.
    await t.db.execute(sql`update products set is_hidden = true where name like ${`${word} kettle %`}`);
  });

  it('proposes at most `limit` of each, and refuses a limit out of bounds, naming the field', async () => {
    const word = uniqueWord(9);
    for (const n of [1, 2, 3]) {
      await product(`${word} bowl ${n}`);
      await createCategory(t, { name: `${word} Bowls ${n}` });
    }
    t.app.deps.searchVocabularyCache.clear();
    const [two] = await suggest(`q=${word}&limit=2&section=shop`);
    expect(two?.listings).toHaveLength(2);
    expect(two?.categories).toHaveLength(2);
    const [five] = await suggest(`q=${word}&limit=5&section=shop`);
    expect(five?.listings).toHaveLength(3);
    expect(five?.categories).toHaveLength(3);

    for (const [query, field] of [
      ['q=bowl&limit=6', 'limit'],
      ['q=bowl&limit=0', 'limit'],
      ['q=%20', 'q'],
      ['q=bowl&section=all', 'section'],
    ]) {
      const res = await call(t, { method: 'GET', url: `/api/search/suggest?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toMatchObject([{ path: field }]);
    }
  });
});
