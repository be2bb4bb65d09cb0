import {
  ZAdminVendorIdParams,
  ZAdminVendorListQuery,
  ZAdminVendorListResponse,
  ZAdminVendorStatusRequest,
  ZAdminVendorWriteResponse,
} from '@bazaar/shared/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import * as service from './admin-service.ts';

/** /api/admin/vendors: admins list stores and suspend or restore them. */
export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-vendors'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List stores',
        tags,
        security: BEARER,
        querystring: ZAdminVendorListQuery,
        response: { 200: ZAdminVendorListResponse },
      },
    },
    async (request) => service.listVendorsForAdmin(app.deps, request.query),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: 'Suspend or reinstate a store',
        tags,
        security: BEARER,
        params: ZAdminVendorIdParams,
        body: ZAdminVendorStatusRequest,
        response: { 200: ZAdminVendorWriteResponse },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const data = await service.setVendorStatus(app.deps, request.params.id, status, reason);
      const verb = status === 'suspended' ? 'suspended' : 'restored';
      return { message: `${data.storeName} is ${verb}`, data };
    },
  );
};
