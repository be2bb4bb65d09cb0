import {
  ZMarkAllSeenResponse,
  ZMarkSeenResponse,
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationListResponse,
} from '@bazaar/shared/notification';
import {
  ZNotificationChoicesResponse,
  ZNotificationChoicesUpdate,
  ZNotificationChoicesWriteResponse,
} from '@bazaar/shared/notification-choices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as choices from './choices.ts';
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

  app.get(
    '/choices',
    {
      schema: {
        summary: 'My notification choices, each topic on each channel',
        description: 'Topics: each section, messages and the account; channels: in the app, email, web push.',
        tags,
        security: BEARER,
        response: { 200: ZNotificationChoicesResponse },
      },
    },
    async (request) => ({ data: await choices.getChoices(app.db, currentUser(request).id) }),
  );

  app.put(
    '/choices',
    {
      schema: {
        summary: 'Change some of my notification choices',
        description:
          'What the body does not name stays as it was. Account emails cannot be turned off: `account.email: false` is refused.',
        tags,
        security: BEARER,
        body: ZNotificationChoicesUpdate,
        response: { 200: ZNotificationChoicesWriteResponse },
      },
    },
    async (request) => ({
      message: 'Notification choices saved',
      data: await choices.updateChoices(app.db, currentUser(request).id, request.body),
    }),
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
