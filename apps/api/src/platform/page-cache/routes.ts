import { zDateTime } from '@bazaar/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { WEB_SERVER } from '../../lib/schemas.ts';
import { listPurgesSince } from './service.ts';

const ZPurgesQuery = z.object({ since: zDateTime('since').optional() });
const ZPurgesResponse = z.object({
  purges: z.array(z.object({ id: z.string(), tags: z.array(z.string()), at: z.string() })),
  now: z.string(),
});

/** /api/page-cache: what the web's page cache must drop. Only the web server asks (it shows WEB_SECRET). */
export const pageCacheRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!request.isWebServer)
      throw new AppError('FORBIDDEN', 'Only the web server reads the page cache purges');
  });

  app.get(
    '/purges',
    {
      // Every web instance asks each second: one log line each time would drown the rest.
      logLevel: 'warn',
      schema: {
        summary: "List the public pages to drop from the web's cache",
        tags: ['page-cache'],
        security: WEB_SERVER,
        querystring: ZPurgesQuery,
        response: { 200: ZPurgesResponse },
      },
    },
    async (request) => listPurgesSince(app.deps, request.query.since),
  );
};
