import {
  ZTaskCategoryListResponse,
  ZTaskDetailResponse,
  ZTaskerIdParams,
  ZTaskerPageQuery,
  ZTaskerPageResponse,
  ZTaskIdParams,
  ZTaskListQuery,
  ZTaskListResponse,
  ZTaskServiceChargeResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetOnWrite } from '../../lib/forget-on-write.ts';
import { sendJsonOnce } from '../../lib/json-once.ts';
import { myTaskRoutes } from './my-routes.ts';
import { offerRoutes } from './offer-routes.ts';
import { questionRoutes } from './question-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import * as service from './service.ts';
import { taskWriteRoutes } from './user-task-routes.ts';

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

/**
 * /api/task (User role): every route a signed-in person uses, by what it is about (one file each).
 * A write changes what the public reads answer: this instance forgets them before it answers.
 */
export const userTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  app.addHook(
    'onSend',
    forgetOnWrite(() => app.deps.taskCache),
  );
  for (const routes of [taskWriteRoutes, offerRoutes, questionRoutes, reviewRoutes, myTaskRoutes]) {
    await app.register(routes);
  }
};
