import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { browserKeys, checkVapid, startPushService } from '../../../test/push-service.ts';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { type NotifyInput, notify } from '../notification/service.ts';

// Web push end to end against a push service on this machine that speaks the real protocol: the
// message arrives encrypted to the browser's keys and signed with our VAPID key, both checked here
// as a push service and a browser check them; choices are obeyed; gone subscriptions are dropped.

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await buildTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

async function subscribe(user: TestUser) {
  const browser = browserKeys();
  const path = `/push/${randomUUID()}`;
  const res = await call(t, {
    method: 'POST',
    url: '/api/push/subscriptions',
    token: user.token,
    payload: { endpoint: `${service.origin}${path}`, keys: browser.keys },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { browser, path, endpoint: `${service.origin}${path}` };
}

const taskNews = (userId: string, title = 'New offer on your task'): NotifyInput => ({
  userId,
  title,
  message: 'Sita K. offered Rs. 1,500: "I can come tomorrow."',
  notificationType: 'task',
  topic: 'task',
  route: '/task/some-task',
});

describe('web push', () => {
  it('sends a notification encrypted to the browser and signed with the key browsers subscribe with', async () => {
    const user = await createUser(t);
    const { browser, path } = await subscribe(user);
    const key = await call(t, { method: 'GET', url: '/api/push/public-key' });
    expect(key.status).toBe(200);

    await notify(t.db, t.app.deps, taskNews(user.row.id));
    const [request] = await service.waitFor(path);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBe(86_400);
    const vapid = checkVapid(request!.headers, service.origin);
    expect(vapid.key).toBe(key.body.data.publicKey);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    expect(JSON.parse(browser.decrypt(request!.body))).toEqual({
      title: 'New offer on your task',
      body: 'Sita K. offered Rs. 1,500: "I can come tomorrow."',
      url: '/task/some-task',
      tag: '/task/some-task',
    });
  });

  it('pushes only the topics the person wants pushed, and keeps the bell as they chose', async () => {
    const user = await createUser(t);
    const { path } = await subscribe(user);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: user.token,
      payload: { task: { push: false }, shop: { inApp: false } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    await notify(t.db, t.app.deps, taskNews(user.row.id, 'Not pushed'), {
      ...taskNews(user.row.id, 'Pushed, not in the bell'),
      notificationType: 'shop',
      topic: 'shop',
    });
    // The second message arrives; the first never does (both left in the same call, in order).
    const [only, ...rest] = await service.waitFor(path);
    expect(rest).toEqual([]);
    expect(only).toBeDefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(service.received.filter((r) => r.path === path)).toHaveLength(1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.row.id));
    expect(rows.map((r) => r.title)).toEqual(['Not pushed']);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const user = await createUser(t);
    const { path, endpoint } = await subscribe(user);
    service.gone.add(path);
    await notify(t.db, t.app.deps, taskNews(user.row.id));
    await service.waitFor(path);
    for (let i = 0; i < 100; i++) {
      const left = await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      if (left.length === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the gone subscription is still kept');
  });

  it('lets only its owner remove a subscription, and names a bad field', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { endpoint } = await subscribe(user);

    const notMine = await call(t, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      token: other.token,
      payload: { endpoint },
    });
    expect(notMine.status).toBe(404);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);

    const mine = await call(t, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      token: user.token,
      payload: { endpoint },
    });
    expect(mine.status).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);

    const bad = await call(t, {
      method: 'POST',
      url: '/api/push/subscriptions',
      token: user.token,
      payload: { endpoint: 'ftp://example.test/x', keys: browserKeys().keys },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('endpoint');
    const badKey = await call(t, {
      method: 'POST',
      url: '/api/push/subscriptions',
      token: user.token,
      payload: { endpoint: `${service.origin}/push/x`, keys: { p256dh: 'short', auth: 'short' } },
    });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain('keys.p256dh');
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${service.origin}/push/y`, keys: browserKeys().keys },
    });
    expect(anonymous.status).toBe(401);
  });
});
