import { randomUUID } from 'node:crypto';
import { PAGE_TAG, taskerPageTag, taskPageTag } from '@bazaar/shared/page-cache';
import { arrayOverlaps, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  buildTestApp,
  call,
  createUser,
  type TestApp,
  type TestUser,
  uniqueWord,
} from '../../../test/helper.ts';
import { expectPageReadWithoutItsCount } from '../../../test/plain-listing.ts';
import { uploadTestImage } from '../../../test/uploads.ts';
import { pagePurges } from '../../db/schema/page-purges.ts';
import { searchVocabulary } from '../../db/schema/search.ts';
import { addresses, categories } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import type { SearchBreadth } from '../../lib/list-query.ts';
import { loadWordSample } from '../../lib/search/repo.ts';
import { sampleHits } from '../../lib/search/word-sample.ts';
import { loadPlaceDistricts } from '../../platform/address/places.ts';
import {
  countListedTasks,
  facetShares,
  listPublicTasks,
  listTaskCategoryIds,
  type PublicTaskSort,
  TASK_TYPE_AHEAD,
} from './list-repo.ts';
import {
  assignedScenario,
  createPlaces,
  createTaskCategory,
  dayFromToday,
  makeOffer,
  postTask,
  taskBody,
  taskRow,
  taskScenario,
} from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
let poster: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
  poster = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

