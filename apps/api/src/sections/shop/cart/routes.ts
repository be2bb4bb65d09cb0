import {
  ZAddToCartRequest,
  ZCartItemParams,
  ZCartPreviewRequest,
  ZCartResponse,
  ZCartWriteResponse,
  ZMergeCartRequest,
  ZMergeCartResponse,
  ZUpdateCartItemRequest,
} from '@bazaar/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * /api/order/user: the buyer's own cart (User role, docs/product-rules.md "Roles and guards"); every line is
 * matched to its owner.
 */
export const myCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  const tags = ['cart'];

  app.get(
    '/my-cart',
    { schema: { summary: 'Show my cart', tags, security: BEARER, response: { 200: ZCartResponse } } },
    async (request) => service.getMyCart(app.deps, currentUser(request).id),
  );

  app.post(
    '/cart',
    {
      schema: {
        summary: 'Add a product to my cart',
        tags,
        security: BEARER,
        body: ZAddToCartRequest,
        response: { 200: ZCartWriteResponse },
      },
    },
    async (request) => service.addToCart(app.deps, currentUser(request).id, request.body),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        summary: 'Merge a guest cart into my cart',
        tags,
        security: BEARER,
        body: ZMergeCartRequest,
        response: { 200: ZMergeCartResponse },
      },
    },
    async (request) => service.mergeGuestCart(app.deps, currentUser(request).id, request.body.items),
  );

  app.put(
    '/cart/:itemId',
    {
      schema: {
        summary: "Change a cart item's quantity",
        tags,
        security: BEARER,
        params: ZCartItemParams,
        body: ZUpdateCartItemRequest,
        response: { 200: ZCartWriteResponse },
      },
    },
    async (request) =>
      service.updateCartItem(app.deps, currentUser(request).id, request.params.itemId, request.body.quantity),
  );

  app.delete(
    '/cart/:itemId',
    {
      schema: {
        summary: 'Remove an item from my cart',
        tags,
        security: BEARER,
        params: ZCartItemParams,
        response: { 200: ZCartWriteResponse },
      },
    },
    async (request) => service.removeCartItem(app.deps, currentUser(request).id, request.params.itemId),
  );

  app.delete(
    '/cart',
    { schema: { summary: 'Empty my cart', tags, security: BEARER, response: { 200: ZCartWriteResponse } } },
    async (request) => service.clearCart(app.deps, currentUser(request).id),
  );
};

/** /api/cart: a guest's local cart priced live (public, read-only). */
export const guestCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/preview',
    {
      schema: {
        summary: 'Price a guest cart',
        tags: ['cart'],
        body: ZCartPreviewRequest,
        response: { 200: ZCartResponse },
      },
    },
    async (request) => service.previewGuestCart(app.deps, request.body.items),
  );
};
