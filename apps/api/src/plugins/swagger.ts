import { WEB_SECRET_HEADER } from '@bazaar/shared/constants';
import { ZErrorResponse } from '@bazaar/shared/error-response';
import { ERROR_TITLE, type ErrorCode, type TErrorResponse } from '@bazaar/shared/errors';
import type { Role } from '@bazaar/shared/roles';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExampleContext, exampleOf } from './swagger-examples.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyContextConfig {
    /** The area a route belongs to (area-routes.ts AREA_ROUTES): its tag in the API document. */
    area?: string;
    /** The role a route needs (plugins/auth.ts requireRole): its 403 in the API document. */
    requiredRole?: Role;
    /**
     * The multipart/form-data form a route reads itself (an upload), as JSON Schema: its request body in
     * the API document, which the route's own `schema` cannot declare without Fastify validating it.
     */
    multipartForm?: Record<string, unknown>;
  }
}

// JSON shapes of the document, loose on purpose: the linter and the test check the whole.
type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, unknown>; [ERRORS_KEY]?: number[] };

/** Carries an operation's error statuses from the per-route transform to the whole-document pass. */
const ERRORS_KEY = 'x-bazaar-errors';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type ErrorAnswer = { name: string; code: ErrorCode; description: string; message: string };

/** Each error answer of the document: its component name, when it happens, and an example body. */
const ERROR_ANSWERS: Record<number, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    code: 'VALIDATION',
    description: 'A path parameter, the query or the body is not valid: `errors` names each field.',
    message: 'email: Enter a valid email address',
  },
  401: {
    name: 'Unauthorized',
    code: 'UNAUTHORIZED',
    description: 'No bearer token, or one that is invalid or has expired: sign in again.',
    message: 'Sign in to continue',
  },
  403: {
    name: 'Forbidden',
    code: 'FORBIDDEN',
    description: 'The signed-in account lacks the role this needs, or may not act on this record.',
    message: 'This needs the Admin role',
  },
  404: {
    name: 'NotFound',
    code: 'NOT_FOUND',
    description:
      'Nothing the caller may see has this identifier (or, for a store route, the account has no store).',
    message: 'Product not found',
  },
  409: {
    name: 'Conflict',
    code: 'CONFLICT',
    description:
      'The write conflicts with what is stored: a value already in use, or a status that has moved on.',
    message: 'email: This email is already in use',
  },
  422: {
    name: 'BusinessRule',
    code: 'BUSINESS_RULE',
    description: 'A rule of the marketplace refuses the write (the message says which).',
    message: 'This voucher has expired',
  },
  429: {
    name: 'TooManyRequests',
    code: 'RATE_LIMITED',
    description:
      'Too many requests from this client in the last minute (the whole API is limited per client).',
    message: 'Too many requests. Try again in 1 minute.',
  },
  445: {
    name: 'SessionRevoked',
    code: 'SESSION_REVOKED',
    description: 'The session was ended (a password change, a block, a role change): sign in again.',
    message: 'Your session has ended. Please sign in again.',
  },
};

function errorExample(status: number): TErrorResponse {
  const answer = ERROR_ANSWERS[status];
  if (!answer) throw new Error(`No error answer for ${status}`);
  const example: TErrorResponse = {
    statusCode: status,
    code: answer.code,
    title: ERROR_TITLE[answer.code],
    message: answer.message,
  };
  if (status === 400) example.errors = [{ path: 'email', message: 'Enter a valid email address' }];
  return example;
}

/**
 * The error statuses a route can answer, from what it declares: a session (401, 445), a role or the web
 * server's secret (403), a path parameter or a store of one's own (404), input (400), a write (409,
 * 422); every route is rate limited (429). docs/decisions/032-the-api-document.md.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const schema = (route.schema ?? {}) as Json;
  const role = route.config?.requiredRole;
  const schemes = new Set(
    ((schema.security ?? []) as Json[]).flatMap((requirement) => Object.keys(requirement)),
  );
  const needsSession = Boolean(role) || schemes.has('bearerAuth');
  const methods = [route.method].flat();
  const statuses = new Set<number>([429]);
  if (schema.body || schema.querystring || schema.params || route.config?.multipartForm) statuses.add(400);
  if (needsSession) for (const status of [401, 445]) statuses.add(status);
  if (role || schemes.has('webSecret')) statuses.add(403);
  if (schema.params || role === 'Vendor') statuses.add(404);
  if (methods.some((method) => WRITE_METHODS.has(method)))
    for (const status of [409, 422]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** `GET /api/product/slug/:slug` → `getProductSlugBySlug`: unique, stable, readable in a generated client. */
export function operationIdOf(method: string, url: string): string {
  const pascal = (word: string) =>
    word
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join('');
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

/**
 * zod → JSON Schema with zod's own reading of each schema. The library's default override drops the
 * union branches it sees as empty, and a branch met before (a schema reused in one query, such as the
 * empty-string branch of every optional filter) is still empty when the override runs: `openOnly` came
 * out as `anyOf: []`, which no value matches. This API has no z.date() or z.undefined(), the only other
 * things the default override rewrites.
 */
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => {} } });

