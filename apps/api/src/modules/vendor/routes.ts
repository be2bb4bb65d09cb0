import {
  ZVendorDashboard,
  ZVendorProfile,
  ZVendorProfileRequest,
  ZVendorProfileWriteResponse,
} from '@bazaar/shared/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/vendor: the vendor's dashboard and store profile (own store only). */
export const vendorStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  const tags = ['vendor'];

  app.get(
    '/dashboard',
    { schema: { tags, security: BEARER, response: { 200: ZVendorDashboard } } },
    async (request) => service.getDashboard(app.deps, currentUser(request).id),
  );

  app.get(
    '/profile',
    { schema: { tags, security: BEARER, response: { 200: ZVendorProfile } } },
    async (request) => service.getProfile(app.deps, currentUser(request).id),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security: BEARER,
        body: ZVendorProfileRequest,
        response: { 200: ZVendorProfileWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateProfile(app.deps, currentUser(request).id, request.body);
      return { message: 'Store profile saved', data };
    },
  );
};
