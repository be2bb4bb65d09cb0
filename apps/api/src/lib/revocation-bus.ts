import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** A session signed out, or every session of a user (sign out everywhere, a bumped session version). */
export type Revocation = { sessionId: string } | { userId: string };

/**
 * Tells every API instance to forget what it cached about a revoked session or user. The database
 * is the truth (docs/decisions/033); this only closes the caches' window. Through Redis pub/sub when
 * REDIS_URL is set; without it, through the process (several apps in one process, as the tests build).
 */
export type RevocationBus = {
  announce: (revocation: Revocation) => Promise<void>;
  close: () => Promise<void>;
};

const inProcess = new EventEmitter();
inProcess.setMaxListeners(0);

function parse(text: string): Revocation | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.userId === 'string') return { userId: value.userId };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

export async function createRevocationBus(opts: {
  redis: Redis | null;
  channel: string;
  onRevoked: (revocation: Revocation) => void;
  log: (err: unknown) => void;
}): Promise<RevocationBus> {
  const { redis, channel, onRevoked } = opts;
  if (!redis) {
    const listener = (revocation: Revocation) => onRevoked(revocation);
    inProcess.on(channel, listener);
    return {
      announce: async (revocation) => {
        inProcess.emit(channel, revocation);
      },
      close: async () => {
        inProcess.off(channel, listener);
      },
    };
  }
  // Its subscription is queued until it connects (the app's client fails commands at once instead).
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', opts.log);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const revocation = parse(text);
    if (revocation) onRevoked(revocation);
  });
  await subscriber.subscribe(channel);
  return {
    announce: async (revocation) => {
      // This instance forgets at once; the others when the message arrives (a lost message leaves
      // them at most USER_CACHE_TTL_MS behind, the caches' own bound).
      onRevoked(revocation);
      await redis.publish(channel, JSON.stringify(revocation)).catch(opts.log);
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
