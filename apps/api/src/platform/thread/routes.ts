import {
  ZAdminThreadQuery,
  ZAdminThreadResponse,
  ZThreadAttachmentParams,
  ZThreadIdParams,
  ZThreadMessageRequest,
  ZThreadMessagesQuery,
  ZThreadMessagesResponse,
  ZThreadMessageWriteResponse,
  ZThreadMineQuery,
  ZThreadMineResponse,
  ZThreadOpenParams,
  ZThreadOpenResponse,
  ZThreadReadResponse,
  ZThreadResponse,
  ZThreadSubjectParams,
} from '@bazaar/shared/thread';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../upload/routes.ts';
import * as messageService from './message-service.ts';
import * as service from './service.ts';

const tags = ['thread'];

/**
 * /api/thread: private conversations for the people in them. Any signed-in account may call;
 * the service answers 404 to anyone outside a thread, and lets an admin read (never write).
 */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/mine',
    {
      schema: {
        summary: 'List my conversations',
        tags,
        security: BEARER,
        querystring: ZThreadMineQuery,
        response: { 200: ZThreadMineResponse },
      },
    },
    async (request) => service.listMyThreads(app.deps, currentUser(request), request.query),
  );

  app.get(
    '/subject/:kind/:subjectId',
    {
      schema: {
        summary: 'Find the conversation about a subject',
        tags,
        security: BEARER,
        params: ZThreadSubjectParams,
        response: { 200: ZThreadResponse },
      },
    },
    async (request) => ({
      data: await service.getThreadBySubject(
        app.deps,
        currentUser(request),
        request.params.kind,
        request.params.subjectId,
      ),
    }),
  );

  app.post(
    '/open/:kind/:ref',
    {
      schema: {
        summary: 'Open the conversation about an order, product or application',
        tags,
        security: BEARER,
        params: ZThreadOpenParams,
        response: { 201: ZThreadOpenResponse },
      },
    },
    async (request, reply) => {
      const data = await service.openSubjectThread(
        app.deps,
        currentUser(request),
        request.params.kind,
        request.params.ref,
      );
      return reply.status(201).send({ message: 'Conversation opened', data });
    },
  );

  app.get(
    '/:id/attachments/:uploadId/download',
    {
      schema: {
        summary: 'Download a file sent in a conversation',
        tags,
        security: BEARER,
        params: ZThreadAttachmentParams,
      },
    },
    async (request, reply) => {
      const found = await messageService.readThreadAttachment(
        app.deps,
        currentUser(request),
        request.params.id,
        request.params.uploadId,
      );
      return sendPrivateFile(reply, found);
    },
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        summary: "List a conversation's messages",
        tags,
        security: BEARER,
        params: ZThreadIdParams,
        querystring: ZThreadMessagesQuery,
        response: { 200: ZThreadMessagesResponse },
      },
    },
    async (request) =>
      messageService.listThreadMessages(app.deps, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        summary: 'Send a message in a conversation',
        tags,
        security: BEARER,
        params: ZThreadIdParams,
        body: ZThreadMessageRequest,
        response: { 201: ZThreadMessageWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await messageService.postMessage(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.body,
        request.body.attachments,
      );
      return reply.status(201).send({ message: 'Message sent', data });
    },
  );

  app.put(
    '/:id/read',
    {
      schema: {
        summary: 'Mark a conversation read',
        tags,
        security: BEARER,
        params: ZThreadIdParams,
        response: { 200: ZThreadReadResponse },
      },
    },
    async (request) => ({
      message: 'Conversation marked as read',
      data: await messageService.markThreadRead(app.deps, currentUser(request), request.params.id),
    }),
  );
};

/**
 * /api/admin/threads: an admin reads a conversation once one of its messages was reported (from the
 * moderation queue), never writes in one: POST /api/thread/:id/messages answers 403 to an admin
 * outside the thread.
 */
export const adminThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Read a reported conversation (admin, read only)',
        tags,
        security: BEARER,
        params: ZThreadIdParams,
        querystring: ZAdminThreadQuery,
        response: { 200: ZAdminThreadResponse },
      },
    },
    async (request) =>
      service.adminReadThread(app.deps, currentUser(request), request.params.id, request.query),
  );
};
