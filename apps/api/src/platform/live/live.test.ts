import { LIVE_MAX_STREAMS_PER_USER, liveEventIdAt } from '@bazaar/shared/live-constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  signInThroughLogin,
  type TestApp,
  type TestUser,
} from '../../../test/helper.ts';
import { TEST_REDIS_URL } from '../../../test/notifications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { notify } from '../notification/service.ts';
import { createTestThread } from '../thread/test-factories.ts';

type SseEvent = { id?: string; event?: string; data?: unknown };

/** A live stream read the way the web client reads it: fetch() with the bearer token, parsed as it comes. */
type OpenStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines (": heartbeat") and the retry hint, as received. */
  raw: () => string;
  waitFor: (match: (e: SseEvent) => boolean, what: string) => Promise<SseEvent>;
  waitForText: (text: string) => Promise<void>;
  ended: Promise<void>;
  close: () => void;
};

async function openStream(base: string, token: string, lastEventId?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  let text = '';
  let buffer = '';
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };
  const ended = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          if (event.event) events.push(event);
          at = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
    wake();
  })();
  const until = <T>(check: () => T | undefined, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        wakers.delete(tryIt);
        reject(new Error(`Timed out waiting for ${what}; got ${JSON.stringify(events)}`));
      }, 10_000);
      function tryIt() {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          wakers.delete(tryIt);
          resolve(found);
        }
      }
      wakers.add(tryIt);
      tryIt();
    });
  return {
    status: res.status,
    headers: res.headers,
    events,
    raw: () => text,
    waitFor: (match, what) => until(() => events.find(match), what),
    waitForText: async (wanted) => {
      await until(() => (text.includes(wanted) ? true : undefined), JSON.stringify(wanted));
    },
    ended,
    close: () => abort.abort(),
  };
}

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function until(check: () => boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > 10_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const hello = (userId: string, title = 'Hi') =>
  ({ userId, title, message: 'There', notificationType: 'other', topic: 'account', route: '/user' }) as const;

describe('GET /api/live on one instance without Redis (in-process)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ redisUrl: undefined, liveHeartbeatMs: 100 });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a request without a token (401) and a Last-Event-ID that is not an event id (400)', async () => {
    const none = await call(t, { method: 'GET', url: '/api/live' });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    const u = await createUser(t);
    const bad = await call(t, {
      method: 'GET',
      url: '/api/live',
      token: u.token,
      headers: { 'last-event-id': 'not-an-id' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'Last-Event-ID', message: expect.any(String) }]);
  });

  it('streams unbuffered with a retry hint, then a notification with the unseen count, then "seen"', async () => {
    const u = await createUser(t);
    const stream = await openStream(base, u.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await stream.waitForText('retry: ');
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 1, 'the stream to listen');

    const [first] = await notify(t.db, t.app.deps, hello(u.row.id, 'First'));
    const event = await stream.waitFor((e) => e.event === 'notification', 'the notification');
    expect(event).toEqual({
      id: first!._id,
      event: 'notification',
      data: { notification: first, unseenCount: 1 },
    });

    // Another tab of the same person marks everything seen: this one hears the count drop to 0.
    const seen = await call(t, { method: 'PUT', url: '/api/notification/mark-all-as-seen', token: u.token });
    expect(seen.status).toBe(200);
    const seenEvent = await stream.waitFor((e) => e.event === 'seen', 'the seen mark');
    expect(seenEvent.data).toEqual({ unseenCount: 0 });
    stream.close();
  });

  it("gives a page's first stream what was stored since the page began loading (liveEventIdAt)", async () => {
    const u = await createUser(t);
    const [old] = await notify(t.db, t.app.deps, hello(u.row.id, 'Long before'));
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(notifications.id, old!._id));
    const pageLoadedAt = Date.now();
    // Sent while the page read its data, before its stream was open.
    const [meanwhile] = await notify(t.db, t.app.deps, hello(u.row.id, 'While the page loaded'));
    const stream = await openStream(base, u.token, liveEventIdAt(pageLoadedAt));
    expect(stream.status).toBe(200);
    const event = await stream.waitFor((e) => e.event === 'notification', 'the notification sent meanwhile');
    expect(event.id).toBe(meanwhile!._id);
    // Replayed oldest first: had the older one been sent, it would have come before.
    expect(stream.events.map((e) => e.id)).not.toContain(old!._id);
    stream.close();
  });

  it("tells every participant's stream about a message in their conversation, the sender's too", async () => {
    const thread = await createTestThread(t);
    const [poster, tasker] = thread.people as [TestUser, TestUser];
    const posterStream = await openStream(base, poster.token);
    const taskerStream = await openStream(base, tasker.token);
    await until(() => t.app.deps.live.listenerCount(tasker.row.id) === 1, 'the streams to listen');
    await until(() => t.app.deps.live.listenerCount(poster.row.id) === 1, 'the streams to listen');

    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: poster.token,
      payload: { body: 'Can you come at 5?' },
    });
    expect(sent.status).toBe(201);
    const messageId = sent.body.data._id as string;
    for (const stream of [posterStream, taskerStream]) {
      const event = await stream.waitFor((e) => e.event === 'message', 'the message');
      expect(event).toEqual({
        id: messageId,
        event: 'message',
        data: {
          threadId: thread.id,
          messageId,
          subject: { kind: 'task', id: thread.subjectId },
          senderId: poster.row.id,
        },
      });
    }
    // The tasker is also notified (their bell), with their count.
    const told = await taskerStream.waitFor((e) => e.event === 'notification', 'the notification');
    expect(told.data).toMatchObject({ unseenCount: 1, notification: { metaData: { threadId: thread.id } } });
    posterStream.close();
    taskerStream.close();
  });

  it('sends a comment line every heartbeat', async () => {
    const u = await createUser(t);
    const stream = await openStream(base, u.token);
    await stream.waitForText(': heartbeat\n\n');
    stream.close();
  });

  it('removes a closed stream from the bus, and ends the oldest past the cap', async () => {
    const u = await createUser(t);
    const stream = await openStream(base, u.token);
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 1, 'the stream to listen');
    stream.close();
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 0, 'the closed stream to stop listening');

    const streams: OpenStream[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_USER + 1; i += 1) streams.push(await openStream(base, u.token));
    await streams[0]!.ended;
    await until(
      () => t.app.deps.live.listenerCount(u.row.id) === LIVE_MAX_STREAMS_PER_USER,
      'the cap to hold',
    );
    for (const s of streams) s.close();
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 0, 'every stream to stop listening');
  });

  it('ends the stream once the session is revoked (a password change bumps the session version)', async () => {
    const u = await createUser(t);
    const stream = await openStream(base, u.token);
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 1, 'the stream to listen');
    await t.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, u.row.id));
    t.app.deps.userCache.evict(u.row.id);
    await stream.ended;
    expect(t.app.deps.live.listenerCount(u.row.id)).toBe(0);
  });

  it("ends the stream of a sign-in that signs out, and keeps the same person's other sign-in", async () => {
    const u = await createUser(t);
    const signIn = () => signInThroughLogin(t, u);
    const [phone, laptop] = [await signIn(), await signIn()];
    const onPhone = await openStream(base, phone.accessToken);
    const onLaptop = await openStream(base, laptop.accessToken);
    await until(() => t.app.deps.live.listenerCount(u.row.id) === 2, 'both streams to listen');
    const out = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.status).toBe(200);
    await onPhone.ended;
    expect(t.app.deps.live.listenerCount(u.row.id)).toBe(1);
    onLaptop.close();
  });
});

