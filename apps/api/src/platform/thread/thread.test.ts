import { randomUUID } from 'node:crypto';
import { MAX_THREAD_MESSAGE_LENGTH } from '@bazaar/shared/thread';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import {
  buildPublishingTwin,
  listenToNotifications,
  type NotificationListener,
  TEST_REDIS_URL,
} from '../../../test/notifications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { threadMessages, threadParticipants, threads } from '../../db/schema/threads.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { openThread } from './service.ts';
import { createTestThread } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (threadId: string, who: TestUser, body: unknown) =>
  call(t, { method: 'POST', url: `/api/thread/${threadId}/messages`, token: who.token, payload: { body } });
const read = (threadId: string, who: TestUser) =>
  call(t, { method: 'PUT', url: `/api/thread/${threadId}/read`, token: who.token });
const mine = (who: TestUser, query = '') =>
  call(t, { method: 'GET', url: `/api/thread/mine${query}`, token: who.token });
const bySubject = (subjectId: string, who: TestUser, kind = 'task') =>
  call(t, { method: 'GET', url: `/api/thread/subject/${kind}/${subjectId}`, token: who.token });
const messages = (threadId: string, who: TestUser, query = '') =>
  call(t, { method: 'GET', url: `/api/thread/${threadId}/messages${query}`, token: who.token });

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('openThread()', () => {
  it('opens one thread per subject: a second call answers the same one, adds newcomers and keeps read marks', async () => {
    const { id, subjectId, people } = await createTestThread(t);
    const [poster, tasker] = people as [TestUser, TestUser];
    await post(id, tasker, 'Hello');
    await read(id, poster);
    const [before] = await t.db
      .select()
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, id), eq(threadParticipants.userId, poster.row.id)));

    const newcomer = await createUser(t);
    const again = await inTransaction(t.db, (tx) =>
      openThread(tx, {
        subject: { kind: 'task', id: subjectId },
        title: 'Another title',
        participants: [
          { userId: poster.row.id, route: '/user/task/posted?type=Completed' },
          { userId: newcomer.row.id, route: '/user/rent/inquiries' },
          { userId: newcomer.row.id, route: '/user/rent/inquiries' },
        ],
      }),
    );
    expect(again).toEqual({ id });
    expect(await t.db.select().from(threads).where(eq(threads.subjectId, subjectId))).toHaveLength(1);
    const rows = await t.db.select().from(threadParticipants).where(eq(threadParticipants.threadId, id));
    expect(rows).toHaveLength(3);
    const posterRow = rows.find((r) => r.userId === poster.row.id)!;
    expect(posterRow.route).toBe('/user/task/posted?type=Completed');
    expect(posterRow.lastReadAt).toEqual(before!.lastReadAt);
    expect((await bySubject(subjectId, poster)).body.data.title).toBe('Fix the kitchen tap');
  });

  it('ends with one thread when two transactions open the same subject at once', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const subjectId = randomUUID();
    const open = (route: string) =>
      inTransaction(t.db, (tx) =>
        openThread(tx, {
          subject: { kind: 'task', id: subjectId },
          title: 'Race',
          participants: [
            { userId: a.row.id, route },
            { userId: b.row.id, route },
          ],
        }),
      );
    const results = await Promise.all([open('/one'), open('/two'), open('/three')]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await t.db.select().from(threads).where(eq(threads.subjectId, subjectId))).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(threadParticipants)
      .where(eq(threadParticipants.threadId, results[0]!.id));
    expect(rows).toHaveLength(2);
  });

  it('leaves nothing when the opening transaction rolls back', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const subjectId = randomUUID();
    await expect(
      inTransaction(t.db, async (tx) => {
        await openThread(tx, {
          subject: { kind: 'task', id: subjectId },
          title: 'Gone',
          participants: [
            { userId: a.row.id, route: '/a' },
            { userId: b.row.id, route: '/b' },
          ],
        });
        throw new Error('The accept failed');
      }),
    ).rejects.toThrow('The accept failed');
    expect(await t.db.select().from(threads).where(eq(threads.subjectId, subjectId))).toEqual([]);
    expect((await bySubject(subjectId, a)).status).toBe(404);
  });
});

