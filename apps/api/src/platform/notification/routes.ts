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
  ZUnsubscribeInfoResponse,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
} from '@bazaar/shared/notification-choices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as choices from './choices.ts';
import * as service from './service.ts';
import * as unsubscribe from './unsubscribe.ts';

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

/**
 * /api/notification/unsubscribe: an email's one-click unsubscribe (RFC 8058), no sign-in: the signed
 * token names the person and the topic. GET shows what it would turn off and changes nothing (mail
 * scanners follow links); POST (a mail client's `List-Unsubscribe=One-Click`, or the web page's
 * button) turns that topic's emails off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notification'];
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the address, the body
  // says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'What an email unsubscribe link would turn off',
        description: 'Changes nothing. A bad or changed token is a 400 naming `token`.',
        tags,
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeInfoResponse },
      },
    },
    async (request) => ({
      data: await unsubscribe.describeUnsubscribe(app.db, app.deps.jwtSecret, request.query.token),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        summary: "Turn off one topic's emails from an email's unsubscribe link",
        description:
          'One click (RFC 8058): the signed token names the person and the topic; no sign-in. Account emails cannot be turned off.',
        tags,
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeResponse },
      },
    },
    async (request) => {
      const data = await unsubscribe.unsubscribe(app.db, app.deps.jwtSecret, request.query.token);
      return { message: `You will get no more ${data.label} emails`, data };
    },
  );
};
