import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import {
  listenToNotifications,
  type NotificationListener,
  TEST_REDIS_URL,
} from '../../../test/notifications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLiveBus, createLocalLiveBus } from '../../lib/live-bus.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { NOTIFICATIONS_CHANNEL, type NotifyDeps, notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seedNotifications(userId: string, n: number, seenEvery = 0) {
  const base = Date.now() - n * 60_000;
  for (let i = 0; i < n; i++) {
    const [dto] = await notify(t.db, t.app.deps, {
      userId,
      title: `Notice ${i}`,
      message: `Message ${i}`,
      notificationType: i % 2 ? 'task' : 'shop',
      topic: i % 2 ? 'task' : 'shop',
      route: i % 2 ? '/user/task/posted?type=Open' : '/user/shop/orders',
    });
    // Spread creation times so "newest first" is observable.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(base + i * 60_000), isSeen: seenEvery > 0 && i % seenEvery === 0 })
      .where(eq(notifications.id, dto!._id));
  }
}

describe('GET /api/notification/all', () => {
  it('pages newest first with nextPage until the end and the unseen count', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await seedNotifications(u.row.id, 25, 5); // 5 seen, 20 unseen
    await seedNotifications(other.row.id, 3);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await call(t, {
        method: 'GET',
        url: `/api/notification/all?page=${page}&limit=10`,
        token: u.token,
      });
      expect(res.status).toBe(200);
      pages.push(res.body);
    }
    expect(pages.map((p) => p.docs.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.pagination.nextPage)).toEqual([2, 3, null]);
    expect(pages.map((p) => p.pagination.prevPage)).toEqual([null, 1, 2]);
    expect(pages[0].pagination).toMatchObject({ page: 1, limit: 10, total: 25, totalPages: 3 });
    expect(pages.every((p) => p.unseenCount === 20)).toBe(true);

    const titles = pages.flatMap((p) => p.docs.map((d: { title: string }) => d.title));
    expect(titles[0]).toBe('Notice 24');
    expect(titles.at(-1)).toBe('Notice 0');
    expect(new Set(titles).size).toBe(25);
    expect(pages[0].docs[0]).toMatchObject({
      _id: expect.any(String),
      message: 'Message 24',
      notificationType: 'shop',
      isSeen: false,
      metaData: { route: '/user/shop/orders' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('defaults to page 1 and rejects a bad page naming it', async () => {
    const u = await createUser(t);
    const res = await call(t, { method: 'GET', url: '/api/notification/all', token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ docs: [], pagination: { page: 1, nextPage: null }, unseenCount: 0 });
    const bad = await call(t, { method: 'GET', url: '/api/notification/all?page=0', token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('page');
  });
});

describe('PUT /api/notification/mark-all-as-seen', () => {
  it("marks every notification of this user seen and leaves other users' alone", async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await seedNotifications(u.row.id, 6, 3);
    await seedNotifications(other.row.id, 4);

    const res = await call(t, {
      method: 'PUT',
      url: '/api/notification/mark-all-as-seen',
      token: u.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'All notifications marked as seen', data: { updated: 4 } });

    const mineUnseen = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.row.id), eq(notifications.isSeen, false)));
    expect(mineUnseen).toHaveLength(0);
    const theirsUnseen = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.row.id), eq(notifications.isSeen, false)));
    expect(theirsUnseen).toHaveLength(4);

    const list = await call(t, { method: 'GET', url: '/api/notification/all', token: u.token });
    expect(list.body.unseenCount).toBe(0);
  });
});

describe('PUT /api/notification/:id/seen', () => {
  it('marks the one opened notification seen, lowering the count by one, and nobody else may', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await seedNotifications(u.row.id, 2);
    const list = await call(t, { method: 'GET', url: '/api/notification/all', token: u.token });
    expect(list.body.unseenCount).toBe(2);
    const [newest, older] = list.body.docs as { _id: string }[];

    const seen = (id: string, token = u.token) =>
      call(t, { method: 'PUT', url: `/api/notification/${id}/seen`, token });
    const res = await seen(newest!._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Notification marked as seen',
      data: { updated: 1, unseenCount: 1 },
    });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.isSeen]))).toEqual({
      [newest!._id]: true,
      [older!._id]: false,
    });
    expect(
      (await call(t, { method: 'GET', url: '/api/notification/all', token: u.token })).body.unseenCount,
    ).toBe(1);

    // Opening it again changes nothing.
    expect((await seen(newest!._id)).body.data).toEqual({ updated: 0, unseenCount: 1 });

    // Someone else's notification is not found, and stays unseen.
    const theirs = await seen(older!._id, other.token);
    expect(theirs.status).toBe(404);
    const [olderRow] = await t.db.select().from(notifications).where(eq(notifications.id, older!._id));
    expect(olderRow?.isSeen).toBe(false);

    const bad = await call(t, { method: 'PUT', url: '/api/notification/not-an-id/seen', token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: 'id', message: 'Not a valid notification id' });
  });
});

describe('notify()', () => {
  let listener: NotificationListener;
  let publisher: Redis;
  let deps: NotifyDeps;
  beforeAll(async () => {
    listener = await listenToNotifications();
    publisher = new Redis(TEST_REDIS_URL);
    deps = {
      live: await createLiveBus({ redis: publisher, channel: NOTIFICATIONS_CHANNEL, log: () => {} }),
      push: t.app.deps.push,
      mailer: t.app.deps.mailer,
      webOrigin: t.app.deps.webOrigin,
      publicApiUrl: t.app.deps.publicApiUrl,
      jwtSecret: t.app.deps.jwtSecret,
    };
  });
  afterAll(async () => {
    await deps.live.close();
    listener.close();
    publisher.disconnect();
  });

  const hello = (userId: string) =>
    ({
      userId,
      title: 'Hi',
      message: 'There',
      notificationType: 'other',
      topic: 'account',
      route: '/user',
    }) as const;

  it('publishes at once outside a transaction, where the row is already committed', async () => {
    const u = await createUser(t);
    const [dto] = await notify(t.db, deps, hello(u.row.id));
    expect(await listener.waitFor(u.row.id)).toEqual(dto);
    expect(dto).toMatchObject({ title: 'Hi', isSeen: false, metaData: { route: '/user' } });
  });

  it('publishes only once the transaction commits', async () => {
    const u = await createUser(t);
    const stored = await inTransaction(t.db, async (tx) => {
      const [dto] = await notify(tx, deps, hello(u.row.id));
      await listener.drain(publisher);
      expect(listener.publishedFor(u.row.id)).toEqual([]);
      return dto;
    });
    expect(await listener.waitFor(u.row.id)).toEqual(stored);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id));
    expect(rows.map((r) => r.id)).toEqual([stored!._id]);
  });

  it('publishes nothing and stores nothing when the transaction rolls back', async () => {
    const u = await createUser(t);
    await expect(
      inTransaction(t.db, async (tx) => {
        await notify(tx, deps, hello(u.row.id));
        throw new AppError('CONFLICT', 'Changed meanwhile');
      }),
    ).rejects.toThrow('Changed meanwhile');
    await listener.drain(publisher);
    expect(listener.publishedFor(u.row.id)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id))).toEqual([]);
  });

  it('refuses a transaction that would not publish after commit, and keeps nothing', async () => {
    const u = await createUser(t);
    for (const d of [deps, { ...deps, live: createLocalLiveBus() }]) {
      await expect(t.db.transaction((tx) => notify(tx, d, hello(u.row.id)))).rejects.toThrow(
        'afterCommit() needs a transaction started with inTransaction()',
      );
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id))).toEqual([]);
  });
});
