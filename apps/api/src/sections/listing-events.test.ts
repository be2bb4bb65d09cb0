import { PAGE_TAG, rentPageTag, taskPageTag } from '@bazaar/shared/page-cache';
import { arrayOverlaps, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { pagePurges } from '../db/schema/page-purges.ts';
import { tasks } from '../db/schema/tasks.ts';
import { announceListing } from '../lib/listing-events.ts';
import type { ListingEvent } from '../lib/section.ts';
import { inTransaction } from '../lib/transaction.ts';
import { createPlaces, postListing, rentBody } from './rent/test-factories.ts';
import { createTaskCategory, postTask, taskBody } from './task/test-factories.ts';

let t: TestApp;
let admin: TestUser;
let poster: TestUser;
let places: Awaited<ReturnType<typeof createPlaces>>;
let categoryId: string;

// A real subscriber, as a later feature (saved-search alerts, live updates) would be: it keeps what
// it heard. Other files' writes may run beside this one: the tests read what concerns their listings.
const heard: ListingEvent[] = [];
const heardOf = (id: string) => heard.filter((e) => e.ids.includes(id));
let unsubscribe: () => void;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
  poster = await createUser(t);
  places = await createPlaces(t);
  categoryId = (await createTaskCategory(t)).id;
  unsubscribe = t.app.deps.listingEvents.subscribe((event) => {
    heard.push(event);
  });
});
afterEach(() => {
  heard.length = 0;
});
afterAll(async () => {
  unsubscribe();
  await t.close();
});

const purgedTags = async (tag: string) =>
  (
    await t.db
      .select()
      .from(pagePurges)
      .where(arrayOverlaps(pagePurges.tags, [tag]))
  ).flatMap((p) => p.tags);

describe('listed / changed / unlisted', () => {
  it('a task is listed when posted, changed when edited, unlisted when an admin hides it and listed when shown', async () => {
    const id = await postTask(t, poster, taskBody(categoryId, places.town));

    const edited = await call(t, {
      method: 'PUT',
      url: `/api/task/${id}`,
      token: poster.token,
      payload: taskBody(categoryId, places.town, { title: 'Assemble two flat-pack wardrobes' }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    for (const hidden of [true, false]) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api/admin/task/tasks/${id}/hidden`,
        token: admin.token,
        payload: { hidden },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(heardOf(id)).toEqual([
      { section: 'task', change: 'listed', ids: [id] },
      { section: 'task', change: 'changed', ids: [id] },
      { section: 'task', change: 'unlisted', ids: [id] },
      { section: 'task', change: 'listed', ids: [id] },
    ]);
    // The page purge is a subscriber too: the task's page and the task lists.
    expect(await purgedTags(taskPageTag(id))).toEqual(
      expect.arrayContaining([taskPageTag(id), PAGE_TAG.tasks]),
    );
  });

  it('a rent draft is not listed until it is published, and a deactivated listing is unlisted', async () => {
    const id = await postListing(t, poster, rentBody(places.town, { publish: false }));
    expect(heardOf(id)).toEqual([]);
    for (const status of ['Active', 'Inactive']) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api/rent/${id}/status`,
        token: poster.token,
        payload: { status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(heardOf(id)).toEqual([
      { section: 'rent', change: 'listed', ids: [id] },
      { section: 'rent', change: 'unlisted', ids: [id] },
    ]);
    expect(await purgedTags(rentPageTag(id))).toEqual(
      expect.arrayContaining([rentPageTag(id), PAGE_TAG.rents]),
    );
  });

  it('a refused move announces nothing', async () => {
    const id = await postListing(t, poster, rentBody(places.town, { publish: false }));
    const someoneElse = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/rent/${id}/status`,
      token: someoneElse.token,
      payload: { status: 'Active' },
    });
    expect(res.status).toBe(404);
    expect(heardOf(id)).toEqual([]);
  });

  it('is announced once the transaction commits, and never when it rolls back', async () => {
    const id = await postTask(t, poster, taskBody(categoryId, places.town));
    heard.length = 0;
    const event: ListingEvent = { section: 'task', change: 'changed', ids: [id] };

    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.update(tasks).set({ title: 'Never written' }).where(eq(tasks.id, id));
        await announceListing(tx, t.app.deps, event);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heardOf(id)).toEqual([]);
    expect((await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]?.title).not.toBe('Never written');

    let heardInside = -1;
    await inTransaction(t.db, async (tx) => {
      await announceListing(tx, t.app.deps, event);
      heardInside = heardOf(id).length;
    });
    expect(heardInside).toBe(0);
    expect(heardOf(id)).toEqual([event]);
  });

  it('a failing subscriber neither fails the write nor stops the subscribers after it', async () => {
    const failing = t.app.deps.listingEvents.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    const after: ListingEvent[] = [];
    const later = t.app.deps.listingEvents.subscribe((event) => {
      after.push(event);
    });
    try {
      const id = await postTask(t, poster, taskBody(categoryId, places.town));
      expect((await call(t, { method: 'GET', url: `/api/task/${id}` })).status).toBe(200);
      expect(after.filter((e) => e.ids.includes(id))).toEqual([
        { section: 'task', change: 'listed', ids: [id] },
      ]);
    } finally {
      failing();
      later();
    }
  });
});
