import {
  ZCreatePartnerRequest,
  ZPartnerIdParams,
  ZPartnerList,
  ZPartnerWriteResponse,
  ZUpdatePartnerRequest,
} from '@bazaar/shared/partner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptListWriteRoutes } from '../../lib/kept-list-routes.ts';
import { BEARER } from '../../lib/schemas.ts';
import { partnerList } from './service.ts';

/** /api/partner: the partner logos shown on /about. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'List partners', tags: ['partner'], response: { 200: ZPartnerList } } },
    async () => partnerList.list(app.deps),
  );
};

/** /api/admin/site-setting/our-partner: the super admin keeps the partners. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admin-partners'];

  app.get(
    '/',
    { schema: { summary: 'List partners to edit', tags, security: BEARER, response: { 200: ZPartnerList } } },
    async () => partnerList.list(app.deps),
  );

  keptListWriteRoutes(app, {
    tags,
    words: { one: 'a partner', added: 'Partner added', saved: 'Partner saved', removed: 'Partner removed' },
    schemas: {
      create: ZCreatePartnerRequest,
      update: ZUpdatePartnerRequest,
      params: ZPartnerIdParams,
      write: ZPartnerWriteResponse,
    },
    create: (input) => partnerList.create(app.deps, input),
    update: (id, input) => partnerList.update(app.deps, id, input),
    remove: (id) => partnerList.remove(app.deps, id),
  });
};
