import { ZNotificationListQuery, ZNotificationListResponse } from '@bazaar/shared/notification';
import { writeResult } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        tags,
        security: BEARER,
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationListResponse },
      },
    },
    async (request) =>
      service.listMyNotifications(app.db, currentUser(request).id, request.query.page, request.query.limit),
  );

  app.put(
    '/mark-all-as-seen',
    {
      schema: {
        tags,
        security: BEARER,
        response: { 200: writeResult(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => {
      const updated = await service.markAllMyNotificationsSeen(app.db, currentUser(request).id);
      return { message: 'All notifications marked as seen', data: { updated } };
    },
  );
};