/**
 * A record keyed by an enum (z.record(z.enum(…), …), the vendor dashboard's orders by status) requires
 * every key but lists none under `properties`: list them, each holding what the record's values hold.
 */
function describeEnumRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(describeEnumRecords);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = describeEnumRecords(value);
  const props = out.propertyNames as Json | undefined;
  if (Array.isArray(out.required) && !out.properties && props && Array.isArray(props.enum)) {
    const value = out.additionalProperties ?? {};
    out.properties = Object.fromEntries(props.enum.map((key) => [String(key), value]));
  }
  return out;
}

/** The JSON (or, for an upload, multipart) body of a request or an answer, when it has one. */
function jsonMedia(holder: unknown): Json | undefined {
  const content = (holder as { content?: Record<string, Json> } | undefined)?.content;
  return content?.['application/json'] ?? content?.['multipart/form-data'];
}

/**
 * Writes an example beside each parameter, request body and success answer of `operation`, derived
 * from its schema (swagger-examples.ts) unless the schema already carries one.
 */
function addExamples(operation: Operation, resolve: ExampleContext['resolve']): void {
  const ctx: ExampleContext = { area: ((operation.tags as string[] | undefined) ?? [])[0] ?? '', resolve };
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    if (parameter.example === undefined)
      parameter.example = exampleOf(parameter.schema, String(parameter.name), ctx);
  }
  const request = jsonMedia(operation.requestBody);
  if (request && request.example === undefined) request.example = exampleOf(request.schema, 'body', ctx);
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    const medium = status.startsWith('2') ? jsonMedia(answer) : undefined;
    if (medium && medium.example === undefined)
      medium.example = exampleOf(medium.schema, 'body', { ...ctx, answer: true });
  }
}

/** The document-wide parts: servers, tags, the error body and answers, each operation's error answers. */
function completeDocument(document: Json, areas: Readonly<Record<string, string>>): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')];
  const tagged = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of (operation.tags as string[] | undefined) ?? []) tagged.add(tag);
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      for (const status of operation[ERRORS_KEY] ?? []) {
        const answer = ERROR_ANSWERS[status];
        if (answer) responses[String(status)] = { $ref: `#/components/responses/${answer.name}` };
      }
      delete operation[ERRORS_KEY];
      operation.responses = responses;
      addExamples(operation, resolve);
    }
  }
  const errorBody = z.toJSONSchema(ZErrorResponse, { target: 'draft-2020-12', io: 'output' }) as Json;
  delete errorBody.$schema;
  return describeEnumRecords({
    ...document,
    servers: [{ url: '/', description: 'The API itself: every path starts with /api' }],
    tags: Object.entries(areas)
      .filter(([name]) => tagged.has(name))
      .map(([name, description]) => ({ name, description })),
    components: {
      ...components,
      schemas: { ...(components.schemas as Json | undefined), ErrorResponse: errorBody },
      responses: Object.fromEntries(
        Object.entries(ERROR_ANSWERS).map(([status, answer]) => [
          answer.name,
          {
            description: answer.description,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ErrorResponse' },
                example: errorExample(Number(status)),
              },
            },
          },
        ]),
      ),
    },
  }) as Json;
}

/**
 * OpenAPI 3.1 generated from the shared zod schemas: UI at /api/docs, JSON at /api/docs/json. Each
 * route writes its summary; its tag, operation id, security and error answers are derived here from
 * its area, URL, role, parameters and body (docs/decisions/032-the-api-document.md).
 */
export const swaggerPlugin = fp(
  /** `areas`: each area's name (a route's `config.area`) and what it holds, in the order to list them. */
  async (app: FastifyInstance, opts: { areas: Readonly<Record<string, string>> }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bazaar API',
          description:
            'Marketplace API: Shop, Task, Job, Rent. Every failure answers with the `ErrorResponse` body; ' +
            'a route that needs a session takes `Authorization: Bearer <accessToken>` from `POST /api/auth/login`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token `POST /api/auth/login` answers with',
            },
            webSecret: {
              type: 'apiKey',
              in: 'header',
              name: WEB_SECRET_HEADER,
              description:
                "The secret the web server shares with the API (WEB_SECRET): the web server's own calls",
            },
          },
        },
      },
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const { schema } = output;
        if ((schema as Json).hide) return output;
        const { route } = input;
        const method = [route.method].flat()[0] ?? 'GET';
        const derived = {
          tags: [route.config?.area ?? 'other'],
          operationId: operationIdOf(method, input.url),
          // A public route says so: no security requirement.
          security: schema.security ?? [],
          [ERRORS_KEY]: errorStatusesOf(route),
          ...(route.config?.multipartForm ? { body: route.config.multipartForm } : {}),
        };
        return { ...output, schema: { ...schema, ...derived } };
      },
      transformObject: (input) => completeDocument(jsonSchemaTransformObject(input) as Json, opts.areas),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
