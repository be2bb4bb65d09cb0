import { randomUUID } from 'node:crypto';
import type { TSavedSearchCreateBody } from '@bazaar/shared/saved-search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  type TestApp,
  type TestUser,
  uniqueWord,
} from '../../../test/helper.ts';
import { browserKeys, startPushService } from '../../../test/push-service.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { savedSearchMatches } from '../../db/schema/saved-searches.ts';
import { createEmployer, createJobCategory, jobBody, postJob } from '../../sections/job/test-factories.ts';
import { postListing, rentBody } from '../../sections/rent/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';
import { createPlaces, createTaskCategory, postTask, taskBody } from '../../sections/task/test-factories.ts';
import { DIGEST_AFTER_MS, sendSavedSearchDigests } from './digest.ts';

// Saved searches end to end through the API: who may touch one, matching in every section through the
// inverted index, never twice, never the lister, paused ones silent, and the channels each person chose
// (the bell, email at once or in the daily digest against a real SMTP server, web push against a push
// service on this machine).

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  pushService = await startPushService();
  t = await buildTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Bazaar <no-reply@bazaar.test>',
    outboxPollMs: 60_000,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushService.close();
});

async function save(user: TestUser, body: TSavedSearchCreateBody) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/user/saved-searches',
    token: user.token,
    payload: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

async function list(user: TestUser) {
  const res = await call(t, { method: 'GET', url: '/api/user/saved-searches', token: user.token });
  expect(res.status).toBe(200);
  return res.body.docs as {
    _id: string;
    name: string;
    newMatches: number;
    isPaused: boolean;
    email: string;
  }[];
}

async function bell(user: TestUser) {
  return t.db.select().from(notifications).where(eq(notifications.userId, user.row.id));
}

async function matchesOf(user: TestUser) {
  return t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.userId, user.row.id));
}

async function outboxTo(user: TestUser) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
}

/** A task category, places and a poster, and a task of theirs with `word` in its title. */
async function taskWorld() {
  const category = await createTaskCategory(t);
  const places = await createPlaces(t);
  const poster = await createUser(t);
  const post = (title: string, overrides: Parameters<typeof taskBody>[2] = {}) =>
    postTask(t, poster, taskBody(category.id, places.town, { title, ...overrides }));
  return { category, places, poster, post };
}

