import {
  ZSearchAllQuery,
  ZSearchAllResponse,
  ZSearchSuggestQuery,
  ZSearchSuggestResponse,
} from '@bazaar/shared/search-all';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

/** /api/search: the best matches of every section at once (the web's /search/{text}), and the type-ahead. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Search every section at once',
        tags: ['search'],
        querystring: ZSearchAllQuery,
        response: { 200: ZSearchAllResponse },
      },
    },
    async (request) =>
      service.searchAll(app.deps, request.query.q, request.query.limit, request.query.section),
  );

  app.get(
    '/suggest',
    {
      schema: {
        summary: 'Type-ahead: listings and categories whose words begin with the text',
        tags: ['search'],
        querystring: ZSearchSuggestQuery,
        response: { 200: ZSearchSuggestResponse },
      },
    },
    async (request) =>
      service.suggestAll(app.deps, request.query.q, request.query.limit, request.query.section),
  );
};
