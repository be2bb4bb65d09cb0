import {
  ZEmailTemplateListResponse,
  ZEmailTemplateParams,
  ZEmailTemplateWriteResponse,
  ZOutboxListQuery,
  ZOutboxListResponse,
  ZTestEmailRequest,
  ZUpdateEmailTemplateRequest,
} from '@bazaar/shared/email-template';
import { ZMessageResponse } from '@bazaar/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../lib/schemas.ts';
import * as service from './service.ts';

/** /api/admin/email-templates: the wording of every email, a test send and the outbox (super admin). */
export const adminEmailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SuperAdmin'));
  const tags = ['email-template'];

  app.get(
    '/',
    {
      schema: {
        summary: 'List email templates',
        tags,
        security: BEARER,
        response: { 200: ZEmailTemplateListResponse },
      },
    },
    async () => ({
      docs: await service.listTemplates(app.deps),
    }),
  );

  app.get(
    '/outbox',
    {
      schema: {
        summary: 'List sent and pending emails',
        tags,
        security: BEARER,
        querystring: ZOutboxListQuery,
        response: { 200: ZOutboxListResponse },
      },
    },
    async (request) => service.listOutbox(app.deps, request.query),
  );

  app.put(
    '/:key',
    {
      schema: {
        summary: "Change an email template's wording",
        tags,
        security: BEARER,
        params: ZEmailTemplateParams,
        body: ZUpdateEmailTemplateRequest,
        response: { 200: ZEmailTemplateWriteResponse },
      },
    },
    async (request) => {
      const data = await service.updateTemplate(app.deps, request.params.key, request.body);
      return { message: `“${data.name}” saved`, data };
    },
  );

  app.delete(
    '/:key',
    {
      schema: {
        summary: "Restore an email template's default wording",
        tags,
        security: BEARER,
        params: ZEmailTemplateParams,
        response: { 200: ZEmailTemplateWriteResponse },
      },
    },
    async (request) => {
      const data = await service.resetTemplate(app.deps, request.params.key);
      return { message: `“${data.name}” is back to the default wording`, data };
    },
  );

  app.post(
    '/:key/test',
    {
      schema: {
        summary: 'Send a test email from a template',
        tags,
        security: BEARER,
        params: ZEmailTemplateParams,
        body: ZTestEmailRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await service.sendTestEmail(app.deps, request.params.key, request.body);
      return {
        message: app.deps.mailer.isSmtp
          ? `Test email sent to ${request.body.to}`
          : `Test email kept in the outbox for ${request.body.to} (no SMTP server is configured)`,
      };
    },
  );
};
