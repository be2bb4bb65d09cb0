import {
  ZAddToWishlistRequest,
  ZWishlistIdsResponse,
  ZWishlistProductParams,
  ZWishlistQuery,
  ZWishlistResponse,
  ZWishlistWriteResponse,
} from '@bazaar/shared/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/wishlist: the buyer's saved products (User role). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  const tags = ['wishlist'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List my wishlist',
        tags,
        security: BEARER,
        querystring: ZWishlistQuery,
        response: { 200: ZWishlistResponse },
      },
    },
    async (request) => service.listMyWishlist(app.deps, currentUser(request).id, request.query),
  );

  app.get(
    '/ids',
    {
      schema: {
        summary: 'List the product ids on my wishlist',
        tags,
        security: BEARER,
        response: { 200: ZWishlistIdsResponse },
      },
    },
    async (request) => service.listMyWishlistIds(app.deps, currentUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a product to my wishlist',
        tags,
        security: BEARER,
        body: ZAddToWishlistRequest,
        response: { 200: ZWishlistWriteResponse },
      },
    },
    async (request) => service.addToWishlist(app.deps, currentUser(request).id, request.body.productId),
  );

  app.delete(
    '/:productId',
    {
      schema: {
        summary: 'Remove a product from my wishlist',
        tags,
        security: BEARER,
        params: ZWishlistProductParams,
        response: { 200: ZWishlistWriteResponse },
      },
    },
    async (request) =>
      service.removeFromWishlist(app.deps, currentUser(request).id, request.params.productId),
  );
};
