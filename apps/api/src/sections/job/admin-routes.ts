import {
  ZAdminJobListQuery,
  ZAdminJobListResponse,
  ZJobApplicationListQuery,
  ZJobApplicationListResponse,
  ZJobHiddenRequest,
  ZJobIdParams,
  ZVendorJobWriteResponse,
} from '@bazaar/shared/job';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as adminService from './admin-service.ts';
import * as applicationService from './application-service.ts';
import * as jobService from './job-service.ts';
import { forgetPublicReads } from './routes.ts';

const tags = ['job-admin'];

/**
 * /api/admin/job: every job (close, hide) and every application (read; CVs through
 * /api/upload/private/:id). Job categories: /api/admin/categories?section=job.
 */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  app.addHook('onSend', forgetPublicReads(app));

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'List every job',
        tags,
        security: BEARER,
        querystring: ZAdminJobListQuery,
        response: { 200: ZAdminJobListResponse },
      },
    },
    async (request) => jobService.listBackOfficeJobs(app.deps, {}, request.query),
  );

  app.put(
    '/jobs/:id/close',
    {
      schema: {
        summary: 'Close a job',
        tags,
        security: BEARER,
        params: ZJobIdParams,
        response: { 200: ZVendorJobWriteResponse },
      },
    },
    async (request) => ({
      message: 'Job closed',
      data: await adminService.closeJobAsAdmin(app.deps, request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/hidden',
    {
      schema: {
        summary: 'Hide or show a job',
        tags,
        security: BEARER,
        params: ZJobIdParams,
        body: ZJobHiddenRequest,
        response: { 200: ZVendorJobWriteResponse },
      },
    },
    async (request) => ({
      message: request.body.hidden ? 'Job hidden' : 'Job shown again',
      data: await adminService.setJobHidden(app.deps, request.params.id, request.body.hidden),
    }),
  );

  app.get(
    '/applications',
    {
      schema: {
        summary: 'List every job application',
        tags,
        security: BEARER,
        querystring: ZJobApplicationListQuery,
        response: { 200: ZJobApplicationListResponse },
      },
    },
    async (request) => applicationService.listApplications(app.deps, {}, request.query),
  );
};
