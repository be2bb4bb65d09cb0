import {
  ZVendorDashboard,
  ZVendorProfile,
  ZVendorProfileRequest,
  ZVendorProfileWriteResponse,
} from '@bazaar/shared/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentVendor } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/vendor: the vendor's dashboard and store profile (own store only). */
export const vendorStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);
  const tags = ['vendor'];

  app.get(
    '/dashboard',
    {
      schema: {
        summary: "Show my store's figures",
        tags,
        security: BEARER,
        response: { 200: ZVendorDashboard },
      },
    },
    async (request) => service.getDashboard(app.deps, currentVendor(request)),
  );

  app.get(
    '/profile',
    {
      schema: {
        summary: "Show my store's profile",
        tags,
        security: BEARER,
        response: { 200: ZVendorProfile },
      },
    },
    async (request) => service.getProfile(app.deps, currentVendor(request)),
  );

  app.put(
    '/profile',
    {
      schema: {
        summary: "Update my store's profile",
        tags,
        security: BEARER,
        body: ZVendorProfileRequest,
        response: { 200: ZVendorProfileWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateProfile(app.deps, currentVendor(request), request.body);
      return { message: 'Store profile saved', data };
    },
  );
};