describe('GET /api/live across two instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl: TEST_REDIS_URL });
    // The same database and secret: a token signed for one instance works on the other.
    b = await buildTestApp(
      { redisUrl: TEST_REDIS_URL, jwtSecret: a.config.jwtSecret },
      { database: { db: a.db, kind: a.kind, migrate: async () => {}, close: async () => {} } },
    );
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a message posted through instance A to the stream held by instance B', async () => {
    const thread = await createTestThread(a);
    const [poster, tasker] = thread.people as [TestUser, TestUser];
    const onB = await openStream(baseB, tasker.token);
    await until(() => b.app.deps.live.listenerCount(tasker.row.id) === 1, 'the stream on B to listen');
    expect(a.app.deps.live.listenerCount(tasker.row.id)).toBe(0);

    const sent = await call(a, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: poster.token,
      payload: { body: 'On my way' },
    });
    expect(sent.status).toBe(201);
    const message = await onB.waitFor((e) => e.event === 'message', 'the message on B');
    expect(message.data).toMatchObject({ threadId: thread.id, messageId: sent.body.data._id });
    const notification = await onB.waitFor((e) => e.event === 'notification', 'the notification on B');
    expect(notification.data).toMatchObject({ unseenCount: 1 });

    // "Mark all as seen" through A clears the count of the tab connected to B.
    await call(a, { method: 'PUT', url: '/api/notification/mark-all-as-seen', token: tasker.token });
    const seen = await onB.waitFor((e) => e.event === 'seen', 'the seen mark on B');
    expect(seen.data).toEqual({ unseenCount: 0 });
    onB.close();
  });

  it('replays what was stored after Last-Event-ID when a stream reconnects to the other instance', async () => {
    const thread = await createTestThread(a);
    const [poster, tasker] = thread.people as [TestUser, TestUser];
    const first = await openStream(baseA, tasker.token);
    await until(() => a.app.deps.live.listenerCount(tasker.row.id) === 1, 'the stream on A to listen');
    const [n1] = await notify(a.db, a.app.deps, hello(tasker.row.id, 'Before the drop'));
    const seenBefore = await first.waitFor((e) => e.event === 'notification', 'the first notification');
    expect(seenBefore.id).toBe(n1!._id);
    first.close();
    await until(() => a.app.deps.live.listenerCount(tasker.row.id) === 0, 'the dropped stream to go');

    // While no stream is open: a notification and a message.
    const [n2] = await notify(a.db, a.app.deps, hello(tasker.row.id, 'While away'));
    const sent = await call(a, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: poster.token,
      payload: { body: 'Missed me?' },
    });
    expect(sent.status).toBe(201);

    const again = await openStream(baseB, tasker.token, seenBefore.id);
    const message = await again.waitFor((e) => e.event === 'message', 'the replayed message');
    expect(message.id).toBe(sent.body.data._id);
    await again.waitFor((e) => e.id === n2!._id, 'the replayed notification');
    await again.waitFor(
      (e) => e.event === 'notification' && JSON.stringify(e.data).includes(thread.id),
      "the replayed notification of the thread's message",
    );
    const replayed = again.events.filter((e) => e.event === 'notification').map((e) => e.id);
    // n2 and the thread's notification, not n1, which the stream had already sent.
    expect(replayed).toContain(n2!._id);
    expect(replayed).not.toContain(n1!._id);
    expect(replayed).toHaveLength(2);
    again.close();
  });
});
