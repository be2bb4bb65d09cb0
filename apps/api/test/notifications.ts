import { randomUUID } from 'node:crypto';
import type { TNotification } from '@bazaar/shared/notification';
import { Redis } from 'ioredis';
import { NOTIFICATIONS_CHANNEL } from '../src/platform/notification/service.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** The Redis the notification tests publish on: REDIS_URL, else the one on this machine. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type PublishedMessage = { userId: string; notification?: TNotification; marker?: string };

export type NotificationListener = {
  /** Notifications published for `userId` so far, in the order they arrived. */
  publishedFor: (userId: string) => TNotification[];
  /** Resolves once a notification for `userId` has arrived (or already had). */
  waitFor: (userId: string) => Promise<TNotification>;
  /**
   * Publishes a marker through `publisher` and waits for it: Redis delivers one connection's
   * messages in order, so whatever `publisher` published before has arrived by then.
   */
  drain: (publisher: Redis) => Promise<void>;
  close: () => void;
};

/** Subscribes to the notification channel. Other test files publish on it too: filter by user. */
export async function listenToNotifications(): Promise<NotificationListener> {
  const sub = new Redis(TEST_REDIS_URL);
  const received: PublishedMessage[] = [];
  const waiters: { match: (m: PublishedMessage) => boolean; resolve: (m: PublishedMessage) => void }[] = [];
  sub.on('message', (_channel, text: string) => {
    const message = JSON.parse(text) as PublishedMessage;
    received.push(message);
    for (const waiter of waiters.filter((w) => w.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await sub.subscribe(NOTIFICATIONS_CHANNEL);
  const next = (match: (m: PublishedMessage) => boolean) =>
    new Promise<PublishedMessage>((resolve) => {
      const seen = received.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return {
    publishedFor: (userId) =>
      received.flatMap((m) => (m.userId === userId && m.notification ? [m.notification] : [])),
    waitFor: async (userId) =>
      (await next((m) => m.userId === userId && m.notification !== undefined)).notification!,
    drain: async (publisher) => {
      const marker = randomUUID();
      const arrived = next((m) => m.marker === marker);
      await publisher.publish(NOTIFICATIONS_CHANNEL, JSON.stringify({ userId: '', marker }));
      await arrived;
    },
    close: () => sub.disconnect(),
  };
}

/**
 * A second app on the same database that publishes notifications to Redis (the tokens of `t`
 * work on it). For tests that watch what is published whether or not REDIS_URL is set.
 */
export async function buildPublishingTwin(t: TestApp): Promise<TestApp> {
  return buildTestApp(
    { jwtSecret: t.config.jwtSecret, redisUrl: TEST_REDIS_URL },
    { database: { db: t.db, kind: t.kind, migrate: async () => {}, close: async () => {} } },
  );
}
