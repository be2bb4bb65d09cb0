import {
  ZPostedTaskListQuery,
  ZPostedTaskListResponse,
  ZTaskerProfileRequest,
  ZTaskerProfileResponse,
  ZTaskerProfileWriteResponse,
  ZTaskerTaskListQuery,
  ZTaskerTaskListResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as myService from './my-service.ts';

const tags = ['task'];

/** /api/task/user (User role): my posted and assigned tasks and my tasker profile. */
export const myTaskRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => myService.listPostedTasks(app.deps, currentUserId(request), request.query),
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
    async (request) => myService.listTaskerTasks(app.deps, currentUserId(request), request.query),
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
    async (request) => ({ data: await myService.getMyTaskerProfile(app.deps, currentUserId(request)) }),
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
      data: await myService.updateMyTaskerProfile(app.deps, currentUserId(request), request.body),
    }),
  );
};
