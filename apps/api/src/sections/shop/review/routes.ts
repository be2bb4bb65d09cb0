import { ZPageQuery } from '@bazaar/shared/pagination';
import {
  ZAdminReviewListQuery,
  ZAdminReviewListResponse,
  ZAdminReviewWriteResponse,
  ZCreateReviewRequest,
  ZMyReviewListResponse,
  ZMyReviewWriteResponse,
  ZPendingReviewListResponse,
  ZProductReviewsQuery,
  ZProductReviewsResponse,
  ZReviewIdParams,
  ZReviewReplyRequest,
  ZReviewVisibilityRequest,
  ZVendorReviewListQuery,
  ZVendorReviewListResponse,
  ZVendorReviewWriteResponse,
} from '@bazaar/shared/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser, currentVendor } from '../../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['review'];
const ZProductIdParams = z.object({ id: z.uuid({ error: 'Not a valid product id' }) });

/** /api/product/:id/reviews: anyone reads a product's visible reviews. */
export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/reviews',
    {
      schema: {
        summary: "List a product's reviews",
        tags,
        params: ZProductIdParams,
        querystring: ZProductReviewsQuery,
        response: { 200: ZProductReviewsResponse },
      },
    },
    async (request) => service.listProductReviews(app.deps, request.params.id, request.query),
  );
};

/** /api/order/user/reviews: the buyer's items to review and reviews written. */
export const myReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));

  app.get(
    '/pending',
    {
      schema: {
        summary: 'List my delivered items awaiting a review',
        tags,
        security: BEARER,
        querystring: ZPageQuery,
        response: { 200: ZPendingReviewListResponse },
      },
    },
    async (request) => service.listPendingReviews(app.deps, currentUser(request).id, request.query),
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'List my reviews',
        tags,
        security: BEARER,
        querystring: ZPageQuery,
        response: { 200: ZMyReviewListResponse },
      },
    },
    async (request) => service.listMyReviews(app.deps, currentUser(request).id, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Review a delivered item',
        tags,
        security: BEARER,
        body: ZCreateReviewRequest,
        response: { 201: ZMyReviewWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createReview(app.deps, currentUser(request), request.body);
      return reply.status(201).send({ message: 'Thank you! Your review is published.', data });
    },
  );
};

/** /api/vendor/reviews: reviews of the vendor's own products; reply once. */
export const vendorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);

  app.get(
    '/',
    {
      schema: {
        summary: "List my store's reviews",
        tags,
        security: BEARER,
        querystring: ZVendorReviewListQuery,
        response: { 200: ZVendorReviewListResponse },
      },
    },
    async (request) => service.listVendorReviews(app.deps, currentVendor(request), request.query),
  );

  app.put(
    '/:id/reply',
    {
      schema: {
        summary: 'Reply to a review of my store',
        tags,
        security: BEARER,
        params: ZReviewIdParams,
        body: ZReviewReplyRequest,
        response: { 200: ZVendorReviewWriteResponse },
      },
    },
    async (request) => {
      const data = await service.replyToReview(
        app.deps,
        currentVendor(request),
        request.params.id,
        request.body.reply,
      );
      return { message: 'Reply posted. The buyer has been notified.', data };
    },
  );
};

/** /api/admin/reviews: every review; hide or unhide. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'List every review',
        tags,
        security: BEARER,
        querystring: ZAdminReviewListQuery,
        response: { 200: ZAdminReviewListResponse },
      },
    },
    async (request) => service.listAdminReviews(app.deps, request.query),
  );

  app.put(
    '/:id/visibility',
    {
      schema: {
        summary: 'Show or hide a review',
        tags,
        security: BEARER,
        params: ZReviewIdParams,
        body: ZReviewVisibilityRequest,
        response: { 200: ZAdminReviewWriteResponse },
      },
    },
    async (request) => {
      const data = await service.setReviewVisibility(app.deps, request.params.id, request.body.isHidden);
      return {
        message: data.isHidden ? 'Review hidden from the shop' : 'Review visible again',
        data,
      };
    },
  );
};
