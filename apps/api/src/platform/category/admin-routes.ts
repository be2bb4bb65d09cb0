import {
  ZAdminCategory,
  ZAdminCategoryIdParams,
  ZAdminCategoryListQuery,
  ZAdminCategoryWriteResponse,
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
} from '@bazaar/shared/category';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './admin-service.ts';

/** /api/admin/categories: admins edit a section's category tree (shop now; task and job reuse it). */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-categories'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List categories',
        tags,
        security: BEARER,
        querystring: ZAdminCategoryListQuery,
        response: { 200: z.array(ZAdminCategory) },
      },
    },
    async (request) => service.listCategoriesForAdmin(app.deps, request.query.section),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a category',
        tags,
        security: BEARER,
        body: ZCreateCategoryRequest,
        response: { 201: ZAdminCategoryWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createCategory(app.deps, request.body);
      return reply.status(201).send({ message: `${data.name} added`, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a category',
        tags,
        security: BEARER,
        params: ZAdminCategoryIdParams,
        body: ZUpdateCategoryRequest,
        response: { 200: ZAdminCategoryWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateCategory(app.deps, request.params.id, request.body);
      return { message: `${data.name} saved`, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a category',
        tags,
        security: BEARER,
        params: ZAdminCategoryIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const { name } = await service.deleteCategory(app.deps, request.params.id);
      return { message: `${name} deleted` };
    },
  );
};