type Card = { _id: string; title: string; status: string };
const list = async (query: string) => {
  const res = await call(t, { method: 'GET', url: `/api/task/list?${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { docs: Card[]; pagination: { total: number }; didYouMean: string | null };
};
const titles = (body: { docs: Card[] }) => body.docs.map((d) => d.title);

describe('GET /api/task/list', () => {
  it('filters by place (with the places under it), remote, budget, date and category, Open first', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const other = await createPlaces(t);
    const post = (title: string, overrides: Parameters<typeof taskBody>[2] = {}) =>
      postTask(t, poster, taskBody(category.id, places.town, { title, ...overrides }));
    await post('Paint the town house', { budget: 500_000, whenKind: 'on', whenDate: dayFromToday(3) });
    await post('Fix the village fence', {
      placeId: places.village,
      budget: 150_000,
      whenDate: dayFromToday(10),
    });
    await post('Design a remote logo', {
      isRemote: true,
      placeId: null,
      budget: 300_000,
      whenKind: 'flexible',
    });
    await post('Move furniture elsewhere', {
      placeId: other.town,
      budget: 200_000,
      whenDate: dayFromToday(1),
    });
    const assigned = await post('Assigned gardening job', { budget: 900_000, whenDate: dayFromToday(2) });
    const tasker = await createUser(t);
    const offerId = await makeOffer(t, tasker, assigned);
    await call(t, { method: 'PUT', url: `/api/task/offers/${offerId}/accept`, token: poster.token });
    const cancelled = await post('Cancelled cleaning job');
    await call(t, {
      method: 'PUT',
      url: `/api/task/${cancelled}/cancel`,
      token: poster.token,
      payload: { reason: 'Not needed' },
    });

    const c = `category=${category.slug}`;
    // Newest first, Open before Assigned; Cancelled never listed.
    expect(titles(await list(c))).toEqual([
      'Move furniture elsewhere',
      'Design a remote logo',
      'Fix the village fence',
      'Paint the town house',
      'Assigned gardening job',
    ]);
    expect(titles(await list(`${c}&place=${places.district}`)).sort()).toEqual(
      ['Assigned gardening job', 'Fix the village fence', 'Paint the town house'].sort(),
    );
    expect(titles(await list(`${c}&place=${places.village}`))).toEqual(['Fix the village fence']);
    expect(titles(await list(`${c}&remote=true`))).toEqual(['Design a remote logo']);
    expect(titles(await list(`${c}&budgetMin=200000&budgetMax=500000`))).toEqual([
      'Move furniture elsewhere',
      'Design a remote logo',
      'Paint the town house',
    ]);
    expect(titles(await list(`${c}&date=${dayFromToday(3)}`))).toEqual([
      'Move furniture elsewhere',
      'Paint the town house',
      'Assigned gardening job',
    ]);
    expect(titles(await list(`${c}&sort=budget`))).toEqual([
      'Fix the village fence',
      'Move furniture elsewhere',
      'Design a remote logo',
      'Paint the town house',
      'Assigned gardening job',
    ]);
    expect(titles(await list(`${c}&sort=-budget`))[0]).toBe('Paint the town house');
    expect(titles(await list(`${c}&sort=due`))).toEqual([
      'Move furniture elsewhere',
      'Paint the town house',
      'Fix the village fence',
      'Design a remote logo',
      'Assigned gardening job',
    ]);
    expect(titles(await list(`${c}&openOnly=true`))).not.toContain('Assigned gardening job');
    const paged = await list(`${c}&limit=2&page=3`);
    expect(paged.docs).toHaveLength(1);
    expect(paged.pagination.total).toBe(5);
  });

  it("reads a category and a place through `facets` or the category's index alike", async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const other = await createPlaces(t);
    const post = (title: string, overrides: Parameters<typeof taskBody>[2]) =>
      postTask(t, poster, taskBody(category.id, places.town, { title, ...overrides }));
    for (const [n, budget] of [150_000, 400_000, 250_000, 600_000, 300_000].entries()) {
      await post(`Sweep the village yard ${n}`, {
        placeId: places.village,
        budget,
        whenDate: dayFromToday(9 - n),
      });
      await post(`Sweep the town yard ${n}`, { budget: budget + 10_000, whenDate: dayFromToday(n + 1) });
      await post(`Sweep the other yard ${n}`, { placeId: other.town, budget });
    }
    const read = (placeId: string, sort: PublicTaskSort, page: number, isBroadCategoryPlace: boolean) =>
      listPublicTasks(t.db, {
        filters: { categorySlug: category.slug, placeId, budgetMin: 200_000, isBroadCategoryPlace },
        tsquery: null,
        exactTsquery: null,
        sort,
        page,
        limit: 3,
      }).then((r) => ({ titles: r.docs.map((d) => d.title), total: r.total }));
    for (const sort of ['newest', 'budget', '-budget', 'due'] as const) {
      for (const page of [1, 2, 3]) {
        const walked = await read(places.district, sort, page, true);
        expect(walked).toEqual(await read(places.district, sort, page, false));
        expect(walked.total).toBe(8);
        expect(await read(places.village, sort, page, true)).toEqual(
          await read(places.village, sort, page, false),
        );
      }
    }
    expect((await read(places.village, 'budget', 1, true)).titles).toEqual([
      'Sweep the village yard 2',
      'Sweep the village yard 4',
      'Sweep the village yard 1',
    ]);
  });

  it("weighs a category and a place by PostgreSQL's statistics of `facets`", async () => {
    // A database of its own: the statistics count each value in a sketch that is exact only while the
    // table holds few values, and the other tests of this file add theirs to the shared one.
    const own = await buildIsolatedTestApp();
    try {
      const category = await createTaskCategory(own);
      const places = await createPlaces(own);
      const other = await createPlaces(own);
      const ownPoster = await createUser(own);
      for (const [n, placeId] of [places.village, places.town, other.town]
        .flatMap((p) => [p, p, p, p, p])
        .entries())
        await postTask(own, ownPoster, taskBody(category.id, placeId, { title: `Sweep the yard ${n}` }));
      // The shares come from PostgreSQL's statistics, which ANALYZE gathers (of every task row, as a
      // table this small is read whole): the category is in 15 tasks, the district in 10.
      await own.db.execute(sql`analyze tasks`);
      const shares = await facetShares(own.db);
      const [all] = await own.db.select({ n: count() }).from(tasks);
      expect(all?.n).toBe(15);
      expect(Math.round((shares.categories.get(category.slug) ?? 0) * 15)).toBe(15);
      expect(Math.round((shares.places.get(places.district) ?? 0) * 15)).toBe(10);
      expect(Math.round((shares.places.get(places.village) ?? 0) * 15)).toBe(5);
      expect(shares.places.has(category.id)).toBe(false);
    } finally {
      await own.close();
    }
  });

  it('reads a category and a place by its districts, merged in every sort, page by page', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    // A second district of the same State, and a State of its own beside it.
    const [second, elsewhere] = [newId(), await createPlaces(t)];
    await t.db
      .insert(addresses)
      .values({ id: second, name: `Second ${places.suffix}`, level: 1, parentId: places.state });
    const post = (title: string, placeId: string, budget: number, due: number | null) =>
      postTask(
        t,
        poster,
        taskBody(category.id, placeId, {
          title,
          budget,
          ...(due === null ? { whenKind: 'flexible' } : { whenKind: 'on', whenDate: dayFromToday(due) }),
        }),
      );
    // Budgets tie across districts, so a page boundary falls inside a run of equal budgets.
    const where = [places.town, second, places.state, places.village, places.district, second];
    for (let n = 0; n < 12; n++) {
      const placeId = where[n % where.length] as string;
      await post(`Mend the yard ${n}`, placeId, 100_000 + (n % 4) * 25_000, n % 4 === 0 ? null : 12 - n);
    }
    await post('Mend the yard elsewhere', elsewhere.district, 150_000, 3);
    const assigned = await post('Mend the assigned yard', second, 150_000, 5);
    const offerId = await makeOffer(t, await createUser(t), assigned);
    await call(t, { method: 'PUT', url: `/api/task/offers/${offerId}/accept`, token: poster.token });

    const read = async (placeId: string, sort: PublicTaskSort, page: number, byDistricts: boolean) => {
      const filters = { categorySlug: category.slug, placeId, budgetMin: 100_000, budgetMax: 150_000 };
      const districts = byDistricts ? await loadPlaceDistricts(t.db, placeId) : undefined;
      const result = await listPublicTasks(t.db, {
        filters: { ...filters, districts },
        tsquery: null,
        exactTsquery: null,
        sort,
        page,
        limit: 4,
      });
      return { titles: result.docs.map((d) => d.title), total: result.total };
    };
    expect(await loadPlaceDistricts(t.db, places.state)).toEqual(
      expect.arrayContaining([places.state, places.district, second]),
    );
    expect(await loadPlaceDistricts(t.db, places.village)).toEqual([places.district]);
    // The State: its own tasks, both districts' and the town's and village's; its count across them.
    const counts = { [places.state]: 10, [places.district]: 5, [second]: 3, [places.village]: 1 };
    for (const sort of ['newest', 'budget', '-budget', 'due', 'relevance'] as const) {
      for (const [placeId, total] of Object.entries(counts)) {
        for (const page of [1, 2, 3, 4]) {
          const merged = await read(placeId, sort, page, true);
          expect(merged, `${sort} ${placeId} page ${page}`).toEqual(await read(placeId, sort, page, false));
          expect(merged.total).toBe(total);
        }
      }
    }
    // Open before Assigned, then the budget, then the newest.
    expect((await read(places.state, '-budget', 3, true)).titles).toEqual([
      'Mend the yard 0',
      'Mend the assigned yard',
    ]);
    expect((await read(places.state, 'budget', 1, true)).titles).toEqual([
      'Mend the yard 8',
      'Mend the yard 4',
      'Mend the yard 0',
      'Mend the yard 9',
    ]);
    // Through the API, as a visitor filters: the State, and a place below a district.
    const c = `category=${category.slug}`;
    expect((await list(`${c}&place=${places.state}&limit=50`)).pagination.total).toBe(13);
    expect(titles(await list(`${c}&place=${places.village}&sort=budget`))).toEqual([
      'Mend the yard 9',
      'Mend the yard 3',
    ]);
  });

  it('reads a place without a category by the task categories in its district, merged in every sort', async () => {
    // A database of its own: the read has a range per task category, and other files add theirs.
    const own = await buildIsolatedTestApp();
    try {
      const kinds = [
        await createTaskCategory(own),
        await createTaskCategory(own),
        await createTaskCategory(own),
      ];
      const places = await createPlaces(own);
      const other = await createPlaces(own);
      const ownPoster = await createUser(own);
      const where = [places.town, places.district, places.village, other.town];
      for (let n = 0; n < 15; n++) {
        const kind = kinds[n % 3] as (typeof kinds)[number];
        const body = taskBody(kind.id, where[n % 4] as string, {
          title: `Tidy the shed ${n}`,
          budget: 100_000 + ((n * 7) % 5) * 25_000,
          ...(n % 5 === 0
            ? { whenKind: 'flexible' as const }
            : { whenKind: 'on' as const, whenDate: dayFromToday(15 - n) }),
        });
        await postTask(own, ownPoster, body);
      }
      const all = await listTaskCategoryIds(own.db);
      expect(all.length).toBeLessThanOrEqual(64);
      const read = async (placeId: string, sort: PublicTaskSort, page: number, taskCategories?: string[]) => {
        const districts =
          taskCategories === undefined ? undefined : await loadPlaceDistricts(own.db, placeId);
        const result = await listPublicTasks(own.db, {
          filters: { placeId, budgetMax: 150_000, districts },
          tsquery: null,
          exactTsquery: null,
          ...(taskCategories === undefined ? {} : { taskCategories }),
          sort,
          page,
          limit: 4,
        });
        return { titles: result.docs.map((d) => d.title), total: result.total };
      };
      // The district: the town's, the village's and its own tasks (12 of them, 7 within the budget).
      for (const sort of ['newest', 'budget', '-budget', 'due', 'relevance'] as const) {
        for (const [placeId, total] of [
          [places.district, 7],
          [places.village, 2],
        ] as const) {
          for (const page of [1, 2, 3]) {
            const merged = await read(placeId, sort, page, all);
            expect(merged, `${sort} ${placeId} page ${page}`).toEqual(await read(placeId, sort, page));
            expect(merged.total).toBe(total);
          }
        }
      }
      // Read without one category's range, the page lacks its tasks: the merge is what answered.
      const withoutFirst = all.filter((id) => id !== kinds[0]?.id);
      expect((await read(places.district, 'newest', 1, withoutFirst)).total).toBeLessThan(7);
      // Through the API, as a visitor filters by a place alone.
      const res = await call(own, {
        method: 'GET',
        url: `/api/task/list?place=${places.village}&sort=budget`,
      });
      expect((res.body as { docs: Card[] }).docs.map((d) => d.title)).toEqual([
        'Tidy the shed 10',
        'Tidy the shed 6',
        'Tidy the shed 14',
        'Tidy the shed 2',
      ]);
    } finally {
      await own.close();
    }
  });

  it("reads a page of the plain list without its count when the listed tasks' count reaches past it", async () => {
    // A database of its own: the list's whole count is read, and other files post tasks to the shared
    // one meanwhile.
    const own = await buildIsolatedTestApp();
    try {
      const category = await createTaskCategory(own);
      const places = await createPlaces(own);
      const ownPoster = await createUser(own);
      for (let n = 0; n < 5; n++) {
        await postTask(
          own,
          ownPoster,
          taskBody(category.id, places.town, { title: `Oil the squeaky gate ${n}` }),
        );
      }
      const listed = await countListedTasks(own.db);
      const { page, limit } = await expectPageReadWithoutItsCount(
        (page, limit, listed) =>
          listPublicTasks(own.db, {
            filters: {},
            tsquery: null,
            exactTsquery: null,
            ...(listed === undefined ? {} : { listed }),
            sort: 'newest',
            page,
            limit,
          }),
        listed,
      );
      // Through the API, with the list's own count: the same total.
      const res = await call(own, {
        method: 'GET',
        url: `/api/task/list?sort=newest&limit=${limit}&page=${page}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.pagination.total).toBe(listed);
    } finally {
      await own.close();
    }
  });

  it('pages a search and counts every match, on a page past the last one too', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    for (const n of [1, 2, 3])
      await postTask(
        t,
        poster,
        taskBody(category.id, places.town, { title: `Wallpaper the study room ${n}` }),
      );
    await postTask(t, poster, taskBody(category.id, places.town, { title: 'Clean the garage floor' }));
    const c = `category=${category.slug}&search=wallpaper&limit=2`;
    const first = await list(`${c}&page=1`);
    expect(first.docs).toHaveLength(2);
    expect(first.pagination.total).toBe(3);
    const second = await list(`${c}&page=2`);
    expect(titles(second)).toHaveLength(1);
    expect(new Set([...titles(first), ...titles(second)])).toEqual(
      new Set(['Wallpaper the study room 1', 'Wallpaper the study room 2', 'Wallpaper the study room 3']),
    );
    const past = await list(`${c}&page=5`);
    expect(past.docs).toHaveLength(0);
    expect(past.pagination.total).toBe(3);
  });

  it('answers a broad one-word search page by page in the list order, however the page is read', async () => {
    // A word of its own in most of the tasks that have it: its first pages are read by walking the
    // list's order (walksListing), later ones by sorting every match; both must give the same list.
    const word = `gutter${uniqueWord()}`;
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const ids: string[] = [];
    for (let n = 0; n < 14; n++) {
      const title = `Clear the ${word} number ${n}`;
      ids.push(
        await postTask(
          t,
          poster,
          taskBody(category.id, places.town, { title, budget: 100_000 + (n % 5) * 50_000 }),
        ),
      );
    }
    const tasker = await createUser(t);
    for (const id of [ids[3], ids[9]] as string[]) {
      const offerId = await makeOffer(t, tasker, id);
      await call(t, { method: 'PUT', url: `/api/task/offers/${offerId}/accept`, token: poster.token });
    }
    const rows = await t.db
      .select({
        title: tasks.title,
        status: tasks.status,
        budget: tasks.budget,
        createdAt: tasks.createdAt,
        id: tasks.id,
      })
      .from(tasks)
      .where(inArray(tasks.id, ids));
    const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      Number(b.status === 'Open') - Number(a.status === 'Open') ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (b.id < a.id ? -1 : 1);
    const byBudget = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      Number(b.status === 'Open') - Number(a.status === 'Open') || a.budget - b.budget || newest(a, b);
    // As typed, and with a letter missing (a typo, so nothing ranks first).
    for (const [search, sort, order] of [
      [word, '', newest],
      [word.slice(0, 4) + word.slice(5), '', newest],
      [word, '&sort=budget', byBudget],
    ] as const) {
      const read: string[] = [];
      for (let page = 1; page <= 8; page++) {
        const body = await list(`search=${search}${sort}&limit=2&page=${page}`);
        expect(body.pagination.total).toBe(14);
        read.push(...titles(body));
      }
      expect(read, `${search}${sort}`).toEqual([...rows].sort(order).map((r) => r.title));
    }
    // Whatever else the database holds, each page read by walking (forced here) equals the page read
    // by sorting every match, and so does its count; the same for a word left as a prefix (`gutt:*`,
    // the type-ahead's first letters, which walks when its commonest word is broad).
    for (const [tsquery, page] of [word, `${word.slice(0, -1)}:*`].flatMap((q) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((p) => [q, p] as const),
    )) {
      const read = (breadth?: SearchBreadth) =>
        listPublicTasks(t.db, {
          filters: {},
          tsquery,
          exactTsquery: null,
          ...(breadth ? { breadth } : {}),
          sort: 'newest',
          page,
          limit: 2,
        }).then((r) => ({ ids: r.docs.map((d) => d.id), total: r.total }));
      // Its true least matches (a lower bound, as the vocabulary's count is): the count is still read.
      const walked = await read({ leastMatches: 14, estimatedMatches: 14, exactMatches: 14, listed: 1 });
      expect(walked).toEqual(await read());
      expect(walked.total).toBe(14);
    }
    // Ranked by other words as typed (here the numbers 1, 3 and 12, one of them an Assigned task's),
    // a walked page is read side by side (Open tasks with them, Open without, then the others); each
    // page equals the page sorted whole, whether the words as typed are walked or read through the
    // full-text index, and whether the count is read or known to be capped.
    for (const page of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const read = (breadth?: SearchBreadth) =>
        listPublicTasks(t.db, {
          filters: {},
          tsquery: word,
          exactTsquery: '1 | 3 | 12',
          ...(breadth ? { breadth } : {}),
          sort: 'relevance',
          page,
          limit: 2,
        }).then((r) => ({ ids: r.docs.map((d) => d.id), total: r.total }));
      const sorted = await read();
      for (const exactMatches of [14, 1]) {
        const sides = await read({ leastMatches: null, estimatedMatches: 14, exactMatches, listed: 1 });
        expect(JSON.stringify(sides), `page ${page}, as typed in ${exactMatches}`).toEqual(
          JSON.stringify(sorted),
        );
      }
      const capped = await read({ leastMatches: 5_000, estimatedMatches: 5_000, exactMatches: 1, listed: 1 });
      expect(capped.ids).toEqual(sorted.ids);
      expect(capped.total).toBe(1_000 + (page - 1) * 2);
    }
  });

  it("samples the listed tasks' words: two words that always go together are found together", async () => {
    // By chance two words in few tasks each would meet in almost none; the sample sees them meet.
    const [first, second] = [`family${uniqueWord()}`, `small${uniqueWord()}`];
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    for (let n = 0; n < 3; n++) {
      await postTask(
        t,
        poster,
        taskBody(category.id, places.town, { title: `Move a ${second} ${first} ${n}` }),
      );
    }
    const cancelled = await postTask(
      t,
      poster,
      taskBody(category.id, places.town, { title: `Lost ${first} ${second}` }),
    );
    await t.db.update(tasks).set({ status: 'Cancelled' }).where(eq(tasks.id, cancelled));
    // Sized for a listing of one row, the table is sampled whole, whatever other tests have posted.
    const sample = await loadWordSample(t.db, TASK_TYPE_AHEAD, 1);
    expect(sampleHits(sample, `${first} & ${second}`)).toBe(3);
    expect(sampleHits(sample, `${second.slice(0, -2)}:* & ${first}`)).toBe(3);
    expect(sampleHits(sample, `${first} & lost`)).toBe(0);
  });

  it('finds tasks despite a typo and proposes the corrected words; hidden tasks never show', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const id = await postTask(
      t,
      poster,
      taskBody(category.id, places.town, { title: 'Plumber needed for a leaking kitchen tap' }),
    );
    const c = `category=${category.slug}`;
    const found = await list(`${c}&search=plumbr%20kitchn`);
    expect(titles(found)).toEqual(['Plumber needed for a leaking kitchen tap']);
    expect(found.didYouMean).toBe('plumber kitchen');
    expect(titles(await list(`${c}&search=leaking`))).toEqual(['Plumber needed for a leaking kitchen tap']);
    expect((await list(`${c}&search=plumber`)).didYouMean).toBeNull();

    const [word] = await t.db.select().from(searchVocabulary).where(eq(searchVocabulary.word, 'plumber'));
    expect(word?.section).toBe('task');
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: `/api/admin/task/tasks/${id}/hidden`,
          token: admin.token,
          payload: { hidden: true },
        })
      ).status,
    ).toBe(200);
    expect((await list(`${c}&search=plumber`)).docs).toHaveLength(0);
    expect((await call(t, { method: 'GET', url: `/api/task/${id}` })).status).toBe(404);
  });

  it('finds the tasks of a category the search names, after the tasks whose words match', async () => {
    const tag = uniqueWord();
    const category = await createTaskCategory(t, `Pottery ${tag}`);
    const other = await createTaskCategory(t);
    const places = await createPlaces(t);
    await postTask(t, poster, taskBody(category.id, places.town, { title: 'Glaze twelve clay mugs' }));
    await postTask(t, poster, taskBody(other.id, places.town, { title: `Teach a pottery ${tag} class` }));
    await postTask(t, poster, taskBody(other.id, places.town, { title: 'Fix a wobbly table leg' }));

    const found = await list(`search=pottery%20${tag}`);
    expect(titles(found)).toEqual([`Teach a pottery ${tag} class`, 'Glaze twelve clay mugs']);
    expect(found.didYouMean).toBeNull();
    // A task of the category with the words too ranks with the words, a newer one without them after
    // every task with them, and the pages read one at a time give the same order and count.
    await postTask(t, poster, taskBody(category.id, places.town, { title: `Pottery ${tag} wheel lesson` }));
    await postTask(t, poster, taskBody(category.id, places.town, { title: 'Fire the kiln' }));
    const ranked = [
      `Pottery ${tag} wheel lesson`,
      `Teach a pottery ${tag} class`,
      'Fire the kiln',
      'Glaze twelve clay mugs',
    ];
    expect(titles(await list(`search=pottery%20${tag}`))).toEqual(ranked);
    // A typo in the name finds the same tasks and suggests the name as the category spells it.
    const mistyped = await list(`search=potery%20${tag}`);
    expect(titles(mistyped).sort()).toEqual([...ranked].sort());
    expect(mistyped.didYouMean).toBe(`pottery ${tag}`);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const one = await list(`search=pottery%20${tag}&limit=1&page=${page}`);
      expect(one.pagination.total).toBe(4);
      pages.push(...titles(one));
    }
    expect(pages).toEqual(ranked);
    expect(titles(await list(`search=pottery%20${tag}&sort=newest`))).toEqual([
      'Fire the kiln',
      `Pottery ${tag} wheel lesson`,
      `Teach a pottery ${tag} class`,
      'Glaze twelve clay mugs',
    ]);
    // A typo in the category's name too; words that are not all in its name do not name it.
    expect(titles(await list(`search=potery%20${tag}`))).toContain('Glaze twelve clay mugs');
    expect(titles(await list(`search=pottery%20${tag}%20wobbly`))).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['budgetMin=500&budgetMax=100', 'budgetMax'],
      ['sort=cheapest', 'sort'],
      ['place=kathmandu', 'place'],
      ['date=2026-13-01', 'date'],
      ['remote=maybe', 'remote'],
    ]) {
      const res = await call(t, { method: 'GET', url: `/api/task/list?${query}` });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(res.body.errors)).toContain(`"path":"${field}"`);
    }
  });
});

