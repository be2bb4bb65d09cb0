import {
  ZPageKeyParams,
  ZPageWriteResponse,
  ZSitePage,
  ZSitePageList,
  ZUpdatePageRequest,
} from '@bazaar/shared/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/page/:key: the about page and the policy pages. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:key',
    {
      schema: {
        summary: 'Show a page (about, policies)',
        tags: ['page'],
        params: ZPageKeyParams,
        response: { 200: ZSitePage },
      },
    },
    async (request) => service.getPage(app.deps, request.params.key),
  );
};

/** /api/admin/site-setting/pages: the super admin writes them. */
export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admin-pages'];

  app.get(
    '/',
    { schema: { summary: 'List pages to edit', tags, security: BEARER, response: { 200: ZSitePageList } } },
    async () => service.listPages(app.deps),
  );

  app.put(
    '/:key',
    {
      schema: {
        summary: 'Update a page',
        tags,
        security: BEARER,
        params: ZPageKeyParams,
        body: ZUpdatePageRequest,
        response: { 200: ZPageWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updatePage(app.deps, request.params.key, request.body);
      return { message: 'Page saved', data };
    },
  );
};
