import {
  ZTaskIdParams,
  ZTaskReviewIdParams,
  ZTaskReviewListQuery,
  ZTaskReviewListResponse,
  ZTaskReviewReplyRequest,
  ZTaskReviewRequest,
  ZTaskReviewWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as reviewService from './review-service.ts';

const tags = ['task'];

/** /api/task (User role): the two-way reviews of a completed task, the replies, and my reviews. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/reviews',
    {
      schema: {
        summary: 'Review the other side of a task',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskReviewRequest,
        response: { 201: ZTaskReviewWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Thank you for your review',
        data: await reviewService.createReview(
          app.deps,
          currentUserId(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.put(
    '/reviews/:reviewId/reply',
    {
      schema: {
        summary: 'Reply to a task review of me',
        tags,
        security: BEARER,
        params: ZTaskReviewIdParams,
        body: ZTaskReviewReplyRequest,
        response: { 200: ZTaskReviewWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your reply is posted',
      data: await reviewService.replyToReview(
        app.deps,
        currentUserId(request),
        request.params.reviewId,
        request.body.reply,
      ),
    }),
  );

  app.get(
    '/user/reviews-by-me',
    {
      schema: {
        summary: 'List the task reviews I wrote',
        tags,
        security: BEARER,
        querystring: ZTaskReviewListQuery,
        response: { 200: ZTaskReviewListResponse },
      },
    },
    async (request) => reviewService.listMyReviews(app.deps, currentUserId(request), 'by', request.query),
  );

  app.get(
    '/user/reviews-for-me',
    {
      schema: {
        summary: 'List the task reviews of me',
        tags,
        security: BEARER,
        querystring: ZTaskReviewListQuery,
        response: { 200: ZTaskReviewListResponse },
      },
    },
    async (request) => reviewService.listMyReviews(app.deps, currentUserId(request), 'for', request.query),
  );
};