describe('GET /api/task/:id', () => {
  it('shows the task, its poster card, offers count and questions', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const id = await postTask(t, poster, taskBody(category.id, places.town, { isRemote: false }));
    await makeOffer(t, await createUser(t), id);
    const res = await call(t, { method: 'GET', url: `/api/task/${id}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: id,
      status: 'Open',
      offersCount: 1,
      category: { _id: category.id, slug: category.slug },
      place: {
        _id: places.town,
        label: `Town ${places.suffix}, District ${places.suffix}, State ${places.suffix}`,
      },
      poster: { _id: poster.row.id, rating: 0, reviewsCount: 0 },
      assignedTasker: null,
      questions: [],
    });
    expect(
      (await call(t, { method: 'GET', url: '/api/task/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' })).status,
    ).toBe(404);
  });
});

describe('task categories', () => {
  it('lists active task categories with their open-task counts; delete refused while tasks use one', async () => {
    const category = await createTaskCategory(t, `Zz Handyman ${randomUUID().slice(0, 6)}`);
    const places = await createPlaces(t);
    await postTask(t, poster, taskBody(category.id, places.town));
    await postTask(t, poster, taskBody(category.id, places.town));
    const s = await assignedScenario(t);
    const res = await call(t, { method: 'GET', url: '/api/task/categories' });
    const byId = Object.fromEntries(res.body.data.map((c: { _id: string }) => [c._id, c]));
    expect(byId[category.id]).toMatchObject({ name: category.name, slug: category.slug, openTaskCount: 2 });
    expect(byId[s.category.id]).toMatchObject({ openTaskCount: 0 });

    const del = await call(t, {
      method: 'DELETE',
      url: `/api/admin/categories/${category.id}`,
      token: admin.token,
    });
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('2 tasks');
    expect(await t.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    const adminList = await call(t, {
      method: 'GET',
      url: '/api/admin/categories?section=task',
      token: admin.token,
    });
    expect(adminList.body.find((c: { _id: string }) => c._id === category.id)).toMatchObject({
      taskCount: 2,
    });

    // Created through the existing category module with section task, then used for a task.
    const created = await call(t, {
      method: 'POST',
      url: '/api/admin/categories',
      token: admin.token,
      payload: { section: 'task', name: 'Pet care' },
    });
    expect(created.status).toBe(201);
    await postTask(t, poster, taskBody(created.body.data._id, places.town));
    // A shop category is not a task category.
    const shop = await call(t, {
      method: 'POST',
      url: '/api/admin/categories',
      token: admin.token,
      payload: { name: 'Shoes here' },
    });
    const refused = await call(t, {
      method: 'POST',
      url: '/api/task',
      token: poster.token,
      payload: taskBody(shop.body.data._id, places.town),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject([{ path: 'categoryId' }]);
  });
});

describe('tasker profile', () => {
  it('saves the profile and shows it on the public tasker page', async () => {
    const tasker = await createUser(t);
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const empty = await call(t, { method: 'GET', url: '/api/task/user/tasker-profile', token: tasker.token });
    expect(empty.body.data).toMatchObject({
      bio: '',
      skills: [],
      categoryIds: [],
      serviceAreaId: null,
      updatedAt: null,
    });
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/task/user/tasker-profile',
      token: tasker.token,
      payload: {
        bio: 'Handy with tools.',
        skills: ['Plumbing', 'plumbing', 'Painting'],
        categoryIds: [category.id],
        serviceAreaId: places.district,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      skills: ['plumbing', 'Painting'],
      serviceArea: { _id: places.district },
    });
    const page = await call(t, { method: 'GET', url: `/api/task/tasker/${tasker.row.id}` });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      _id: tasker.row.id,
      bio: 'Handy with tools.',
      categories: [{ _id: category.id }],
      serviceArea: { label: `District ${places.suffix}, State ${places.suffix}` },
      rating: 0,
      completedCount: 0,
    });
    expect(page.body.reviews).toMatchObject({ docs: [], pagination: { total: 0 } });
    expect((await call(t, { method: 'GET', url: `/api/task/tasker/${places.town}` })).status).toBe(404);
  });

  it('keeps what a partial body does not name, and refuses an empty one with 400', async () => {
    const tasker = await createUser(t);
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const photo = await uploadTestImage(t, tasker.token);
    const put = (payload: Record<string, unknown>) =>
      call(t, { method: 'PUT', url: '/api/task/user/tasker-profile', token: tasker.token, payload });
    const whole = {
      bio: 'Handy with tools.',
      skills: ['Plumbing'],
      categoryIds: [category.id],
      serviceAreaId: places.district,
      photo,
    };
    expect((await put(whole)).status).toBe(200);
    const stored = async () => {
      const [row] = await t.db.select().from(users).where(eq(users.id, tasker.row.id));
      return {
        bio: row!.bio,
        skills: row!.skills,
        categoryIds: row!.taskCategoryIds,
        serviceAreaId: row!.taskerServiceAreaId,
        photo: row!.taskerPhoto,
      };
    };
    const before = await stored();
    expect(before).toEqual(whole);

    const empty = await put({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/at least one field/);
    expect(await stored()).toEqual(before);

    const onlyBio = await put({ bio: 'Now also a painter.' });
    expect(onlyBio.status).toBe(200);
    expect(onlyBio.body.data).toMatchObject({
      bio: 'Now also a painter.',
      skills: ['Plumbing'],
      categoryIds: [category.id],
    });
    expect(await stored()).toEqual({ ...before, bio: 'Now also a painter.' });

    // Naming a field with null or an empty list clears it, and only it.
    expect((await put({ serviceAreaId: null, skills: [] })).status).toBe(200);
    expect(await stored()).toEqual({
      ...before,
      bio: 'Now also a painter.',
      serviceAreaId: null,
      skills: [],
    });
  });
});

describe('admin', () => {
  it('lists every task with filters and counts per status; hides and shows one', async () => {
    const s = await assignedScenario(t);
    const res = await call(t, {
      method: 'GET',
      url: `/api/admin/task/tasks?category=${s.category.id}&status=Assigned`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toMatchObject([
      { _id: s.taskId, status: 'Assigned', assignedTasker: { _id: s.tasker.row.id }, isHidden: false },
    ]);
    expect(res.body.counts.status).toMatchObject({ all: 1, Assigned: 1, Open: 0 });
    const byPlace = await call(t, {
      method: 'GET',
      url: `/api/admin/task/tasks?place=${s.places.state}`,
      token: admin.token,
    });
    expect(byPlace.body.docs.map((d: { _id: string }) => d._id)).toEqual([s.taskId]);
    const search = await call(t, {
      method: 'GET',
      url: `/api/admin/task/tasks?search=${s.poster.email}`,
      token: admin.token,
    });
    expect(search.body.docs.map((d: { _id: string }) => d._id)).toEqual([s.taskId]);

    const hidden = await call(t, {
      method: 'PUT',
      url: `/api/admin/task/tasks/${s.taskId}/hidden`,
      token: admin.token,
      payload: { hidden: true },
    });
    expect(hidden.body.data.isHidden).toBe(true);
    expect((await taskRow(t, s.taskId)).isHidden).toBe(true);
    const shown = await call(t, {
      method: 'PUT',
      url: `/api/admin/task/tasks/${s.taskId}/hidden`,
      token: admin.token,
      payload: { hidden: false },
    });
    expect(shown.body.data.isHidden).toBe(false);
  });
});

describe('GET /api/sitemap', () => {
  it('lists a visible task and its category, and drops the task once an admin hides it', async () => {
    const s = await taskScenario(t);
    const paths = async () =>
      ((await call(t, { method: 'GET', url: '/api/sitemap' })).body as { path: string }[]).map((e) => e.path);
    const listed = await paths();
    expect(listed).toContain(`/task/${s.taskId}`);
    expect(listed).toContain(`/task/category/${s.category.slug}`);
    expect(listed).toContain('/task/categories');
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/task/tasks/${s.taskId}/hidden`,
      token: admin.token,
      payload: { hidden: true },
    });
    expect(res.status).toBe(200);
    expect(await paths()).not.toContain(`/task/${s.taskId}`);
  });
});

