import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * A message every API instance acts on at once (forget a signed-out session, drop a cache): through
 * Redis pub/sub when REDIS_URL is set; without it, through the process (several apps in one process,
 * as the tests build them). The database stays the truth: a lost message leaves the other instances
 * only as far behind as their caches' own time limits.
 */
export type InstanceBus<T> = {
  /** Acts on `message` here at once, then tells the other instances. */
  announce: (message: T) => Promise<void>;
  close: () => Promise<void>;
};

const inProcess = new EventEmitter();
inProcess.setMaxListeners(0);

type Envelope = { from: string; message: unknown };

export async function createInstanceBus<T>(opts: {
  redis: Redis | null;
  channel: string;
  /** The message a published value carries, or null when it is not one (ignored). */
  parse: (value: unknown) => T | null;
  onMessage: (message: T) => void;
  log: (err: unknown) => void;
}): Promise<InstanceBus<T>> {
  const { redis, channel, parse, onMessage } = opts;
  // This instance acts on its own message when it announces it, not again when it comes back.
  const self = randomUUID();
  const receive = (envelope: Envelope) => {
    if (envelope.from === self) return;
    const message = parse(envelope.message);
    if (message !== null) onMessage(message);
  };
  const send = (message: T) => {
    onMessage(message);
    return { from: self, message } satisfies Envelope;
  };
  if (!redis) {
    inProcess.on(channel, receive);
    return {
      announce: async (message) => {
        inProcess.emit(channel, send(message));
      },
      close: async () => {
        inProcess.off(channel, receive);
      },
    };
  }
  // Its subscription is queued until it connects (the app's client fails commands at once instead).
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', opts.log);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      receive(JSON.parse(text) as Envelope);
    } catch {
      // Not ours: ignored.
    }
  });
  await subscriber.subscribe(channel);
  return {
    announce: async (message) => {
      await redis.publish(channel, JSON.stringify(send(message))).catch(opts.log);
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