describe('saved searches: who may do what', () => {
  it('keeps a search for its owner only: others get 404, a bad query is a 400 naming the field', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await save(owner, {
      section: 'task',
      path: '/task/search/plumber?sort=newest',
      query: { search: 'Plumber', sort: 'newest' },
    });
    const mine = await list(owner);
    expect(mine).toEqual([
      expect.objectContaining({ _id: id, name: 'plumber · Task', newMatches: 0, email: 'instant' }),
    ]);
    expect(await list(other)).toEqual([]);

    for (const req of [
      { method: 'PATCH' as const, url: `/api/user/saved-searches/${id}`, payload: { name: 'Mine now' } },
      { method: 'POST' as const, url: `/api/user/saved-searches/${id}/seen` },
      { method: 'DELETE' as const, url: `/api/user/saved-searches/${id}` },
    ]) {
      const res = await call(t, { ...req, token: other.token });
      expect(res.status, req.method).toBe(404);
    }
    expect((await list(owner))[0]?.name).toBe('plumber · Task');

    const bad = await call(t, {
      method: 'POST',
      url: '/api/user/saved-searches',
      token: owner.token,
      payload: { section: 'task', path: '/task', query: { budgetMin: 'cheap' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('query.budgetMin');
    const noWords = await call(t, {
      method: 'POST',
      url: '/api/user/saved-searches',
      token: owner.token,
      payload: { section: null, path: '/search/x', query: {} },
    });
    expect(noWords.status).toBe(400);
    expect(JSON.stringify(noWords.body.errors)).toContain('query.search');
    expect(await list(owner)).toHaveLength(1);

    const renamed = await call(t, {
      method: 'PATCH',
      url: `/api/user/saved-searches/${id}`,
      token: owner.token,
      payload: { name: 'Plumbers', isPaused: true, email: 'daily' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Plumbers', isPaused: true, email: 'daily' });
    const gone = await call(t, {
      method: 'DELETE',
      url: `/api/user/saved-searches/${id}`,
      token: owner.token,
    });
    expect(gone.status).toBe(200);
    expect(await list(owner)).toEqual([]);
  });
});

describe('saved searches: alerts', () => {
  it('tells the owner of a matching task once, in the bell, and counts it until seen', async () => {
    const world = await taskWorld();
    const word = uniqueWord();
    const seeker = await createUser(t);
    const id = await save(seeker, {
      section: 'task',
      path: `/task/search/${word}`,
      query: { search: word, category: world.category.slug, place: world.places.district },
    });
    // The lister's own matching search is never told of their own listing.
    await save(world.poster, { section: 'task', path: `/task/search/${word}`, query: { search: word } });

    await world.post(`Fix a ${word} in the kitchen`, { placeId: world.places.village });
    const taskId = await world.post(`Paint the ${word} fence`);
    await world.post('Something else entirely');

    const told = await bell(seeker);
    const name = `${word} · Task (${world.category.slug})`;
    expect(told.map((n) => n.message).sort()).toEqual([
      `“Fix a ${word} in the kitchen” matches “${name}”`,
      `“Paint the ${word} fence” matches “${name}”`,
    ]);
    expect(told[0]?.notificationType).toBe('task');
    expect(await bell(world.poster)).toEqual([]);
    expect((await list(seeker))[0]?.newMatches).toBe(2);

    // The same listing announced again (re-opened, another instance) tells nobody twice.
    await t.app.deps.listingEvents.emit({ section: 'task', change: 'listed', ids: [taskId] });
    expect(await bell(seeker)).toHaveLength(2);
    expect(await matchesOf(seeker)).toHaveLength(2);

    const seen = await call(t, {
      method: 'POST',
      url: `/api/user/saved-searches/${id}/seen`,
      token: seeker.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.newMatches).toBe(0);
  });

  it('keeps a paused search silent, and obeys an in-app choice turned off', async () => {
    const world = await taskWorld();
    const word = uniqueWord();
    const paused = await createUser(t);
    const quiet = await createUser(t);
    const pausedId = await save(paused, { section: 'task', path: '/task', query: { search: word } });
    await call(t, {
      method: 'PATCH',
      url: `/api/user/saved-searches/${pausedId}`,
      token: paused.token,
      payload: { isPaused: true },
    });
    await save(quiet, { section: 'task', path: '/task', query: { search: word } });
    const off = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: quiet.token,
      payload: { task: { inApp: false, email: false } },
    });
    expect(off.status).toBe(200);

    await world.post(`Carry a ${word} upstairs`);
    expect(await matchesOf(paused)).toEqual([]);
    expect(await bell(paused)).toEqual([]);
    // Matched (its count shows on the saved searches page) but not in the bell, and no email.
    expect(await matchesOf(quiet)).toHaveLength(1);
    expect(await bell(quiet)).toEqual([]);
    expect(await outboxTo(quiet)).toEqual([]);
  });

  it('matches rentals by place, type and price, jobs by type and salary, products by a parent category, and a search of every section', async () => {
    const places = await createPlaces(t);
    const word = uniqueWord();
    const seeker = await createUser(t);
    await save(seeker, {
      section: 'rent',
      path: '/rent',
      query: { place: places.district, type: 'flat', priceMax: 2_000_000, search: word },
    });
    const landlord = await createUser(t);
    await postListing(t, landlord, rentBody(places.town, { title: `A ${word} flat`, price: 1_500_000 }));
    await postListing(t, landlord, rentBody(places.town, { title: `A dear ${word} flat`, price: 2_500_000 }));
    await postListing(t, landlord, rentBody(places.town, { title: `A ${word} room`, type: 'room' }));

    const jobCategory = await createJobCategory(t);
    const employer = await createEmployer(t);
    await save(seeker, {
      section: 'job',
      path: '/job',
      query: { category: jobCategory.slug, type: 'Part-time', salaryMin: 5_000_000 },
    });
    await postJob(
      t,
      employer.token,
      jobBody(jobCategory.id, places.town, { title: 'Cook, part time', type: 'Part-time' }),
    );
    await postJob(t, employer.token, jobBody(jobCategory.id, places.town, { title: 'Cook, full time' }));
    await postJob(
      t,
      employer.token,
      jobBody(jobCategory.id, places.town, {
        title: 'Cook, low pay',
        type: 'Part-time',
        salaryMin: 1_000_000,
        salaryMax: 2_000_000,
      }),
    );

    const parent = await createCategory(t);
    const child = await createCategory(t, { parentId: parent.id });
    await save(seeker, {
      section: 'shop',
      path: `/shop/category/${parent.slug}`,
      query: { category: parent.slug },
    });
    const vendor = await createVendor(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: child.id, name: 'Brass lamp' });
    await t.app.deps.listingEvents.emit({ section: 'shop', change: 'listed', ids: [product.id] });

    const anyWord = uniqueWord();
    await save(seeker, { section: null, path: `/search/${anyWord}`, query: { search: anyWord } });
    await postListing(
      t,
      landlord,
      rentBody(places.village, { title: `Garage for a ${anyWord}`, type: 'room' }),
    );

    const titles = (await matchesOf(seeker)).map((m) => m.title).sort();
    expect(titles).toEqual(
      ['Brass lamp', 'Cook, part time', `A ${word} flat`, `Garage for a ${anyWord}`].sort(),
    );
  });

  it('emails instantly or in the daily digest as each search chose, through a real SMTP server', async () => {
    const world = await taskWorld();
    const word = uniqueWord();
    const instant = await createUser(t);
    const daily = await createUser(t);
    await save(instant, { section: 'task', path: `/task/search/${word}`, query: { search: word } });
    await save(daily, {
      section: 'task',
      path: `/task/search/${word}`,
      query: { search: word },
      email: 'daily',
    });

    const now = new Date();
    const taskId = await world.post(`Walk the ${word} dog`);
    await world.post(`Wash the ${word} car`);
    const mail = await smtp.waitFor(instant.email);
    expect(mail.subject).toMatch(/^New on .+: Walk the \w+ dog$|^New on .+: Wash the \w+ car$/);
    expect(mail.body).toContain(`matches your saved search "${word} · Task"`);
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/task\//);
    // The Task section's one-click unsubscribe: the choice this email obeyed (decision 050).
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http.+\/notification\/unsubscribe\?token=.+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await outboxTo(daily)).toEqual([]);

    // Not due before a day has passed since the first match; then one email with both, and only once.
    expect(await sendSavedSearchDigests(t.app.deps, now)).toBe(0);
    expect(await sendSavedSearchDigests(t.app.deps, new Date(now.getTime() + DIGEST_AFTER_MS + 60_000))).toBe(
      1,
    );
    const digest = await smtp.waitFor(daily.email);
    expect(digest.subject).toMatch(/^2 new listings for your saved searches/);
    expect(digest.body).toContain(
      `Walk the ${word} dog (${word} · Task): http://localhost:3000/task/${taskId}`,
    );
    expect(digest.body).toContain(`Wash the ${word} car`);
    // One digest per section, with that section's one-click unsubscribe (decision 050).
    expect(digest.headers['list-unsubscribe']).toMatch(
      /^<http.+\/notification\/unsubscribe\?token=.+\.task\..+>$/,
    );
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.body).toMatch(/Stop these emails: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(await sendSavedSearchDigests(t.app.deps, new Date(now.getTime() + 2 * DIGEST_AFTER_MS))).toBe(0);
    expect(await outboxTo(daily)).toHaveLength(1);
  });

  it('pushes the match to the browsers the person allowed', async () => {
    const world = await taskWorld();
    const word = uniqueWord();
    const seeker = await createUser(t);
    const browser = browserKeys();
    const path = `/push/${randomUUID()}`;
    const sub = await call(t, {
      method: 'POST',
      url: '/api/push/subscriptions',
      token: seeker.token,
      payload: { endpoint: `${pushService.origin}${path}`, keys: browser.keys },
    });
    expect(sub.status).toBe(200);
    await save(seeker, { section: 'task', path: '/task', query: { search: word } });

    const taskId = await world.post(`Tune a ${word} guitar`);
    const [request] = await pushService.waitFor(path);
    expect(JSON.parse(browser.decrypt(request!.body))).toMatchObject({
      title: 'New match for your saved search',
      body: `“Tune a ${word} guitar” matches “${word} · Task”`,
      url: `/task/${taskId}`,
    });
    const [row] = await t.db
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.userId, seeker.row.id), eq(savedSearchMatches.listingId, taskId)));
    expect(row?.digestPending).toBe(false);
  });
});