describe('page purges', () => {
  const purgedTags = async (...tags: string[]) =>
    (await t.db.select().from(pagePurges).where(arrayOverlaps(pagePurges.tags, tags))).flatMap((p) => p.tags);

  it('purges the task page and the lists on each public change, the tasker page on completion', async () => {
    const s = await assignedScenario(t);
    expect(await purgedTags(taskPageTag(s.taskId))).toEqual(
      expect.arrayContaining([taskPageTag(s.taskId), PAGE_TAG.tasks]),
    );
    await call(t, { method: 'PUT', url: `/api/task/${s.taskId}/done`, token: s.tasker.token });
    await call(t, { method: 'PUT', url: `/api/task/${s.taskId}/confirm`, token: s.poster.token });
    expect(await purgedTags(taskerPageTag(s.tasker.row.id))).toContain(taskerPageTag(s.tasker.row.id));
    await call(t, {
      method: 'POST',
      url: `/api/task/${s.taskId}/reviews`,
      token: s.tasker.token,
      payload: { rating: 5, comment: 'Paid on time.' },
    });
    // A review of the poster changes the poster card on every task page.
    expect(await purgedTags(taskerPageTag(s.poster.row.id))).toEqual(
      expect.arrayContaining([taskerPageTag(s.poster.row.id), PAGE_TAG.taskPages]),
    );
  });
});

describe('a task date far ahead', () => {
  it('is refused past 365 days (like a job deadline) with 400 on whenDate, and nothing is stored', async () => {
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const title = `Far task ${uniqueWord()}`;
    for (const whenDate of ['9999-12-31', dayFromToday(366)]) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/task',
        token: poster.token,
        payload: taskBody(category.id, places.town, { title, whenDate }),
      });
      expect(res.status, whenDate).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'whenDate', message: 'The date can be at most 365 days ahead' },
      ]);
    }
    expect(await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, title))).toEqual([]);
    // A year ahead is the last day allowed.
    await postTask(t, poster, taskBody(category.id, places.town, { title, whenDate: dayFromToday(365) }));
  });
});
