import {
  ZAdminMessageListQuery,
  ZAdminMessageListResponse,
  ZContactMessageDetail,
  ZContactMessageWriteResponse,
  ZContactRequest,
  ZMessageArchiveRequest,
  ZMessageIdParams,
  ZMessageReadRequest,
  ZMessageReplyRequest,
  ZUnreadCountResponse,
} from '@bazaar/shared/message';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/contact: the public contact form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        summary: "Send a message to the site's team",
        tags: ['message'],
        body: ZContactRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.createContactMessage(app.deps, request.body, request.clientAddress ?? request.ip);
      return { message: 'Thank you: your message is with us, and we answer by email.' };
    },
  );
};

/** /api/admin/messages: what visitors wrote; read, answer by email, archive (admins). */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['message'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List contact messages',
        tags,
        security: BEARER,
        querystring: ZAdminMessageListQuery,
        response: { 200: ZAdminMessageListResponse },
      },
    },
    async (request) => service.listMessagesForAdmin(app.deps, request.query),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        summary: 'Count unread contact messages',
        tags,
        security: BEARER,
        response: { 200: ZUnreadCountResponse },
      },
    },
    async () => ({
      count: await service.countUnread(app.deps),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Show a contact message',
        tags,
        security: BEARER,
        params: ZMessageIdParams,
        response: { 200: ZContactMessageDetail },
      },
    },
    async (request) => service.getMessage(app.deps, request.params.id),
  );

  app.put(
    '/:id/read',
    {
      schema: {
        summary: 'Mark a contact message read',
        tags,
        security: BEARER,
        params: ZMessageIdParams,
        body: ZMessageReadRequest,
        response: { 200: ZContactMessageWriteResponse },
      },
    },
    async (request) => {
      const data = await service.setRead(app.deps, request.params.id, request.body.isRead);
      return { message: data.isRead ? 'Marked as read' : 'Marked as unread', data };
    },
  );

  app.put(
    '/:id/archive',
    {
      schema: {
        summary: 'Archive a contact message',
        tags,
        security: BEARER,
        params: ZMessageIdParams,
        body: ZMessageArchiveRequest,
        response: { 200: ZContactMessageWriteResponse },
      },
    },
    async (request) => {
      const data = await service.setArchived(app.deps, request.params.id, request.body.isArchived);
      return { message: data.isArchived ? 'Message archived' : 'Message back in the inbox', data };
    },
  );

  app.post(
    '/:id/reply',
    {
      schema: {
        summary: 'Reply to a contact message by email',
        tags,
        security: BEARER,
        params: ZMessageIdParams,
        body: ZMessageReplyRequest,
        response: { 200: ZContactMessageWriteResponse },
      },
    },
    async (request) => {
      const data = await service.replyToMessage(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.body,
      );
      return { message: `Reply sent to ${data.email}`, data };
    },
  );
};
