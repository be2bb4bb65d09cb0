import {
  ZProductDetail,
  ZProductIdParams,
  ZProductListQuery,
  ZProductListResponse,
  ZProductSearchQuery,
  ZProductSearchResponse,
  ZProductSlugParams,
  ZProductSummary,
} from '@bazaar/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonOnce } from '../../../lib/json-once.ts';
import * as service from './service.ts';

const ZRelatedProducts = z.array(ZProductSummary);

/**
 * /api/product: the public catalogue (listing, search, product page, related products). Answers come
 * from the catalogue micro-cache and are sent as JSON serialised once per cached answer.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['product'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List products',
        tags,
        querystring: ZProductListQuery,
        response: { 200: ZProductListResponse },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, ZProductListResponse, await service.listProducts(app.deps, request.query)),
  );

  app.get(
    '/search',
    {
      schema: {
        summary: 'Search products',
        tags,
        querystring: ZProductSearchQuery,
        response: { 200: ZProductSearchResponse },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, ZProductSearchResponse, await service.searchProducts(app.deps, request.query)),
  );

  app.get(
    '/slug/:slug',
    {
      schema: {
        summary: 'Show a product',
        tags,
        params: ZProductSlugParams,
        response: { 200: ZProductDetail },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, ZProductDetail, await service.getProductBySlug(app.deps, request.params.slug)),
  );

  app.get(
    '/:id/related',
    {
      schema: {
        summary: 'List products related to a product',
        tags,
        params: ZProductIdParams,
        response: { 200: ZRelatedProducts },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, ZRelatedProducts, await service.listRelatedProducts(app.deps, request.params.id)),
  );
};
