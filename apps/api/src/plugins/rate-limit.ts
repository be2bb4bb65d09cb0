import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { MemoryRateLimitStore } from './rate-limit-store.ts';

/**
 * A generous per-client limit on the whole API, shared through Redis when there is one. The client
 * is the request's `clientAddress` (the browser's when the web server calls for one); the web
 * server calling for itself, with no browser behind it, is not limited.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { max: number; keyPrefix: string }) => {
    if (opts.max <= 0) return;
    await app.register(rateLimit, {
      global: true,
      max: opts.max,
      timeWindow: 60_000,
      ...(app.redis
        ? // While Redis is away the whole-API limit lets requests through rather than failing them
          // all (the sign-in limits, the ones that guard something, fall back to memory instead).
          { redis: app.redis, nameSpace: `${opts.keyPrefix}rl:`, skipOnError: true }
        : { store: MemoryRateLimitStore }),
      keyGenerator: (req) => req.clientAddress ?? req.ip,
      // Uploaded files are cached by browsers and CDNs; counting them would only hurt page loads.
      allowList: (req) => req.clientAddress === null || req.url.startsWith('/uploads/'),
      errorResponseBuilder: (_req, ctx) =>
        new AppError('RATE_LIMITED', `Too many requests. Try again in ${ctx.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'client-address'] },
);
