import { ZMessageResponse } from '@bazaar/shared/pagination';
import {
  ZAdminVoucherListQuery,
  ZAdminVoucherListResponse,
  ZAdminVoucherWriteResponse,
  ZVoucherIdParams,
  ZVoucherRequest,
} from '@bazaar/shared/voucher';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/admin/vouchers: admins create, edit, deactivate and delete (never-used) vouchers. */
export const adminVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['vouchers'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List vouchers',
        tags,
        security: BEARER,
        querystring: ZAdminVoucherListQuery,
        response: { 200: ZAdminVoucherListResponse },
      },
    },
    async (request) => service.listVouchers(app.deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create a voucher',
        tags,
        security: BEARER,
        body: ZVoucherRequest,
        response: { 200: ZAdminVoucherWriteResponse },
      },
    },
    async (request) => {
      const data = await service.createVoucher(app.deps, request.body);
      return { message: `Voucher ${data.code} created`, data };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a voucher',
        tags,
        security: BEARER,
        params: ZVoucherIdParams,
        body: ZVoucherRequest,
        response: { 200: ZAdminVoucherWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateVoucher(app.deps, request.params.id, request.body);
      return { message: `Voucher ${data.code} saved`, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a voucher',
        tags,
        security: BEARER,
        params: ZVoucherIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.deleteVoucher(app.deps, request.params.id);
      return { message: 'Voucher deleted' };
    },
  );
};
