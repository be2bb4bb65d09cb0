import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** A generous per-IP limit on the whole API, shared through Redis when there is one. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { max: number; keyPrefix: string }) => {
    if (opts.max <= 0) return;
    await app.register(rateLimit, {
      global: true,
      max: opts.max,
      timeWindow: 60_000,
      ...(app.redis ? { redis: app.redis, nameSpace: `${opts.keyPrefix}rl:` } : {}),
      // Uploaded files are cached by browsers and CDNs; counting them would only hurt page loads.
      allowList: (req) => req.url.startsWith('/uploads/'),
      errorResponseBuilder: (_req, ctx) =>
        new AppError('RATE_LIMITED', `Too many requests. Try again in ${ctx.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
