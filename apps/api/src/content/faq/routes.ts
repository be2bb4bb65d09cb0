import {
  ZAdminFaqList,
  ZAdminFaqListQuery,
  ZCreateFaqRequest,
  ZFaqIdParams,
  ZFaqWriteResponse,
  ZPublicFaqList,
  ZUpdateFaqRequest,
} from '@bazaar/shared/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/faq: the published questions. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'List FAQs', tags: ['faq'], response: { 200: ZPublicFaqList } } },
    async () => service.listPublicFaqs(app.deps),
  );
};

/** /api/admin/faqs: admins write, order, publish and delete questions. */
export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-faqs'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List FAQs to edit',
        tags,
        security: BEARER,
        querystring: ZAdminFaqListQuery,
        response: { 200: ZAdminFaqList },
      },
    },
    async (request) => service.listAdminFaqs(app.deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add an FAQ',
        tags,
        security: BEARER,
        body: ZCreateFaqRequest,
        response: { 201: ZFaqWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createFaq(app.deps, request.body);
      return reply.status(201).send({ message: 'Question added', data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update an FAQ',
        tags,
        security: BEARER,
        params: ZFaqIdParams,
        body: ZUpdateFaqRequest,
        response: { 200: ZFaqWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateFaq(app.deps, request.params.id, request.body);
      return { message: 'Question saved', data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete an FAQ',
        tags,
        security: BEARER,
        params: ZFaqIdParams,
        response: { 200: ZFaqWriteResponse },
      },
    },
    async (request) => {
      const data = await service.deleteFaq(app.deps, request.params.id);
      return { message: 'Question deleted', data };
    },
  );
};
