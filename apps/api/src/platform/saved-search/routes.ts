import { ZMessageResponse, ZPageQuery } from '@bazaar/shared/pagination';
import {
  ZSavedSearchCreateBody,
  ZSavedSearchIdParams,
  ZSavedSearchListResponse,
  ZSavedSearchUpdateBody,
  ZSavedSearchWriteResponse,
} from '@bazaar/shared/saved-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** /api/user/saved-searches: the signed-in person's saved searches (decision 047); each only its owner's. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['saved-search'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List my saved searches with their new matches',
        tags,
        security: BEARER,
        querystring: ZPageQuery,
        response: { 200: ZSavedSearchListResponse },
      },
    },
    async (request) => service.listMine(app.deps, currentUser(request).id, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Save a list, category or search page and be told of new matches',
        tags,
        security: BEARER,
        body: ZSavedSearchCreateBody,
        response: { 200: ZSavedSearchWriteResponse },
      },
    },
    async (request) => ({
      message: 'Search saved: you will be told of new matches',
      data: await service.create(app.deps, currentUser(request).id, request.body),
    }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Rename, pause or resume a saved search, or choose its email',
        tags,
        security: BEARER,
        params: ZSavedSearchIdParams,
        body: ZSavedSearchUpdateBody,
        response: { 200: ZSavedSearchWriteResponse },
      },
    },
    async (request) => ({
      message: 'Saved search updated',
      data: await service.update(app.deps, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/seen',
    {
      schema: {
        summary: 'Mark the matches of a saved search seen (on opening it)',
        tags,
        security: BEARER,
        params: ZSavedSearchIdParams,
        response: { 200: ZSavedSearchWriteResponse },
      },
    },
    async (request) => ({
      message: 'Matches seen',
      data: await service.markSeen(app.deps, currentUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a saved search',
        tags,
        security: BEARER,
        params: ZSavedSearchIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.remove(app.deps, currentUser(request).id, request.params.id);
      return { message: 'Saved search deleted' };
    },
  );
};
