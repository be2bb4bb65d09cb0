import { writeResult } from '@bazaar/shared/pagination';
import {
  ZRejectVendorApplicationRequest,
  ZVendorApplication,
  ZVendorApplicationIdParams,
  ZVendorApplicationListQuery,
  ZVendorApplicationListResponse,
  ZVendorApplicationRequest,
} from '@bazaar/shared/vendor-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/vendor-application: a user applies to sell and follows the decision. */
export const vendorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  const tags = ['vendor-application'];

  app.post(
    '/',
    {
      schema: {
        summary: 'Apply to sell',
        tags,
        security: BEARER,
        body: ZVendorApplicationRequest,
        response: { 201: writeResult(ZVendorApplication) },
      },
    },
    async (request, reply) => {
      const data = await service.applyForVendor(app.deps, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ message: 'Application submitted. We will let you know the decision.', data });
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        summary: 'Show my application to sell',
        tags,
        security: BEARER,
        response: { 200: ZVendorApplication.nullable() },
      },
    },
    async (request) => service.getMyApplication(app.deps, currentUser(request).id),
  );
};

/** /api/admin/vendor-applications: admins review applications. */
export const adminVendorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['vendor-application'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List applications to sell',
        tags,
        security: BEARER,
        querystring: ZVendorApplicationListQuery,
        response: { 200: ZVendorApplicationListResponse },
      },
    },
    async (request) => service.listApplicationsForAdmin(app.deps, request.query),
  );

  app.put(
    '/:id/approve',
    {
      schema: {
        summary: 'Approve an application to sell',
        tags,
        security: BEARER,
        params: ZVendorApplicationIdParams,
        response: { 200: writeResult(ZVendorApplication) },
      },
    },
    async (request) => {
      const data = await service.approveApplication(app.deps, currentUser(request), request.params.id);
      return { message: `${data.storeName} is now a vendor`, data };
    },
  );

  app.put(
    '/:id/reject',
    {
      schema: {
        summary: 'Reject an application to sell',
        tags,
        security: BEARER,
        params: ZVendorApplicationIdParams,
        body: ZRejectVendorApplicationRequest,
        response: { 200: writeResult(ZVendorApplication) },
      },
    },
    async (request) => {
      const data = await service.rejectApplication(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      return { message: 'Application rejected', data };
    },
  );
};
