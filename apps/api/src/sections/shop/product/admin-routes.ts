import {
  ZAdminProductFlagsRequest,
  ZAdminProductIdParams,
  ZAdminProductListQuery,
  ZAdminProductListResponse,
  ZAdminProductWriteResponse,
} from '@bazaar/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import * as service from './admin-service.ts';

/** /api/admin/products: admins see every store's products and hide or feature them. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-products'];

  app.get(
    '/',
    {
      schema: {
        summary: "List every store's products",
        tags,
        security: BEARER,
        querystring: ZAdminProductListQuery,
        response: { 200: ZAdminProductListResponse },
      },
    },
    async (request) => service.listProductsForAdmin(app.deps, request.query),
  );

  app.put(
    '/:id/flags',
    {
      schema: {
        summary: 'Feature or hide a product',
        tags,
        security: BEARER,
        params: ZAdminProductIdParams,
        body: ZAdminProductFlagsRequest,
        response: { 200: ZAdminProductWriteResponse },
      },
    },
    async (request) => service.setProductFlags(app.deps, request.params.id, request.body),
  );
};
