import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a well-formed incoming X-Request-Id (from the web server) so logs join up; else a new one. */
export function generateRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Security headers for a JSON API, computed once: every answer gets the same small set (the
 * legacy HTML-only headers helmet adds are noise on JSON and cost on the hottest routes). Only
 * the OpenAPI page under /api/docs, which is HTML with scripts, gets a CSP that lets it run.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data: validator.swagger.io; script-src 'self'; " +
  "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

/** Security headers, CORS for the web origin only, and the request id echoed on every answer. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { webOrigin: string }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(API_HEADERS);
      reply.header('x-request-id', request.id);
      if (request.url.startsWith('/api/docs')) reply.header('content-security-policy', DOCS_CSP);
    });
    await app.register(cors, {
      origin: [opts.webOrigin],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key', 'Last-Event-ID'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
