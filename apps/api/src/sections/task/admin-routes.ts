import {
  ZAdminTaskListQuery,
  ZAdminTaskListResponse,
  ZAdminTaskReviewListQuery,
  ZAdminTaskReviewListResponse,
  ZAdminTaskReviewWriteResponse,
  ZAdminTaskWriteResponse,
  ZTaskAdminIdParams,
  ZTaskCancelRequest,
  ZTaskHiddenRequest,
  ZTaskServiceChargeRequest,
  ZTaskServiceChargeResponse,
  ZTaskServiceChargeWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetOnWrite } from '../../lib/forget-on-write.ts';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as adminService from './admin-service.ts';
import { getServiceCharge } from './service.ts';

const tags = ['task-admin'];

/** /api/admin/task: every task (cancel, hide) and every task review (hide). Task categories: /api/admin/categories?section=task. */
export const adminTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  // A write changes what the public reads answer: this instance forgets them before it answers.
  app.addHook(
    'onSend',
    forgetOnWrite(() => app.deps.taskCache),
  );

  app.get(
    '/tasks',
    {
      schema: {
        summary: 'List every task',
        tags,
        security: BEARER,
        querystring: ZAdminTaskListQuery,
        response: { 200: ZAdminTaskListResponse },
      },
    },
    async (request) => adminService.listAdminTasks(app.deps, request.query),
  );

  app.put(
    '/tasks/:id/cancel',
    {
      schema: {
        summary: 'Cancel a task',
        tags,
        security: BEARER,
        params: ZTaskAdminIdParams,
        body: ZTaskCancelRequest,
        response: { 200: ZAdminTaskWriteResponse },
      },
    },
    async (request) => ({
      message: 'Task cancelled',
      data: await adminService.adminCancelTask(
        app.deps,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.put(
    '/tasks/:id/hidden',
    {
      schema: {
        summary: 'Hide or show a task',
        tags,
        security: BEARER,
        params: ZTaskAdminIdParams,
        body: ZTaskHiddenRequest,
        response: { 200: ZAdminTaskWriteResponse },
      },
    },
    async (request) => ({
      message: request.body.hidden ? 'Task hidden' : 'Task shown again',
      data: await adminService.setTaskHidden(app.deps, request.params.id, request.body.hidden),
    }),
  );

  app.get(
    '/reviews',
    {
      schema: {
        summary: 'List every task review',
        tags,
        security: BEARER,
        querystring: ZAdminTaskReviewListQuery,
        response: { 200: ZAdminTaskReviewListResponse },
      },
    },
    async (request) => adminService.listAdminReviews(app.deps, request.query),
  );

  app.put(
    '/reviews/:id/hidden',
    {
      schema: {
        summary: 'Hide or show a task review',
        tags,
        security: BEARER,
        params: ZTaskAdminIdParams,
        body: ZTaskHiddenRequest,
        response: { 200: ZAdminTaskReviewWriteResponse },
      },
    },
    async (request) => ({
      message: request.body.hidden ? 'Review hidden' : 'Review shown again',
      data: await adminService.setReviewHidden(app.deps, request.params.id, request.body.hidden),
    }),
  );
};

/** /api/admin/site-setting/task-service-charge: the super admin's percent taken from each offer. */
export const taskServiceChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'Show the task service charge setting',
        tags,
        security: BEARER,
        response: { 200: ZTaskServiceChargeResponse },
      },
    },
    async () => ({
      data: await getServiceCharge(app.deps),
    }),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Change the task service charge',
        tags,
        security: BEARER,
        body: ZTaskServiceChargeRequest,
        response: { 200: ZTaskServiceChargeWriteResponse },
      },
    },
    async (request) => ({
      message: 'Task service charge saved',
      data: await adminService.updateServiceCharge(app.deps, request.body.percent),
    }),
  );
};
