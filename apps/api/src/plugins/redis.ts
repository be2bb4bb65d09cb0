import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** Connects to REDIS_URL when set (rate limits, login counters, notification fan-out). */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined }) => {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    // While Redis is away a command fails at once instead of waiting in a queue through the
    // reconnection attempts (which grew a sign-in to 16 s): each caller has its answer for that case
    // (counters in memory, the whole-API limit skipped, live events replayed once it is back).
    const redis = new Redis(opts.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
