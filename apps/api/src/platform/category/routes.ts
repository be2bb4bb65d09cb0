import {
  ZCategoryDetail,
  ZCategorySectionParams,
  ZCategorySlugParams,
  ZCategoryTreeNode,
} from '@bazaar/shared/category';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

/** /api/category: public category trees of the shop, task and job sections. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['category'];

  app.get(
    '/:section/tree',
    {
      schema: {
        summary: "Show a section's category tree",
        tags,
        params: ZCategorySectionParams,
        response: { 200: z.array(ZCategoryTreeNode) },
      },
    },
    async (request) => service.getCategoryTree(app.deps, request.params.section),
  );

  app.get(
    '/:section/:slug',
    {
      schema: {
        summary: 'Show a category',
        tags,
        params: ZCategorySlugParams,
        response: { 200: ZCategoryDetail },
      },
    },
    async (request) => service.getCategoryDetail(app.deps, request.params.section, request.params.slug),
  );
};
