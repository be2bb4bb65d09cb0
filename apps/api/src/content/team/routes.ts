import {
  ZCreateTeamMemberRequest,
  ZTeamList,
  ZTeamMemberIdParams,
  ZTeamMemberWriteResponse,
  ZUpdateTeamMemberRequest,
} from '@bazaar/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/team: the team shown on /about. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'List the team', tags: ['team'], response: { 200: ZTeamList } } },
    async () => service.listMembers(app.deps),
  );
};

/** /api/admin/site-setting/our-team: the super admin keeps the team. */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['admin-team'];

  app.get(
    '/',
    {
      schema: { summary: 'List team members to edit', tags, security: BEARER, response: { 200: ZTeamList } },
    },
    async () => service.listMembers(app.deps),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a team member',
        tags,
        security: BEARER,
        body: ZCreateTeamMemberRequest,
        response: { 201: ZTeamMemberWriteResponse },
      },
    },
    async (request, reply) => {
      const data = await service.createMember(app.deps, request.body);
      return reply.status(201).send({ message: 'Team member added', data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Update a team member',
        tags,
        security: BEARER,
        params: ZTeamMemberIdParams,
        body: ZUpdateTeamMemberRequest,
        response: { 200: ZTeamMemberWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateMember(app.deps, request.params.id, request.body);
      return { message: 'Team member saved', data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Remove a team member',
        tags,
        security: BEARER,
        params: ZTeamMemberIdParams,
        response: { 200: ZTeamMemberWriteResponse },
      },
    },
    async (request) => {
      const data = await service.deleteMember(app.deps, request.params.id);
      return { message: 'Team member removed', data };
    },
  );
};
