import { ZAddressChildrenQuery, ZAddressNode } from '@bazaar/shared/address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

/** /api/address: the public address tree (State → District → Municipality → Area). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/children',
    {
      schema: {
        summary: 'List the places under a place',
        tags: ['address'],
        querystring: ZAddressChildrenQuery,
        response: { 200: z.array(ZAddressNode) },
      },
    },
    async (request) => service.listAddressChildren(app.db, request.query.parentId),
  );
};
