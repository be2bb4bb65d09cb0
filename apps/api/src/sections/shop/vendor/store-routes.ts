import { ZPublicStore, ZStoreSlugParams } from '@bazaar/shared/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './store-service.ts';

/** /api/store: a store's public page, for anyone. */
export const publicStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['store'];

  app.get(
    '/:slug',
    { schema: { summary: 'Show a store', tags, params: ZStoreSlugParams, response: { 200: ZPublicStore } } },
    async (request) => service.getPublicStore(app.deps, request.params.slug),
  );
};
