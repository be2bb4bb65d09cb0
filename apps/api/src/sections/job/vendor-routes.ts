import {
  ZJobApplicationIdParams,
  ZJobApplicationListQuery,
  ZJobApplicationListResponse,
  ZJobApplicationStatusRequest,
  ZJobApplicationWriteResponse,
  ZJobIdParams,
  ZJobRequest,
  ZJobStatusRequest,
  ZVendorJobListQuery,
  ZVendorJobListResponse,
  ZVendorJobResponse,
  ZVendorJobWriteResponse,
} from '@bazaar/shared/job';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import { sendPrivateFile } from '../../platform/upload/routes.ts';
import { currentVendor } from '../../plugins/auth.ts';
import * as applicationService from './application-service.ts';
import * as jobService from './job-service.ts';
import { forgetPublicReads } from './routes.ts';

const tags = ['job-vendor'];

const STATUS_MESSAGES = { Open: 'Job reopened', Closed: 'Job closed' } as const;

/** /api/vendor/job: the signed-in vendor's jobs and the applications to them. */
export const vendorJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);
  app.addHook('onSend', forgetPublicReads(app));
  const store = (request: Parameters<typeof currentVendor>[0]) => currentVendor(request).id;

  app.get(
    '/jobs',
    {
      schema: {
        summary: "List my store's jobs",
        tags,
        security: BEARER,
        querystring: ZVendorJobListQuery,
        response: { 200: ZVendorJobListResponse },
      },
    },
    async (request) => jobService.listBackOfficeJobs(app.deps, { vendorId: store(request) }, request.query),
  );

  app.post(
    '/jobs',
    {
      schema: {
        summary: 'Post a job',
        tags,
        security: BEARER,
        body: ZJobRequest,
        response: { 201: ZVendorJobWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Your job is posted',
        data: await jobService.createJob(app.deps, store(request), request.body),
      }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        summary: "Show one of my store's jobs",
        tags,
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZVendorJobResponse },
      },
    },
    async (request) => ({ data: await jobService.getVendorJob(app.deps, store(request), request.params.id) }),
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        summary: "Update one of my store's jobs",
        tags,
        security: BEARER,
        params: ZJobIdParams,
        body: ZJobRequest,
        response: { 200: ZVendorJobWriteResponse },
      },
    },
    async (request) => ({
      message: 'Job saved',
      data: await jobService.updateJob(app.deps, store(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/jobs/:id/status',
    {
      schema: {
        summary: "Open or close one of my store's jobs",
        tags,
        security: BEARER,
        params: ZJobIdParams,
        body: ZJobStatusRequest,
        response: { 200: ZVendorJobWriteResponse },
      },
    },
    async (request) => ({
      message: STATUS_MESSAGES[request.body.status],
      data: await jobService.setJobStatus(app.deps, store(request), request.params.id, request.body.status),
    }),
  );

  app.get(
    '/applications',
    {
      schema: {
        summary: "List applications to my store's jobs",
        tags,
        security: BEARER,
        querystring: ZJobApplicationListQuery,
        response: { 200: ZJobApplicationListResponse },
      },
    },
    async (request) =>
      applicationService.listApplications(app.deps, { vendorId: store(request) }, request.query),
  );

  app.put(
    '/applications/:id/status',
    {
      schema: {
        summary: 'Shortlist, interview, hire or reject an applicant',
        tags,
        security: BEARER,
        params: ZJobApplicationIdParams,
        body: ZJobApplicationStatusRequest,
        response: { 200: ZJobApplicationWriteResponse },
      },
    },
    async (request) => ({
      message: `Application moved to ${request.body.status}`,
      data: await applicationService.moveApplication(
        app.deps,
        store(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.get(
    '/applications/:id/cv',
    {
      schema: {
        summary: "Download an applicant's CV",
        tags,
        security: BEARER,
        params: ZJobApplicationIdParams,
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await applicationService.readApplicationCv(app.deps, store(request), request.params.id),
      ),
  );
};
