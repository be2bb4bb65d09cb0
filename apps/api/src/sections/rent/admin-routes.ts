import {
  ZAdminRentListQuery,
  ZAdminRentListResponse,
  ZAdminRentWriteResponse,
  ZRentHiddenRequest,
  ZRentIdParams,
} from '@bazaar/shared/rent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as adminService from './admin-service.ts';

const tags = ['rent-admin'];

/** /api/admin/rent: every listing, filtered; hide and unhide. */
export const adminRentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/list',
    {
      schema: {
        summary: 'List every rental',
        tags,
        security: BEARER,
        querystring: ZAdminRentListQuery,
        response: { 200: ZAdminRentListResponse },
      },
    },
    async (request) => adminService.listAdminListings(app.deps, request.query),
  );

  app.put(
    '/list/:id/hidden',
    {
      schema: {
        summary: 'Hide or show a rental',
        tags,
        security: BEARER,
        params: ZRentIdParams,
        body: ZRentHiddenRequest,
        response: { 200: ZAdminRentWriteResponse },
      },
    },
    async (request) => ({
      message: request.body.hidden ? 'Listing hidden' : 'Listing shown again',
      data: await adminService.setListingHidden(app.deps, request.params.id, request.body.hidden),
    }),
  );
};
