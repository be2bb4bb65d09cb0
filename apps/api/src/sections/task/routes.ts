import {
  ZPostedTaskListQuery,
  ZPostedTaskListResponse,
  ZTaskAnswerRequest,
  ZTaskCancelRequest,
  ZTaskCategoryListResponse,
  ZTaskDetailResponse,
  ZTaskerIdParams,
  ZTaskerPageQuery,
  ZTaskerPageResponse,
  ZTaskerProfileRequest,
  ZTaskerProfileResponse,
  ZTaskerProfileWriteResponse,
  ZTaskerTaskListQuery,
  ZTaskerTaskListResponse,
  ZTaskIdParams,
  ZTaskListQuery,
  ZTaskListResponse,
  ZTaskOfferIdParams,
  ZTaskOfferListResponse,
  ZTaskOfferRequest,
  ZTaskOfferWriteResponse,
  ZTaskQuestionIdParams,
  ZTaskQuestionRequest,
  ZTaskQuestionWriteResponse,
  ZTaskRequest,
  ZTaskReviewIdParams,
  ZTaskReviewListQuery,
  ZTaskReviewListResponse,
  ZTaskReviewReplyRequest,
  ZTaskReviewRequest,
  ZTaskReviewWriteResponse,
  ZTaskServiceChargeResponse,
  ZTaskViewerResponse,
  ZTaskWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/json-once.ts';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toTaskDetail } from './dto.ts';
import * as myService from './my-service.ts';
import * as offerService from './offer-service.ts';
import * as questionService from './question-service.ts';
import * as reviewService from './review-service.ts';
import * as service from './service.ts';
import * as taskService from './task-service.ts';

const tags = ['task'];

/** /api/task (public): the list, categories, a task page, a tasker page and the service charge. */
export const publicTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    { schema: { tags, querystring: ZTaskListQuery, response: { 200: ZTaskListResponse } } },
    // The cached answer is sent as JSON made once per answer (lib/json-once.ts), like the shop's.
    async (request, reply) =>
      sendJsonOnce(reply, ZTaskListResponse, await service.listTasks(app.deps, request.query)),
  );

  app.get(
    '/categories',
    { schema: { tags, response: { 200: ZTaskCategoryListResponse } } },
    async (_request, reply) =>
      sendJsonOnce(reply, ZTaskCategoryListResponse, await service.listTaskCategoriesResponse(app.deps)),
  );

  app.get(
    '/service-charge',
    { schema: { tags, response: { 200: ZTaskServiceChargeResponse } } },
    async () => ({
      data: await service.getServiceCharge(app.deps),
    }),
  );

  app.get(
    '/tasker/:userId',
    {
      schema: {
        tags,
        params: ZTaskerIdParams,
        querystring: ZTaskerPageQuery,
        response: { 200: ZTaskerPageResponse },
      },
    },
    async (request, reply) =>
      sendJsonOnce(
        reply,
        ZTaskerPageResponse,
        await service.getTaskerPage(app.deps, request.params.userId, request.query),
      ),
  );

  app.get(
    '/:id',
    { schema: { tags, params: ZTaskIdParams, response: { 200: ZTaskDetailResponse } } },
    async (request, reply) =>
      sendJsonOnce(reply, ZTaskDetailResponse, await service.getTaskResponse(app.deps, request.params.id)),
  );
};

