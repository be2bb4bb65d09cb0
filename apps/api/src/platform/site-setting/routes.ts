import { writeResult } from '@bazaar/shared/pagination';
import { ZSiteSetting, ZUpdateSiteSettingRequest } from '@bazaar/shared/site-setting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/site-setting: public read, super-admin write. */
export const siteSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site-setting'];

  app.get(
    '/site-setting',
    { schema: { summary: "Show the site's information", tags, response: { 200: ZSiteSetting } } },
    async () => service.getSiteSetting(app.deps),
  );

  app.put(
    '/site-setting',
    {
      onRequest: app.requireRole('SuperAdmin'),
      schema: {
        summary: "Update the site's information",
        tags,
        security: BEARER,
        body: ZUpdateSiteSettingRequest,
        response: { 200: writeResult(ZSiteSetting) },
      },
    },
    async (request) => {
      const data = await service.updateSiteSetting(app.deps, request.body);
      return { message: 'Site setting saved', data };
    },
  );
};
