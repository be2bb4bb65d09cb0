import {
  ZCreatePartnerRequest,
  ZPartnerIdParams,
  ZPartnerList,
  ZPartnerWriteResponse,
  ZUpdatePartnerRequest,
} from '@bazaar/shared/partner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/partner: the partner logos shown on /about. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'List partners', tags: ['partner'], response: { 200: ZPartnerList } } },
    async () => service.listPartners(app.deps),
  );
};

/** /api/admin/site-setting/our-partner: the super admin keeps the partners. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admin-partners'];

  app.get(
    '/',
    { schema: { summary: 'List partners to edit', tags, security: BEARER, response: { 200: ZPartnerList } } },
    async () => service.listPartners(app.deps),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a partner',
        tags,
        security: BEARER,
        body: ZCreatePartnerRequest,
        response: { 201: ZPartnerWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createPartner(app.deps, request.body);
      return reply.status(201).send({ message: 'Partner added', data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a partner',
        tags,
        security: BEARER,
        params: ZPartnerIdParams,
        body: ZUpdatePartnerRequest,
        response: { 200: ZPartnerWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updatePartner(app.deps, request.params.id, request.body);
      return { message: 'Partner saved', data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Remove a partner',
        tags,
        security: BEARER,
        params: ZPartnerIdParams,
        response: { 200: ZPartnerWriteResponse },
      },
    },
    async (request) => {
      const data = await service.deletePartner(app.deps, request.params.id);
      return { message: 'Partner removed', data };
    },
  );
};
