import { ZSitemap } from '@bazaar/shared/sitemap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

/** /api/sitemap: every public address of the site (the web's /sitemap.xml). */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'List every public address for the sitemap',
        tags: ['sitemap'],
        response: { 200: ZSitemap },
      },
    },
    async () => service.buildSitemap(app.deps),
  );
};
