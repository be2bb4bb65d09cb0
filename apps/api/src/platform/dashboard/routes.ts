import { ZAdminDashboard, ZAdminDashboardQuery } from '@bazaar/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/admin/dashboard: the marketplace's figures over a chosen period (admins). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: "Show the marketplace's figures",
        tags: ['dashboard'],
        security: BEARER,
        querystring: ZAdminDashboardQuery,
        response: { 200: ZAdminDashboard },
      },
    },
    async (request) => service.getAdminDashboard(app.deps, request.query.days),
  );
};
