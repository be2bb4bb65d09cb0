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
import { teamList } from './service.ts';

/** /api/team: the team shown on /about. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'List the team', tags: ['team'], response: { 200: ZTeamList } } },
    async () => teamList.list(app.deps),
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
    async () => teamList.list(app.deps),
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
    create: (input) => teamList.create(app.deps, input),
    update: (id, input) => teamList.update(app.deps, id, input),
    remove: (id) => teamList.remove(app.deps, id),
  });
};
