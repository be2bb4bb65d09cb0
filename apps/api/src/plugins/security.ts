import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a well-formed incoming X-Request-Id (from the web server) so logs join up; else a new one. */
export function generateRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Security headers, CORS for the web origin only, and the request id echoed on every answer. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { webOrigin: string }) => {
    await app.register(helmet, {
      // Images on /uploads are shown by the web app on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The JSON API needs no CSP beyond helmet's default; swagger-ui brings its own.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
    });
    await app.register(cors, {
      origin: [opts.webOrigin],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'security' },
);
