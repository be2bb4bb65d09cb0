import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']), redis: z.boolean() });

/** /api/health: liveness for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
    db: app.dbKind,
    redis: app.redis?.status === 'ready',
  }));
};
