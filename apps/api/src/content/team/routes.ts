import {
  ZCreateTeamMemberRequest,
  ZTeamList,
  ZTeamMemberIdParams,
  ZTeamMemberWriteResponse,
  ZUpdateTeamMemberRequest,
} from '@bazaar/shared/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptListWriteRoutes } from '../../lib/kept-list-routes.ts';
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

  keptListWriteRoutes(app, {
    tags,
    words: {
      one: 'a team member',
      added: 'Team member added',
      saved: 'Team member saved',
      removed: 'Team member removed',
    },
    schemas: {
      create: ZCreateTeamMemberRequest,
      update: ZUpdateTeamMemberRequest,
      params: ZTeamMemberIdParams,
      write: ZTeamMemberWriteResponse,
    },
    create: (input) => service.createMember(app.deps, input),
    update: (id, input) => service.updateMember(app.deps, id, input),
    remove: (id) => service.deleteMember(app.deps, id),
  });
};
