import {
  ERROR_STATUS,
  ERROR_TITLE,
  type ErrorCode,
  type TErrorResponse,
  type TFieldError,
} from '@bazaar/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

function send(reply: FastifyReply, statusCode: number, body: Omit<TErrorResponse, 'statusCode'>) {
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, ...body });
}

function camelCase(snake: string): string {
  return snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Walks the cause chain (Drizzle wraps driver errors) to the PostgreSQL error, if any. */
function findPgError(err: unknown): { code: string; detail?: string; constraint?: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const c = current as { code?: unknown; detail?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) {
      return {
        code: c.code,
        detail: typeof c.detail === 'string' ? c.detail : undefined,
        constraint: typeof c.constraint === 'string' ? c.constraint : undefined,
      };
    }
    current = c.cause;
  }
  return null;
}

/** `Key (email)=(a@b.c) already exists.` → `email`. */
function uniqueViolationField(pgErr: { detail?: string; constraint?: string }): string {
  const fromDetail = pgErr.detail?.match(/Key \(([^)]+)\)=/)?.[1];
  const column = fromDetail?.split(',')[0]?.trim();
  if (column) return camelCase(column);
  const fromConstraint = pgErr.constraint?.match(/^[a-z]+_(.+)_unique$/)?.[1];
  return fromConstraint ? camelCase(fromConstraint) : 'id';
}

function joinFieldMessages(errors: TFieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
}

/** One error body for every failure (README, "API conventions"): validation, conflicts, AppError, the rest 500. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const errors = error.validation.map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { path: path || context, message: issue.message ?? 'Invalid value' };
        });
        return send(reply, 400, {
          code: 'VALIDATION',
          title: ERROR_TITLE.VALIDATION,
          message: joinFieldMessages(errors),
          errors,
        });
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.statusCode, {
          code: error.code,
          title: error.title,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      const pgErr = findPgError(error);
      if (pgErr?.code === '23505') {
        const field = uniqueViolationField(pgErr);
        const message = `${field}: This ${field} is already in use`;
        return send(reply, 409, {
          code: 'CONFLICT',
          title: ERROR_TITLE.CONFLICT,
          message,
          errors: [{ path: field, message: `This ${field} is already in use` }],
        });
      }
      // Fastify's own client errors: bad JSON, body too large, wrong content type, multipart limits.
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const mapped = status === 406 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : status;
        const code = CODE_BY_STATUS.get(mapped) ?? (mapped === 429 ? 'RATE_LIMITED' : 'VALIDATION');
        const finalStatus = CODE_BY_STATUS.has(mapped) ? mapped : 400;
        return send(reply, finalStatus, {
          code,
          title: ERROR_TITLE[code],
          message: error.message,
          ...(code === 'VALIDATION' ? { errors: [{ path: 'body', message: error.message }] } : {}),
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, {
        code: 'INTERNAL',
        title: ERROR_TITLE.INTERNAL,
        message: `An unexpected error occurred. Reference: ${request.id}`,
      });
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, {
        code: 'NOT_FOUND',
        title: ERROR_TITLE.NOT_FOUND,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      }),
    );
  },
  { name: 'errors' },
);
