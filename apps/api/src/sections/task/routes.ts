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
    {
      schema: {
        summary: 'List tasks',
        tags,
        querystring: ZTaskListQuery,
        response: { 200: ZTaskListResponse },
      },
    },
    // The cached answer is sent as JSON made once per answer (lib/json-once.ts), like the shop's.
    async (request, reply) =>
      sendJsonOnce(reply, ZTaskListResponse, await service.listTasks(app.deps, request.query)),
  );

  app.get(
    '/categories',
    { schema: { summary: 'List task categories', tags, response: { 200: ZTaskCategoryListResponse } } },
    async (_request, reply) =>
      sendJsonOnce(reply, ZTaskCategoryListResponse, await service.listTaskCategoriesResponse(app.deps)),
  );

  app.get(
    '/service-charge',
    {
      schema: {
        summary: 'Show the task service charge',
        tags,
        response: { 200: ZTaskServiceChargeResponse },
      },
    },
    async () => ({
      data: await service.getServiceCharge(app.deps),
    }),
  );

  app.get(
    '/tasker/:userId',
    {
      schema: {
        summary: "Show a tasker's profile",
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
    {
      schema: { summary: 'Show a task', tags, params: ZTaskIdParams, response: { 200: ZTaskDetailResponse } },
    },
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
    {
      schema: {
        summary: 'Post a task',
        tags,
        security: BEARER,
        body: ZTaskRequest,
        response: { 201: ZTaskWriteResponse },
      },
    },
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
        summary: 'Update my task',
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
    {
      schema: {
        summary: 'Show what I may do on a task',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        response: { 200: ZTaskViewerResponse },
      },
    },
    async (request) => ({ data: await service.getViewer(app.deps, me(request), request.params.id) }),
  );

  app.get(
    '/user/posted',
    {
      schema: {
        summary: 'List the tasks I posted',
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
        summary: 'List the tasks assigned to me',
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
    {
      schema: {
        summary: "List a task's offers",
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        response: { 200: ZTaskOfferListResponse },
      },
    },
    async (request) => ({ docs: await offerService.listOffers(app.deps, me(request), request.params.id) }),
  );

  app.post(
    '/:id/offers',
    {
      schema: {
        summary: 'Make an offer on a task',
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
        summary: 'Change my offer',
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
        summary: 'Withdraw my offer',
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
        summary: 'Accept an offer on my task',
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
        summary: 'Ask a question about a task',
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
        summary: 'Answer a question about my task',
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
    {
      schema: {
        summary: 'Mark a task I do as done',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        response: { 200: ZTaskWriteResponse },
      },
    },
    async (request) => ({
      message: 'Marked done: the poster is asked to confirm',
      data: await taskService.markDone(app.deps, me(request), request.params.id),
    }),
  );

  app.put(
    '/:id/confirm',
    {
      schema: {
        summary: 'Confirm my task is done',
        tags,
        security: BEARER,
        params: ZTaskIdParams,
        response: { 200: ZTaskWriteResponse },
      },
    },
    async (request) => ({
      message: 'Task completed',
      data: await taskService.confirmTask(app.deps, me(request), request.params.id),
    }),
  );

  app.put(
    '/:id/cancel',
    {
      schema: {
        summary: 'Cancel my task',
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
        data: await reviewService.createReview(app.deps, me(request), request.params.id, request.body),
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
        summary: 'List the task reviews I wrote',
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
        summary: 'List the task reviews of me',
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
    {
      schema: {
        summary: 'Show my tasker profile',
        tags,
        security: BEARER,
        response: { 200: ZTaskerProfileResponse },
      },
    },
    async (request) => ({ data: await myService.getMyTaskerProfile(app.deps, me(request)) }),
  );

  app.put(
    '/user/tasker-profile',
    {
      schema: {
        summary: 'Update my tasker profile',
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
