import { ZUser } from '@bazaar/shared/auth';
import { writeResult } from '@bazaar/shared/pagination';
import {
  ZAdminUserDetail,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZUpdateUserRolesRequest,
  ZUpdateUserStatusRequest,
  ZUserIdParams,
} from '@bazaar/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/admin/users: account management for admins; roles for super admins. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin-users'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List users',
        tags,
        security: BEARER,
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserListResponse },
      },
    },
    async (request) => service.listUsersForAdmin(app.deps, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'Show a user',
        tags,
        security: BEARER,
        params: ZUserIdParams,
        response: { 200: ZAdminUserDetail },
      },
    },
    async (request) => service.getUserDetail(app.deps, request.params.id),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        summary: 'Block or unblock a user',
        tags,
        security: BEARER,
        params: ZUserIdParams,
        body: ZUpdateUserStatusRequest,
        response: { 200: writeResult(ZUser) },
      },
    },
    async (request) => {
      const data = await service.setUserStatus(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.status,
      );
      return { message: data.status === 'blocked' ? 'User blocked' : 'User unblocked', data };
    },
  );

  app.put(
    '/:id/roles',
    {
      onRequest: app.requireRole('SuperAdmin'),
      schema: {
        summary: "Change a user's roles",
        tags,
        security: BEARER,
        params: ZUserIdParams,
        body: ZUpdateUserRolesRequest,
        response: { 200: writeResult(ZUser) },
      },
    },
    async (request) => {
      const data = await service.setUserRoles(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.roles,
      );
      return { message: 'Roles updated', data };
    },
  );
};