describe('who may read and write', () => {
  it('answers 404 to someone outside the thread on every route, and for a thread that does not exist', async () => {
    const { id, subjectId, people } = await createTestThread(t);
    await post(id, people[0]!, 'Private');
    const outsider = await createUser(t, { roles: ['User', 'Vendor'] });
    for (const res of [
      await bySubject(subjectId, outsider),
      await messages(id, outsider),
      await post(id, outsider, 'Let me in'),
      await read(id, outsider),
      await messages(randomUUID(), people[0]!),
      await post(randomUUID(), people[0]!, 'Hello?'),
      await bySubject(randomUUID(), people[0]!),
      await bySubject(subjectId, people[0]!, 'rent-inquiry'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await mine(outsider)).body).toMatchObject({ docs: [], unreadTotal: 0 });
    expect(await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, id))).toHaveLength(1);
  });

  it('lets an admin read a thread once a message in it is reported, never write in it or mark it read', async () => {
    const { id, subjectId, people } = await createTestThread(t);
    const sent = await post(id, people[0]!, 'Can you come on Monday?');
    const firstAdmin = await createUser(t, { roles: ['Admin'] });
    // Private until someone in it reports a message.
    for (const res of [await bySubject(subjectId, firstAdmin), await messages(id, firstAdmin)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/only once one of its messages was reported/);
    }
    const reported = await call(t, {
      method: 'POST',
      url: '/api/reports',
      token: people[1]!.token,
      payload: { kind: 'message', subjectId: sent.body.data._id, reason: 'spam' },
    });
    expect(reported.status).toBe(201);
    for (const roles of [['Admin'], ['User', 'Admin', 'SuperAdmin']] as const) {
      const admin = await createUser(t, { roles: [...roles] });
      const thread = await bySubject(subjectId, admin);
      expect(thread.status).toBe(200);
      expect(thread.body.data).toMatchObject({ _id: id, route: '', unreadCount: 0 });
      const list = await messages(id, admin);
      expect(list.body.docs.map((m: { body: string }) => m.body)).toEqual(['Can you come on Monday?']);

      const written = await post(id, admin, 'Admin here');
      expect(written.status).toBe(403);
      expect(written.body.code).toBe('FORBIDDEN');
      expect((await read(id, admin)).status).toBe(403);
      expect((await mine(admin)).body.docs).toEqual([]);
    }
    expect(await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, id))).toHaveLength(1);
  });

  it('refuses a bad subject kind or id naming the field', async () => {
    const u = await createUser(t);
    const kind = await call(t, {
      method: 'GET',
      url: `/api/thread/subject/job/${randomUUID()}`,
      token: u.token,
    });
    expect(kind.status).toBe(400);
    expect(kind.body.errors.map((e: { path: string }) => e.path)).toContain('kind');
    const id = await call(t, { method: 'GET', url: '/api/thread/not-an-id/messages', token: u.token });
    expect(id.status).toBe(400);
    expect(id.body.errors.map((e: { path: string }) => e.path)).toContain('id');
  });
});

