import {
  ZMarkAllSeenResponse,
  ZMarkSeenResponse,
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationListResponse,
} from '@bazaar/shared/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/notification: the signed-in user's notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['notification'];

  app.get(
    '/all',
    {
      schema: {
        summary: 'List my notifications',
        tags,
        security: BEARER,
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationListResponse },
      },
    },
    async (request) => service.listMyNotifications(app.db, currentUser(request).id, request.query),
  );

  app.put(
    '/mark-all-as-seen',
    {
      schema: {
        summary: 'Mark all my notifications seen',
        tags,
        security: BEARER,
        response: { 200: ZMarkAllSeenResponse },
      },
    },
    async (request) => {
      const updated = await service.markAllMyNotificationsSeen(app.db, app.deps, currentUser(request).id);
      return { message: 'All notifications marked as seen', data: { updated } };
    },
  );

  app.put(
    '/:id/seen',
    {
      schema: {
        summary: 'Mark one of my notifications seen (opened)',
        tags,
        security: BEARER,
        params: ZNotificationIdParams,
        response: { 200: ZMarkSeenResponse },
      },
    },
    async (request) => {
      const data = await service.markMyNotificationSeen(
        app.db,
        app.deps,
        currentUser(request).id,
        request.params.id,
      );
      return { message: 'Notification marked as seen', data };
    },
  );
};
