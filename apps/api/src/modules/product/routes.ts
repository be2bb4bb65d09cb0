import {
  ZProductDetail,
  ZProductIdParams,
  ZProductListQuery,
  ZProductListResponse,
  ZProductSearchQuery,
  ZProductSearchResponse,
  ZProductSlugParams,
  ZProductSummary,
} from '@bazaar/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

/** /api/product: the public catalogue (listing, search, product page, related products). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['product'];

  app.get(
    '/',
    { schema: { tags, querystring: ZProductListQuery, response: { 200: ZProductListResponse } } },
    async (request) => service.listProducts(app.deps, request.query),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: ZProductSearchQuery, response: { 200: ZProductSearchResponse } } },
    async (request) => service.searchProducts(app.deps, request.query),
  );

  app.get(
    '/slug/:slug',
    { schema: { tags, params: ZProductSlugParams, response: { 200: ZProductDetail } } },
    async (request) => service.getProductBySlug(app.deps, request.params.slug),
  );

  app.get(
    '/:id/related',
    { schema: { tags, params: ZProductIdParams, response: { 200: z.array(ZProductSummary) } } },
    async (request) => service.listRelatedProducts(app.deps, request.params.id),
  );
};
