import {
  ZPushPublicKeyResponse,
  ZPushSubscribeResponse,
  ZPushSubscriptionBody,
  ZPushUnsubscribeBody,
} from '@bazaar/shared/notification-choices';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repo.ts';

/** /api/push: web push subscriptions of the signed-in person's browsers (decision 045). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];

  app.get(
    '/public-key',
    {
      schema: {
        summary: 'The key a browser subscribes with (its `applicationServerKey`)',
        tags,
        response: { 200: ZPushPublicKeyResponse },
      },
    },
    async () => ({ data: { publicKey: app.deps.push.publicKey } }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: "Keep this browser's push subscription (its endpoint and keys) for me",
        tags,
        security: BEARER,
        body: ZPushSubscriptionBody,
        response: { 200: ZPushSubscribeResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const ua = request.headers['user-agent'];
      await repo.upsertSubscription(app.db, {
        userId,
        endpoint: request.body.endpoint,
        p256dh: request.body.keys.p256dh,
        auth: request.body.keys.auth,
        userAgent: ua ? ua.slice(0, 300) : null,
      });
      return {
        message: 'Push notifications are on for this device',
        data: { devices: await repo.countSubscriptionsOf(app.db, userId) },
      };
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: "Forget this browser's push subscription",
        tags,
        security: BEARER,
        body: ZPushUnsubscribeBody,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const removed = await repo.deleteSubscription(app.db, currentUser(request).id, request.body.endpoint);
      if (!removed) throw new AppError('NOT_FOUND', 'No push subscription of yours has this endpoint');
      return { message: 'Push notifications are off for this device' };
    },
  );
};
