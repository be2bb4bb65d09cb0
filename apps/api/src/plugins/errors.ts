import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  DEFAULT_ERROR_TITLE,
  ERROR_STATUS,
  ERROR_TITLE,
  type ErrorCode,
  type TErrorResponse,
  type TFieldError,
} from '@bazaar/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isUniqueViolation, type PgError, pgErrorOf } from '../lib/sql.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    /** The error handler, for errors Fastify raises before a route's context exists (app.ts, frameworkErrors). */
    replyWithError: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

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

/** `Key (email)=(a@b.c) already exists.` → `email`. */
function uniqueViolationField(pgErr: PgError): string {
  const fromDetail = pgErr.detail?.match(/Key \(([^)]+)\)=/)?.[1];
  const column = fromDetail?.split(',')[0]?.trim();
  if (column) return camelCase(column);
  const fromConstraint = pgErr.constraint?.match(/^[a-z]+_(.+)_unique$/)?.[1];
  return fromConstraint ? camelCase(fromConstraint) : 'id';
}

/** Fastify errors whose own message would echo the whole (possibly huge) URL back. */
const FRAMEWORK_ERRORS: Record<string, { path: string; message: string }> = {
  FST_ERR_BAD_URL: { path: 'url', message: 'The address has broken percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { path: 'url', message: 'A part of the address is too long' },
};

/**
 * Requests Node refuses before Fastify sees them (headers or address past the size limit, broken
 * HTTP, too slow to arrive), answered in the one error shape (app.ts, clientErrorHandler).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, title, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_TITLE.PAYLOAD_TOO_LARGE, 'The address or the headers of the request are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, DEFAULT_ERROR_TITLE, 'The request took too long to arrive']
        : [400, ERROR_TITLE.VALIDATION, 'The request is not valid HTTP'];
  const body = JSON.stringify({ statusCode, title, message } satisfies TErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function joinFieldMessages(errors: TFieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
}

/**
 * One error body for every failure (docs/product-rules.md "API conventions"): validation, conflicts,
 * AppError, the rest 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
      const pgErr = pgErrorOf(error);
      if (pgErr && isUniqueViolation(error)) {
        const field = uniqueViolationField(pgErr);
        const message = `${field}: This ${field} is already in use`;
        return send(reply, 409, {
          code: 'CONFLICT',
          title: ERROR_TITLE.CONFLICT,
          message,
          errors: [{ path: field, message: `This ${field} is already in use` }],
        });
      }
      // Fastify's own client errors: bad JSON, body too large, wrong content type, multipart limits,
      // and (through frameworkErrors in app.ts) bad percent-encoding and over-long URL parameters.
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const mapped = status === 406 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : status;
        const code = CODE_BY_STATUS.get(mapped) ?? (mapped === 429 ? 'RATE_LIMITED' : 'VALIDATION');
        const finalStatus = CODE_BY_STATUS.has(mapped) ? mapped : 400;
        const known = FRAMEWORK_ERRORS[error.code];
        const message = known?.message ?? error.message;
        return send(reply, finalStatus, {
          code,
          title: ERROR_TITLE[code],
          message,
          ...(code === 'VALIDATION' ? { errors: [{ path: known?.path ?? 'body', message }] } : {}),
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, {
        code: 'INTERNAL',
        title: ERROR_TITLE.INTERNAL,
        message: `An unexpected error occurred. Reference: ${request.id}`,
      });
    };
    app.setErrorHandler(handleError);
    app.decorate('replyWithError', handleError);

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