describe('messages and unread state', () => {
  it('stores a message trimmed, answers it, and counts it unread for the others only until they read', async () => {
    const { id, subjectId, people } = await createTestThread(t);
    const [poster, tasker] = people as [TestUser, TestUser];

    const sent = await post(id, poster, '  When can you start?  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: expect.any(String),
      data: {
        _id: expect.any(String),
        threadId: id,
        body: 'When can you start?',
        sender: { _id: poster.row.id, fullName: poster.row.fullName, image: null },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    await post(id, poster, 'Tomorrow works for me.');

    const theirs = await mine(tasker);
    expect(theirs.body.unreadTotal).toBe(2);
    expect(theirs.body.docs).toHaveLength(1);
    expect(theirs.body.docs[0]).toMatchObject({
      _id: id,
      subject: { kind: 'task', id: subjectId },
      title: 'Fix the kitchen tap',
      route: '/user/task/assigned',
      unreadCount: 2,
      lastMessage: { body: 'Tomorrow works for me.', sender: { _id: poster.row.id } },
    });
    expect(theirs.body.docs[0].participants.map((p: { _id: string }) => p._id)).toEqual([
      poster.row.id,
      tasker.row.id,
    ]);
    const own = await mine(poster);
    expect(own.body.unreadTotal).toBe(0);
    expect(own.body.docs[0]).toMatchObject({ route: '/user/task/posted?type=Assigned', unreadCount: 0 });
    expect((await bySubject(subjectId, tasker)).body.data.unreadCount).toBe(2);

    // Reading the messages alone does not mark them read.
    const list = await messages(id, tasker);
    expect(list.body.docs.map((m: { body: string }) => m.body)).toEqual([
      'Tomorrow works for me.',
      'When can you start?',
    ]);
    expect((await bySubject(subjectId, tasker)).body.data.unreadCount).toBe(2);

    const marked = await read(id, tasker);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ _id: id, unreadCount: 0 });
    expect((await mine(tasker)).body).toMatchObject({ unreadTotal: 0, docs: [{ unreadCount: 0 }] });

    // The tasker answers: the poster has one unread, the tasker none (they wrote it).
    await post(id, tasker, 'Tomorrow at 9.');
    expect((await bySubject(subjectId, poster)).body.data.unreadCount).toBe(1);
    expect((await bySubject(subjectId, tasker)).body.data.unreadCount).toBe(0);
    await post(id, poster, 'See you.');
    expect((await bySubject(subjectId, tasker)).body.data.unreadCount).toBe(1);
  });

  it('pages messages newest first and lists my threads by newest activity', async () => {
    const me = await createUser(t);
    const older = await createTestThread(t, { people: [me, await createUser(t)], title: 'Older' });
    const newer = await createTestThread(t, { people: [me, await createUser(t)], title: 'Newer' });
    const quiet = await createTestThread(t, { people: [me, await createUser(t)], title: 'Quiet' });
    for (let i = 1; i <= 5; i++) await post(older.id, me, `Message ${i}`);
    await post(newer.id, newer.people[1]!, 'Newest of all');

    const page1 = await messages(older.id, me, '?page=1&limit=2');
    const page3 = await messages(older.id, me, '?page=3&limit=2');
    expect(page1.body.docs.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 4']);
    expect(page1.body.pagination).toMatchObject({ page: 1, total: 5, totalPages: 3, nextPage: 2 });
    expect(page3.body.docs.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    expect(page3.body.pagination.nextPage).toBeNull();

    const list = await mine(me);
    expect(list.body.docs.map((d: { title: string }) => d.title)).toEqual(['Newer', 'Older', 'Quiet']);
    expect(list.body.docs.map((d: { unreadCount: number }) => d.unreadCount)).toEqual([1, 0, 0]);
    expect(list.body.docs[2]).toMatchObject({ _id: quiet.id, lastMessage: null });
    expect(list.body.unreadTotal).toBe(1);
    const unread = await mine(me, '?unread=true');
    expect(unread.body.docs.map((d: { title: string }) => d.title)).toEqual(['Newer']);
    expect(unread.body).toMatchObject({ unreadTotal: 1, pagination: { total: 1 } });
    const bad = await mine(me, '?unread=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['unread']);
    const paged = await mine(me, '?page=2&limit=2');
    expect(paged.body.docs.map((d: { title: string }) => d.title)).toEqual(['Quiet']);
    expect(paged.body.pagination).toMatchObject({ total: 3, totalPages: 2, prevPage: 1 });
  });

  it('refuses an empty, blank or too long body naming body, and stores nothing', async () => {
    const { id, people } = await createTestThread(t);
    for (const body of ['', '   \n ', 'x'.repeat(MAX_THREAD_MESSAGE_LENGTH + 1), undefined, 42]) {
      const res = await post(id, people[0]!, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['body']);
    }
    expect((await post(id, people[0]!, 'y'.repeat(MAX_THREAD_MESSAGE_LENGTH))).status).toBe(201);
    expect(await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, id))).toHaveLength(1);
    expect(await notificationsOf(people[1]!.row.id)).toHaveLength(1);
  });
});

describe('notifications', () => {
  it('tells every other participant at their own route, a task thread as type task', async () => {
    const third = await createUser(t);
    const { id, subjectId, people } = await createTestThread(t, {
      people: [await createUser(t), await createUser(t), third],
    });
    const [poster, tasker] = people as [TestUser, TestUser];
    await post(id, tasker, 'I have the parts.\nComing at 9.');

    expect(await notificationsOf(tasker.row.id)).toEqual([]);
    const [toPoster] = await notificationsOf(poster.row.id);
    expect(toPoster).toMatchObject({
      title: `New message from ${tasker.row.fullName}`,
      message: 'Fix the kitchen tap: "I have the parts. Coming at 9."',
      notificationType: 'task',
      isSeen: false,
      metaData: { route: '/user/task/posted?type=Assigned', threadId: id, subjectKind: 'task', subjectId },
    });
    const [toThird] = await notificationsOf(third.row.id);
    expect(toThird!.metaData.route).toBe('/user/task/assigned');
  });

  it('types other subjects as other', async () => {
    const { id, people } = await createTestThread(t, { kind: 'rent-inquiry' });
    await post(id, people[0]!, 'Is the flat still free?');
    const [n] = await notificationsOf(people[1]!.row.id);
    expect(n!.notificationType).toBe('other');
  });

  it('tells a participant once while their notification is unseen, and again after they read the thread', async () => {
    const { id, people } = await createTestThread(t);
    const [poster, tasker] = people as [TestUser, TestUser];
    await post(id, tasker, 'One');
    await post(id, tasker, 'Two');
    await post(id, tasker, 'Three');
    expect(await notificationsOf(poster.row.id)).toHaveLength(1);

    // Reading the thread marks its notification seen (and only that one).
    const other = await createTestThread(t, { people: [poster, await createUser(t)] });
    await post(other.id, other.people[1]!, 'Elsewhere');
    await read(id, poster);
    const after = await notificationsOf(poster.row.id);
    expect(after.map((n) => [n.metaData.threadId, n.isSeen]).sort()).toEqual(
      [
        [id, true],
        [other.id, false],
      ].sort(),
    );

    await post(id, tasker, 'Four');
    const latest = (await notificationsOf(poster.row.id)).filter((n) => n.metaData.threadId === id);
    expect(latest.map((n) => n.isSeen).sort()).toEqual([false, true]);
    expect(latest.find((n) => !n.isSeen)!.message).toContain('"Four"');

    // Seeing it in the bell (mark all as seen) also lets the next message through.
    await call(t, { method: 'PUT', url: '/api/notification/mark-all-as-seen', token: poster.token });
    await post(id, tasker, 'Five');
    expect((await notificationsOf(poster.row.id)).filter((n) => !n.isSeen)).toHaveLength(1);
  });

  describe('published', () => {
    let listener: NotificationListener;
    let publisher: Redis;
    let twin: TestApp;
    beforeAll(async () => {
      listener = await listenToNotifications();
      publisher = new Redis(TEST_REDIS_URL);
      twin = await buildPublishingTwin(t);
    });
    afterAll(async () => {
      listener.close();
      publisher.disconnect();
      await twin.close();
    });

    it('publishes the stored notification once the message is committed, and nothing for a refused one', async () => {
      const { id, people } = await createTestThread(t);
      const [poster, tasker] = people as [TestUser, TestUser];
      const refused = await call(twin, {
        method: 'POST',
        url: `/api/thread/${id}/messages`,
        token: tasker.token,
        payload: { body: ' ' },
      });
      expect(refused.status).toBe(400);
      await listener.drain(publisher);
      expect(listener.publishedFor(poster.row.id)).toEqual([]);

      const sent = await call(twin, {
        method: 'POST',
        url: `/api/thread/${id}/messages`,
        token: tasker.token,
        payload: { body: 'On my way' },
      });
      expect(sent.status).toBe(201);
      const published = await listener.waitFor(poster.row.id);
      const [stored] = await notificationsOf(poster.row.id);
      expect(published).toMatchObject({
        _id: stored!.id,
        metaData: { route: '/user/task/posted?type=Assigned' },
      });
      await listener.drain(publisher);
      expect(listener.publishedFor(tasker.row.id)).toEqual([]);
    });
  });
});
