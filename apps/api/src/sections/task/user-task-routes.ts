import {
  ZTaskCancelRequest,
  ZTaskIdParams,
  ZTaskRequest,
  ZTaskViewerResponse,
  ZTaskWriteResponse,
} from '@bazaar/shared/task';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { toTaskDetail } from './dto.ts';
import * as service from './service.ts';
import * as taskService from './task-service.ts';

const tags = ['task'];

/** /api/task (User role): posting and changing a task, what I may do on it, and its completion. */
export const taskWriteRoutes: FastifyPluginAsyncZod = async (app) => {
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
        data: await taskService.createTask(app.deps, currentUserId(request), request.body),
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
      data: await taskService.updateTask(app.deps, currentUserId(request), request.params.id, request.body),
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
    async (request) => ({
      data: await service.getViewer(app.deps, currentUserId(request), request.params.id),
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
      data: await taskService.markDone(app.deps, currentUserId(request), request.params.id),
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
      data: await taskService.confirmTask(app.deps, currentUserId(request), request.params.id),
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
        { role: 'Poster', userId: currentUserId(request) },
        request.params.id,
        request.body.reason,
      );
      return { message: 'Task cancelled', data: await toTaskDetail(app.deps, row) };
    },
  );
};
