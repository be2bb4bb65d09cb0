import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../db/schema/users.ts';
import { newId } from './ids.ts';
import {
  containsPattern,
  countedPageSource,
  countedRows,
  fetchPage,
  hasOnlyWords,
  isCountCapped,
  LISTED_COUNT_SLACK,
  listedAtLeast,
  matchesSearch,
  orderBySort,
  rankedSidesPageSource,
  readCountedPage,
  searchBreadth,
  toPage,
  walksListing,
} from './list-query.ts';

let t: TestApp;
// Every row of this file carries the tag, so the queries ignore other files' users on PostgreSQL.
const tag = `lq${randomUUID().slice(0, 8)}`;
const PEOPLE = [
  { fullName: 'Asha 50% Off', phone: null },
  { fullName: 'Bikash', phone: '9800000002' },
  { fullName: 'Chandra Saxby', phone: null },
  { fullName: 'Dipa', phone: '9800000001' },
  { fullName: 'Eka a_b', phone: '9800000003' },
];

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(users).values(
    PEOPLE.map((p, i) => ({
      id: newId(),
      fullName: p.fullName,
      email: `${tag}-${i}@example.test`,
      phone: p.phone ? `${p.phone}-${tag}` : null,
      passwordHash: 'x',
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const ofTag = like(users.email, `${tag}-%`);
const SORT_COLUMNS = { fullName: users.fullName, phone: users.phone };

function list(opts: {
  search?: string;
  sort: 'fullName' | '-fullName' | 'phone' | '-phone';
  page: number;
  limit: number;
}) {
  const where = and(ofTag, matchesSearch(opts.search, [users.fullName, users.email]));
  return fetchPage(
    t.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(where)
      .orderBy(...orderBySort(opts.sort, SORT_COLUMNS, { ties: [desc(users.id)], nullsLast: true }))
      .$dynamic(),
    t.db.select({ total: count() }).from(users).where(where),
    opts,
  );
}

const names = (docs: { fullName: string }[]) => docs.map((d) => d.fullName);

describe('list queries', () => {
  it('reads one page in the asked order with the total of every match', async () => {
    const second = await list({ sort: 'fullName', page: 2, limit: 2 });
    expect(second).toEqual({ docs: [{ fullName: 'Chandra Saxby' }, { fullName: 'Dipa' }], total: 5 });
    const reversed = await list({ sort: '-fullName', page: 1, limit: 2 });
    expect(names(reversed.docs)).toEqual(['Eka a_b', 'Dipa']);
    const past = await list({ sort: 'fullName', page: 4, limit: 2 });
    expect(past).toEqual({ docs: [], total: 5 });
  });

  it('keeps empty values last in both directions when asked', async () => {
    const up = await list({ sort: 'phone', page: 1, limit: 10 });
    expect(names(up.docs)).toEqual(['Dipa', 'Bikash', 'Eka a_b', expect.any(String), expect.any(String)]);
    expect(names(up.docs).slice(3).sort()).toEqual(['Asha 50% Off', 'Chandra Saxby']);
    const down = await list({ sort: '-phone', page: 1, limit: 10 });
    expect(names(down.docs).slice(0, 3)).toEqual(['Eka a_b', 'Bikash', 'Dipa']);
  });

  it('searches any of the columns, ignoring case, with %, _ taken literally', async () => {
    // Unescaped, `0%` would match every email (`…-0@…` and more) and `a_b` would match `axb`.
    expect(names((await list({ search: 'CHAN', sort: 'fullName', page: 1, limit: 10 })).docs)).toEqual([
      'Chandra Saxby',
    ]);
    expect(names((await list({ search: '0%', sort: 'fullName', page: 1, limit: 10 })).docs)).toEqual([
      'Asha 50% Off',
    ]);
    expect(names((await list({ search: 'a_b', sort: 'fullName', page: 1, limit: 10 })).docs)).toEqual([
      'Eka a_b',
    ]);
    // The email column is searched too: the tag is in every email.
    expect((await list({ search: tag, sort: 'fullName', page: 1, limit: 1 })).total).toBe(5);
    expect((await list({ search: '', sort: 'fullName', page: 1, limit: 1 })).total).toBe(5);
  });

  it('breaks ties with the given columns, or with columns chosen per sort', async () => {
    const byId = await t.db
      .select({ id: users.id })
      .from(users)
      .where(ofTag)
      .orderBy(...orderBySort('fullName', { fullName: users.isVendorVerified }, { ties: [desc(users.id)] }));
    const ids = byId.map((r) => r.id);
    expect(ids).toEqual([...ids].sort().reverse());
    let asked: unknown;
    orderBySort('-phone', SORT_COLUMNS, {
      ties: (sort) => {
        asked = sort;
        return [];
      },
    });
    expect(asked).toEqual({ field: 'phone', direction: 'desc' });
  });

  // Planned once, the same statement runs with each page's values on one plan (decision 025).
  it.each([{ planOnce: false }, { planOnce: true }])(
    'reads a public page and its count in one statement, the count arriving past the last page ($planOnce)',
    async ({ planOnce }) => {
      const read = (page: number, limit: number) => {
        const offset = (page - 1) * limit;
        const source = countedPageSource(
          t.db.select({ id: users.id }).from(users).where(ofTag).orderBy(asc(users.fullName)).$dynamic(),
          { offset, limit, planOnce },
        );
        return readCountedPage<{ fullName: string }>(
          t.db
            .select({ fullName: users.fullName, pageId: source.id, matches: source.matches })
            .from(source.source)
            .leftJoin(users, eq(users.id, source.id))
            .orderBy(asc(users.fullName)),
          offset,
        );
      };
      expect(await read(2, 2)).toEqual({
        rows: [{ fullName: 'Chandra Saxby' }, { fullName: 'Dipa' }],
        total: 5,
        isTotalCapped: false,
      });
      expect(names((await read(3, 2)).rows)).toEqual(['Eka a_b']);
      // A page past the last one still says how many there are, for the pager to offer the last page.
      expect(await read(9, 2)).toEqual({ rows: [], total: 5, isTotalCapped: false });
    },
  );

  it('sends every page of a read whose count is known capped as one statement, so it is planned once', async () => {
    const pageOf = (page: number) => {
      const offset = (page - 1) * 2;
      const source = countedPageSource(
        t.db.select({ id: users.id }).from(users).where(ofTag).orderBy(asc(users.fullName)).$dynamic(),
        // A count known past the cap (isCountCapped): the page is read alone, its count given with it.
        { offset, limit: 2, planOnce: true, leastMatches: 1_000_000 },
      );
      const query = t.db.select({ pageId: source.id, matches: source.matches }).from(source.source);
      return { text: query.toSQL().sql, rows: query };
    };
    const [second, third] = [pageOf(2), pageOf(3)];
    // The same text whatever the page (its offset and count are values): one plan per connection,
    // where a count written into the text made a statement, and a plan, of every page.
    expect(third.text).toBe(second.text);
    expect(await second.rows).toEqual([
      { pageId: expect.any(String), matches: countedRows(2) },
      { pageId: expect.any(String), matches: countedRows(2) },
    ]);
    expect((await third.rows)[0]?.matches).toBe(countedRows(4));
  });

  it('wraps a page as { docs, pagination }', () => {
    expect(toPage({ page: 2, limit: 2 }, { docs: [1, 2], total: 5 }, (n) => n * 10)).toEqual({
      docs: [10, 20],
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3, nextPage: 3, prevPage: 1 },
    });
    expect(containsPattern('5%_\\')).toBe('%5\\%\\_\\\\%');
  });
});

describe('rankedSidesPageSource', () => {
  it.each([{ planOnce: false }, { planOnce: true }])(
    'reads each page of a ranked order side by side, as one sort of every row would ($planOnce)',
    async ({ planOnce }) => {
      // The ranked order: people with a phone first, then the others, each side by name.
      const sides = [and(ofTag, isNotNull(users.phone)), and(ofTag, isNull(users.phone))];
      const ranked = [...PEOPLE]
        .sort(
          (a, b) => Number(a.phone === null) - Number(b.phone === null) || (a.fullName < b.fullName ? -1 : 1),
        )
        .map((p) => p.fullName);
      const read = (page: number, limit: number, leastMatches: number | null = null) => {
        const offset = (page - 1) * limit;
        const ids = () => t.db.select({ id: users.id }).from(users).$dynamic();
        const source = rankedSidesPageSource(
          sides.map((side) => ids().where(side).orderBy(asc(users.fullName))),
          ids().where(ofTag),
          { offset, limit, planOnce, leastMatches },
        );
        return readCountedPage<{ fullName: string }>(
          t.db
            .select({ fullName: users.fullName, pageId: source.id, matches: source.matches })
            .from(source.source)
            .leftJoin(users, eq(users.id, source.id))
            .orderBy(sql`${users.phone} is null`, asc(users.fullName)),
          offset,
        );
      };
      for (const limit of [1, 2, 3, 5]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(PEOPLE.length / limit); page++) {
          const { rows, total, isTotalCapped } = await read(page, limit);
          expect({ total, isTotalCapped }).toEqual({ total: PEOPLE.length, isTotalCapped: false });
          pages.push(...names(rows));
        }
        expect(pages, `limit ${limit}`).toEqual(ranked);
      }
      expect(await read(9, 2)).toEqual({ rows: [], total: 5, isTotalCapped: false });
      // A count known to pass the cap (the words' least matches) is not read: "1,000+".
      expect(await read(1, 2, 5_000)).toEqual({
        rows: ranked.slice(0, 2).map((fullName) => ({ fullName })),
        total: 1_000,
        isTotalCapped: true,
      });
    },
  );
});

describe('listedAtLeast', () => {
  it("trusts a listing's cached count less the slack, so only pages far from its end skip their count", () => {
    expect(listedAtLeast(undefined)).toBeNull();
    expect(listedAtLeast(400)).toBe(0);
    expect(listedAtLeast(100_000)).toBe(100_000 - LISTED_COUNT_SLACK);
    // The first page of 100,000 rows skips its count; one within the slack and a thousand of the end reads it.
    expect(isCountCapped(listedAtLeast(100_000), 0)).toBe(true);
    expect(isCountCapped(listedAtLeast(100_000), 100_000 - LISTED_COUNT_SLACK - countedRows(0))).toBe(true);
    expect(isCountCapped(listedAtLeast(100_000), 100_000 - LISTED_COUNT_SLACK - countedRows(0) + 1)).toBe(
      false,
    );
  });
});

describe('searchBreadth', () => {
  it('knows one word by its count, and guesses several as if they met by chance', () => {
    expect(
      searchBreadth({ leastMatches: 6_708, wordMatches: [6_708], exactWordMatches: [10] }, 100_000),
    ).toEqual({
      leastMatches: 6_708,
      estimatedMatches: 6_708,
      exactMatches: 10,
      listed: 100_000,
    });
    // "leaking tap": 20% and 10% of the listing, about 2% together; no word bounds the other.
    expect(
      searchBreadth(
        { leastMatches: null, wordMatches: [20_000, 10_000], exactWordMatches: [20_000, 10_000] },
        100_000,
      ),
    ).toEqual({ leastMatches: null, estimatedMatches: 2_000, exactMatches: 2_000, listed: 100_000 });
    // "in the": each in nearly every product, so at least 98,000 hold both.
    expect(
      searchBreadth(
        { leastMatches: null, wordMatches: [99_000, 99_000], exactWordMatches: [99_000, 99_000] },
        100_000,
      ),
    ).toMatchObject({ leastMatches: 98_000, estimatedMatches: 98_010 });
    // Nothing listed: nothing to walk.
    expect(
      searchBreadth({ leastMatches: null, wordMatches: [3, 4], exactWordMatches: [3, 4] }, 0),
    ).toMatchObject({
      leastMatches: null,
      estimatedMatches: 0,
    });
  });

  it("reads several words' breadth from a sample of the listing when one is given", () => {
    const plan = { leastMatches: null, wordMatches: [6_000, 6_300], exactWordMatches: [6_000, 6_300] };
    // "small family": 6% of the tasks each, by chance 0.4% together; the sample finds them together.
    expect(searchBreadth(plan, 100_000)).toMatchObject({ estimatedMatches: 378, exactMatches: 378 });
    expect(searchBreadth(plan, 100_000, { size: 2_000, hits: 120, exactHits: 118 })).toEqual({
      leastMatches: null,
      estimatedMatches: 6_000,
      exactMatches: 5_900,
      listed: 100_000,
    });
    // Fewer than three hits: rare, at most what three would be (and never more than chance's guess).
    expect(searchBreadth(plan, 100_000, { size: 2_000, hits: 1, exactHits: 0 })).toMatchObject({
      estimatedMatches: 150,
      exactMatches: 150,
    });
    expect(
      searchBreadth({ leastMatches: null, wordMatches: [900, 800], exactWordMatches: [900, 800] }, 100_000, {
        size: 2_000,
        hits: 0,
        exactHits: 0,
      }),
    ).toMatchObject({ estimatedMatches: 7 });
    // One word keeps its count; a tsquery the sample cannot read keeps the guess.
    expect(
      searchBreadth({ leastMatches: 6_708, wordMatches: [6_708], exactWordMatches: [10] }, 100_000, {
        size: 2_000,
        hits: 500,
        exactHits: 500,
      }),
    ).toMatchObject({ estimatedMatches: 6_708, exactMatches: 10 });
    expect(searchBreadth(plan, 100_000, { size: 2_000, hits: null, exactHits: null })).toMatchObject({
      estimatedMatches: 378,
    });
  });
});

describe('hasOnlyWords', () => {
  it('is true for a listing filtered by its words or by nothing, false for any other filter', () => {
    expect(hasOnlyWords({})).toBe(true);
    expect(hasOnlyWords({ categorySlug: undefined, placeId: undefined })).toBe(true);
    expect(hasOnlyWords({ categorySlug: 'plumbing', placeId: undefined })).toBe(false);
    expect(hasOnlyWords({ remote: false })).toBe(false);
    expect(hasOnlyWords({ budgetMin: 0 })).toBe(false);
    // A search that names a category matches by category too: planned with its values.
    expect(hasOnlyWords({}, ['category-id'])).toBe(false);
  });
});

describe('walksListing', () => {
  it('walks the list for a word in many rows while that visits fewer rows than its matches', () => {
    // "install", 6,708 of 100,000 tasks: page 1 after ~300 rows, page 10 after ~3,000.
    expect(walksListing(6_708, 100_000, { offset: 0, limit: 20 })).toBe(true);
    expect(walksListing(6_708, 100_000, { offset: 180, limit: 20 })).toBe(true);
    // Deep pages, and rarer words, are read by sorting their matches.
    expect(walksListing(6_708, 100_000, { offset: 980, limit: 20 })).toBe(false);
    expect(walksListing(500, 100_000, { offset: 0, limit: 20 })).toBe(false);
    // No bound on the matches (more words), or an empty list: never walked.
    expect(walksListing(null, 100_000, { offset: 0, limit: 20 })).toBe(false);
    expect(walksListing(0, 0, { offset: 0, limit: 20 })).toBe(false);
  });

  it('walks only past the matches its count reads anyway when the count is read', () => {
    const page = { offset: 0, limit: 4 };
    // "desktop computer", 900 of 94,600 tasks: the count reads all 900, a walk would only add ~420 rows.
    expect(walksListing(900, 94_600, page)).toBe(true);
    expect(walksListing(900, 94_600, page, true)).toBe(false);
    // "small family", 5,900: the count stops at 1,001 and the page is found after ~64 rows walked.
    expect(walksListing(5_900, 94_600, page, true)).toBe(true);
    expect(walksListing(1_100, 94_600, page, true)).toBe(false);
  });
});
