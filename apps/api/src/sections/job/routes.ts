import {
  ZAppliedJobListQuery,
  ZAppliedJobListResponse,
  ZJobApplicationIdParams,
  ZJobApplicationWriteResponse,
  ZJobApplyRequest,
  ZJobCategoryListResponse,
  ZJobDetailResponse,
  ZJobIdParams,
  ZJobListQuery,
  ZJobListResponse,
  ZJobViewerResponse,
} from '@bazaar/shared/job';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetOnWrite } from '../../lib/forget-on-write.ts';
import { sendJsonOnce } from '../../lib/json-once.ts';
import { BEARER } from '../../lib/schemas.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as applicationService from './application-service.ts';
import * as service from './service.ts';

const tags = ['job'];

/** A write changes what the public reads answer (the onSend hook of every Job plugin that writes). */
export const forgetPublicReads = (app: FastifyInstance) => forgetOnWrite(() => app.deps.jobCache);

/** /api/job (public): the list, categories and a job page. */
export const publicJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => service.sweepExpiredJobs(app.deps));

  app.get(
    '/list',
    {
      schema: { summary: 'List jobs', tags, querystring: ZJobListQuery, response: { 200: ZJobListResponse } },
    },
    // The cached answer is sent as JSON made once per answer (lib/json-once.ts), like the task list's.
    async (request, reply) =>
      sendJsonOnce(reply, ZJobListResponse, await service.listJobs(app.deps, request.query)),
  );

  app.get(
    '/categories',
    { schema: { summary: 'List job categories', tags, response: { 200: ZJobCategoryListResponse } } },
    async (_request, reply) =>
      sendJsonOnce(reply, ZJobCategoryListResponse, await service.listJobCategoriesResponse(app.deps)),
  );

  app.get(
    '/:id',
    { schema: { summary: 'Show a job', tags, params: ZJobIdParams, response: { 200: ZJobDetailResponse } } },
    async (request, reply) =>
      sendJsonOnce(reply, ZJobDetailResponse, await service.getJobResponse(app.deps, request.params.id)),
  );
};

/** /api/job (User role): applying, my side of a job page, my applications, withdrawing. */
export const userJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('User'));
  app.addHook('onSend', forgetPublicReads(app));

  app.get(
    '/:id/me',
    {
      schema: {
        summary: 'Show my application to a job',
        tags,
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZJobViewerResponse },
      },
    },
    async (request) => ({
      data: await service.getViewer(app.deps, currentUserId(request), request.params.id),
    }),
  );

  app.post(
    '/:id/apply',
    {
      schema: {
        summary: 'Apply to a job',
        tags,
        security: BEARER,
        params: ZJobIdParams,
        body: ZJobApplyRequest,
        response: { 201: ZJobApplicationWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your application is sent',
        data: await applicationService.applyToJob(
          app.deps,
          currentUserId(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.get(
    '/user/applied',
    {
      schema: {
        summary: 'List my job applications',
        tags,
        security: BEARER,
        querystring: ZAppliedJobListQuery,
        response: { 200: ZAppliedJobListResponse },
      },
    },
    async (request) => {
      const { counts, ...page } = await applicationService.listApplications(
        app.deps,
        { applicantId: currentUserId(request) },
        {
          page: request.query.page,
          limit: request.query.limit,
          status: request.query.type,
          sort: '-createdAt',
        },
      );
      return { ...page, counts: { type: counts.status } };
    },
  );

  app.put(
    '/applications/:id/withdraw',
    {
      schema: {
        summary: 'Withdraw my job application',
        tags,
        security: BEARER,
        params: ZJobApplicationIdParams,
        response: { 200: ZJobApplicationWriteResponse },
      },
    },
    async (request) => ({
      message: 'Your application is withdrawn',
      data: await applicationService.withdrawApplication(app.deps, currentUserId(request), request.params.id),
    }),
  );
};
