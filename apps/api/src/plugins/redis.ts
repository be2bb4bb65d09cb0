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
    const redis = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
