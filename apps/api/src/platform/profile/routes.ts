import {
  ZProfileIdParams,
  ZProfileReviewsQuery,
  ZProfileReviewsResponse,
  ZPublicProfileResponse,
} from '@bazaar/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['profile'];

/** /api/profile (public): a person's public profile across the sections, and the reviews they received. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:userId',
    {
      schema: {
        summary: "Show a person's public profile",
        tags,
        params: ZProfileIdParams,
        response: { 200: ZPublicProfileResponse },
      },
    },
    async (request) => ({ data: await service.getPublicProfile(app.deps, request.params.userId) }),
  );

  app.get(
    '/:userId/reviews',
    {
      schema: {
        summary: 'List the reviews a person received',
        tags,
        params: ZProfileIdParams,
        querystring: ZProfileReviewsQuery,
        response: { 200: ZProfileReviewsResponse },
      },
    },
    async (request) => service.listProfileReviews(app.deps, request.params.userId, request.query),
  );
};
