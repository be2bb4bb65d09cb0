import type { TLiveMessageData } from '@bazaar/shared/live-constants';
import type { TNotification } from '@bazaar/shared/notification';
import type { Redis } from 'ioredis';

// Live events for one person, carried to every API instance (decision 037). With Redis each event
// is published once on one channel and every instance, the publisher included, hands it to the
// streams it holds for that person; without Redis (one process) the bus hands it over in-process.

/**
 * One event for one person, as it travels between instances. A notification keeps the shape it has
 * been published in since decision 012 (`{ userId, notification }`); the counts a stream shows are
 * read by the instance that holds the stream, when it sends the event.
 */
export type LiveMessage =
  | { userId: string; notification: TNotification }
  | { userId: string; event: { type: 'seen'; id: string; data: { threadId?: string } } }
  | { userId: string; event: { type: 'message'; id: string; data: TLiveMessageData } };

export type LiveListener = (message: LiveMessage) => void;

export type LiveBus = {
  /** Sends each message to every instance; best effort: what is stored is replayed on reconnect. */
  publish: (messages: LiveMessage[]) => Promise<void>;
  /** Hears the messages for `userId` on this instance; answers the function that stops it. */
  subscribe: (userId: string, listener: LiveListener) => () => void;
  /** Listeners held on this instance (for one person, or for everyone). */
  listenerCount: (userId?: string) => number;
  /**
   * Runs `callback` when the channel comes back after Redis was away: messages may have been lost
   * meanwhile, so the streams are ended and their browsers reconnect and replay what is stored.
   */
  onResync: (callback: () => void) => void;
  close: () => Promise<void>;
};

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'string' && v.userId !== '' && ('notification' in v || 'event' in v);
}

/**
 * The app's bus (AppDeps.live): over Redis pub/sub on `channel` when `redis` is given (a second
 * connection subscribes), in-process otherwise. `log` hears what could not be published or read.
 */
export async function createLiveBus(opts: {
  redis: Redis | null;
  channel: string;
  log: (err: unknown, what: string) => void;
}): Promise<LiveBus> {
  const { redis } = opts;
  const local = createLocalLiveBus(opts.log);
  if (!redis) return local;
  const resyncs: Array<() => void> = [];
  // Its subscription is queued until it connects (the app's client fails commands at once instead).
  const subscriber = redis.duplicate({
    lazyConnect: false,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  });
  subscriber.on('error', (err) => opts.log(err, 'live subscriber error'));
  let wasReady = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself; what was published while it was away is lost.
    if (wasReady) for (const callback of resyncs) callback();
    wasReady = true;
  });
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (isLiveMessage(parsed)) void local.publish([parsed]);
  });
  await subscriber.subscribe(opts.channel);

  return {
    ...local,
    async publish(messages) {
      // One connection sends them in order; every instance, this one too, hears them back.
      await Promise.all(
        messages.map((message) =>
          redis
            .publish(opts.channel, JSON.stringify(message))
            .catch((err) => opts.log(err, 'live publish failed')),
        ),
      );
    },
    onResync: (callback) => {
      resyncs.push(callback);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** The bus of one process (no Redis): what is published goes straight to this process's listeners. */
export function createLocalLiveBus(log: (err: unknown, what: string) => void = () => {}): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  let count = 0;

  const deliver = (message: LiveMessage) => {
    for (const listener of [...(listeners.get(message.userId) ?? [])]) {
      try {
        listener(message);
      } catch (err) {
        log(err, 'live listener failed');
      }
    }
  };

  return {
    async publish(messages) {
      for (const message of messages) deliver(message);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      count += 1;
      return () => {
        const current = listeners.get(userId);
        if (!current?.delete(listener)) return;
        count -= 1;
        if (current.size === 0) listeners.delete(userId);
      };
    },
    listenerCount: (userId) => (userId === undefined ? count : (listeners.get(userId)?.size ?? 0)),
    // Nothing in between to lose events.
    onResync: () => {},
    async close() {},
  };
}
