import {
  ZModerationActionRequest,
  ZModerationActionResponse,
  ZModerationQueueQuery,
  ZModerationQueueResponse,
  ZReportRequest,
  ZReportResponse,
} from '@bazaar/shared/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['moderation'];

/** /api/reports: a signed-in person reports a listing, a review, a message or a person (decision 046). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/',
    {
      schema: {
        summary: 'Report a listing, a review, a message or a person',
        tags,
        security: BEARER,
        body: ZReportRequest,
        response: { 201: ZReportResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createReport(app.deps, currentUser(request), request.body);
      reply.code(201);
      return { message: 'Thank you: an admin will look at your report', data };
    },
  );
};

/** /api/admin/moderation: the one queue of reported things across the sections, and the actions on them. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'The reported things, most reported and oldest first',
        tags,
        security: BEARER,
        querystring: ZModerationQueueQuery,
        response: { 200: ZModerationQueueResponse },
      },
    },
    async (request) => service.listQueue(app.deps, request.query),
  );

  app.post(
    '/actions',
    {
      schema: {
        summary: 'Dismiss, hide, warn the owner or block the owner',
        tags,
        security: BEARER,
        body: ZModerationActionRequest,
        response: { 200: ZModerationActionResponse },
      },
    },
    async (request) => {
      const data = await service.actOnReports(app.deps, currentUser(request), request.body);
      return { message: ACTION_DONE[data.action], data };
    },
  );
};

const ACTION_DONE = {
  dismiss: 'Reports dismissed',
  hide: 'Hidden from the site',
  warn: 'Owner warned',
  block: 'Owner blocked',
} as const;
