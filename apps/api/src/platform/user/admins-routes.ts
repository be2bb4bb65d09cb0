import {
  ZAdminListQuery,
  ZAdminListResponse,
  ZCreateAdminRequest,
  ZGrantAdminRequest,
  ZUserIdParams,
  ZUserWriteResponse,
} from '@bazaar/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './admins-service.ts';

/** /api/admin/admins: who runs the marketplace; only super admins add and remove admins. */
export const superAdminAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admins'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List admins',
        tags,
        security: BEARER,
        querystring: ZAdminListQuery,
        response: { 200: ZAdminListResponse },
      },
    },
    async (request) => service.listAdmins(app.deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Create an admin account',
        tags,
        security: BEARER,
        body: ZCreateAdminRequest,
        response: { 200: ZUserWriteResponse },
      },
    },
    async (request) => {
      const data = await service.createAdmin(app.deps, currentUser(request), request.body);
      return { message: `Admin account created for ${data.email}`, data };
    },
  );

  app.post(
    '/existing',
    {
      schema: {
        summary: 'Make an existing user an admin',
        tags,
        security: BEARER,
        body: ZGrantAdminRequest,
        response: { 200: ZUserWriteResponse },
      },
    },
    async (request) => {
      const data = await service.grantAdmin(app.deps, request.body.email);
      return { message: `${data.fullName} is now an admin`, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: "Remove an admin's admin role",
        tags,
        security: BEARER,
        params: ZUserIdParams,
        response: { 200: ZUserWriteResponse },
      },
    },
    async (request) => {
      const data = await service.removeAdmin(app.deps, currentUser(request), request.params.id);
      return { message: `${data.fullName} is no longer an admin`, data };
    },
  );
};
