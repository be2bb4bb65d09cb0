import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.ts';
import type { PushSubscriptionRow } from '../../db/schema/notifications.ts';
import type { PushMessage, PushSender } from '../../lib/push-sender.ts';
import * as repo from './repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** How long a push service keeps a message for a browser that is offline, in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The longest one push service request may take. */
const PUSH_TIMEOUT_MS = 10_000;

export function createPushSender(opts: {
  db: Db;
  vapid: VapidKeys;
  log: (err: unknown, what: string) => void;
}): PushSender {
  const vapidDetails = opts.vapid;
  const sendOne = async (sub: PushSubscriptionRow, message: PushMessage) => {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: PUSH_TTL_SECONDS, timeout: PUSH_TIMEOUT_MS, contentEncoding: 'aes128gcm' },
      );
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await repo.deleteSubscriptionById(opts.db, sub.id);
      } else opts.log(err, `push to subscription ${sub.id}`);
    }
  };
  return {
    publicKey: opts.vapid.publicKey,
    deliver: async (messages) => {
      if (messages.length === 0) return;
      try {
        const subs = await repo.listSubscriptionsOf(
          opts.db,
          messages.map((m) => m.userId),
        );
        await Promise.all(
          messages.flatMap(({ userId, message }) =>
            subs.filter((s) => s.userId === userId).map((s) => sendOne(s, message)),
          ),
        );
      } catch (err) {
        opts.log(err, 'push delivery');
      }
    },
  };
}

/** For the demo seed, which runs before the app and its browsers: it tells nobody's devices. */
export const SEED_PUSH: PushSender = { publicKey: '', deliver: async () => {} };