/** /api/task (User role): posting, offers, questions, completion, reviews, my lists, my tasker profile. */
export const userTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  // A write changes what the public reads answer: this instance forgets them before it answers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.deps.taskCache.clear();
    return payload;
  });
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.post(
    '/',
    { schema: { tags, security: BEARER, body: ZTaskRequest, response: { 201: ZTaskWriteResponse } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your task is posted',
        data: await taskService.createTask(app.deps, me(request), request.body),
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskRequest,
        response: { 200: ZTaskWriteResponse },
      },
    },
    async (request) => ({
      message: 'Task saved',
      data: await taskService.updateTask(app.deps, me(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/me',
    { schema: { tags, security: BEARER, params: ZTaskIdParams, response: { 200: ZTaskViewerResponse } } },
    async (request) => ({ data: await service.getViewer(app.deps, me(request), request.params.id) }),
  );

  app.get(
    '/user/posted',
    {
      schema: {
        tags,
        security: BEARER,
        querystring: ZPostedTaskListQuery,
        response: { 200: ZPostedTaskListResponse },
      },
    },
    async (request) => myService.listPostedTasks(app.deps, me(request), request.query),
  );

  app.get(
    '/user/assigned',
    {
      schema: {
        tags,
        security: BEARER,
        querystring: ZTaskerTaskListQuery,
        response: { 200: ZTaskerTaskListResponse },
      },
    },
    async (request) => myService.listTaskerTasks(app.deps, me(request), request.query),
  );

  app.get(
    '/:id/offers',
    { schema: { tags, security: BEARER, params: ZTaskIdParams, response: { 200: ZTaskOfferListResponse } } },
    async (request) => ({ docs: await offerService.listOffers(app.deps, me(request), request.params.id) }),
  );

  app.post(
    '/:id/offers',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskOfferRequest,
        response: { 201: ZTaskOfferWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your offer is sent',
        data: await offerService.makeOffer(app.deps, me(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/offers/:offerId',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        body: ZTaskOfferRequest,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your offer is changed',
      data: await offerService.changeOffer(app.deps, me(request), request.params.offerId, request.body),
    }),
  );

  app.put(
    '/offers/:offerId/withdraw',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your offer is withdrawn',
      data: await offerService.withdrawOffer(app.deps, me(request), request.params.offerId),
    }),
  );

  app.put(
    '/offers/:offerId/accept',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskOfferIdParams,
        response: { 200: ZTaskOfferWriteResponse },
      },
    },
    async (request) => ({
      message: 'Offer accepted: the task is assigned',
      data: await offerService.acceptOffer(app.deps, me(request), request.params.offerId),
    }),
  );

  app.post(
    '/:id/questions',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskQuestionRequest,
        response: { 201: ZTaskQuestionWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your question is posted',
        data: await questionService.askQuestion(app.deps, me(request), request.params.id, request.body.text),
      }),
  );

  app.put(
    '/questions/:questionId/answer',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskQuestionIdParams,
        body: ZTaskAnswerRequest,
        response: { 200: ZTaskQuestionWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your answer is posted',
      data: await questionService.answerQuestion(
        app.deps,
        me(request),
        request.params.questionId,
        request.body.answer,
      ),
    }),
  );

  app.put(
    '/:id/done',
    { schema: { tags, security: BEARER, params: ZTaskIdParams, response: { 200: ZTaskWriteResponse } } },
    async (request) => ({
      message: 'Marked done: the poster is asked to confirm',
      data: await taskService.markDone(app.deps, me(request), request.params.id),
    }),
  );

  app.put(
    '/:id/confirm',
    { schema: { tags, security: BEARER, params: ZTaskIdParams, response: { 200: ZTaskWriteResponse } } },
    async (request) => ({
      message: 'Task completed',
      data: await taskService.confirmTask(app.deps, me(request), request.params.id),
    }),
  );

  app.put(
    '/:id/cancel',
    {
      schema: {
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        body: ZTaskCancelRequest,
        response: { 200: ZTaskWriteResponse },
      },
    },
    async (request) => {
      const row = await taskService.cancelTask(
        app.deps,
        { role: 'Poster', userId: me(request) },
        request.params.id,
        request.body.reason,
      );
      return { message: 'Task cancelled', data: await toTaskDetail(app.deps, row) };
    },
  );

  app.post(
    '/:id/reviews',
    {
      schema: {
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
        data: await reviewService.createReview(app.deps, me(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/reviews/:reviewId/reply',
    {
      schema: {
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
        me(request),
        request.params.reviewId,
        request.body.reply,
      ),
    }),
  );

  app.get(
    '/user/reviews-by-me',
    {
      schema: {
        tags,
        security: BEARER,
        querystring: ZTaskReviewListQuery,
        response: { 200: ZTaskReviewListResponse },
      },
    },
    async (request) => reviewService.listMyReviews(app.deps, me(request), 'by', request.query),
  );

  app.get(
    '/user/reviews-for-me',
    {
      schema: {
        tags,
        security: BEARER,
        querystring: ZTaskReviewListQuery,
        response: { 200: ZTaskReviewListResponse },
      },
    },
    async (request) => reviewService.listMyReviews(app.deps, me(request), 'for', request.query),
  );

  app.get(
    '/user/tasker-profile',
    { schema: { tags, security: BEARER, response: { 200: ZTaskerProfileResponse } } },
    async (request) => ({ data: await myService.getMyTaskerProfile(app.deps, me(request)) }),
  );

  app.put(
    '/user/tasker-profile',
    {
      schema: {
        tags,
        security: BEARER,
        body: ZTaskerProfileRequest,
        response: { 200: ZTaskerProfileWriteResponse },
      },
    },
    async (request) => ({
      message: 'Tasker profile saved',
      data: await myService.updateMyTaskerProfile(app.deps, me(request), request.body),
    }),
  );
};
