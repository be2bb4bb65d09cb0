import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']), redis: z.boolean() });

/** /api/health: liveness for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the API and its database answer',
        tags: ['health'],
        response: { 200: ZHealth },
      },
    },
    async () => ({
      status: 'ok' as const,
      db: app.dbKind,
      redis: app.redis?.status === 'ready',
    }),
  );
};
