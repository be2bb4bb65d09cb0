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
import { keptListWriteRoutes } from '../../lib/kept-list-routes.ts';
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

  keptListWriteRoutes(app, {
    tags,
    words: {
      one: 'an FAQ',
      added: 'Question added',
      saved: 'Question saved',
      removed: 'Question deleted',
      removeVerb: 'Delete',
    },
    schemas: {
      create: ZCreateFaqRequest,
      update: ZUpdateFaqRequest,
      params: ZFaqIdParams,
      write: ZFaqWriteResponse,
    },
    create: (input) => service.createFaq(app.deps, input),
    update: (id, input) => service.updateFaq(app.deps, id, input),
    remove: (id) => service.deleteFaq(app.deps, id),
  });
};
