import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '../../test/access/all.ts';
import { buildTestApp, createUser, type TestApp, uniqueEmail, uniquePhone } from '../../test/helper.ts';
import { createCategory, createProduct, createVendor } from '../sections/shop/product/test-factories.ts';
import { createPlaces, createTaskCategory, dayFromToday } from '../sections/task/test-factories.ts';

// The document as JSON: read loosely, checked by the linter, the schema validator and the assertions.
// biome-ignore lint/suspicious/noExplicitAny: the tests walk an arbitrary JSON document.
type Json = any;
type Found = { method: string; path: string; operation: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** The project has chosen no licence (docs/decisions/032-the-api-document.md). */
const ACCEPTED_WARNINGS = new Set(['info-license']);
/**
 * The spec's routes that a path template alone cannot tell apart (`/api/product/slug/related` fits
 * both of the first pair); the router can, by the static segment. Exactly these are accepted: a new
 * pair fails the test (docs/decisions/035-api-document-examples.md).
 */
const ACCEPTED_AMBIGUOUS_PATHS = [
  ['/api/product/slug/{slug}', '/api/product/{id}/related'],
  ['/api/product/slug/{slug}', '/api/product/{id}/reviews'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/me'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/offers'],
  ['/api/task/{id}/me', '/api/task/offers/{offerId}'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/questions'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/done'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/confirm'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/cancel'],
  ['/api/task/tasker/{userId}', '/api/task/{id}/reviews'],
];
/**
 * Operations that answer a file or a live event stream, not JSON: no example body. The stream's events
 * are read and checked by src/platform/live/live.test.ts.
 */
const NOT_JSON = new Map([
  ['getUploadPrivateById', 'a file'],
  ['getVendorJobApplicationsByIdCv', 'a file'],
  ['getThreadByIdAttachmentsByUploadIdDownload', 'a file'],
  ['getLive', 'an event stream'],
]);

let t: TestApp;
let baseUrl: string;
let doc: Json;
let ajv: Ajv2020;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${baseUrl}/api/docs/json`);
  expect(res.status).toBe(200);
  doc = await res.json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ components: doc.components }, 'document');
});
afterAll(async () => {
  await t.close();
});

function operations(): Found[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method],
    })),
  );
}

/** A `$ref` of the document, followed (`#/components/responses/NotFound` → the response object). */
function deref(node: Json): Json {
  if (!node?.$ref) return node;
  const pointer = String(node.$ref).replace(/^#\//, '').split('/');
  return deref(pointer.reduce((at: Json, key) => at?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc));
}

const validators = new Map<string, ValidateFunction>();

/** Checks a value against a schema of the document, its `$ref`s resolved in the document. */
function schemaErrors(schema: Json, value: unknown): string[] {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/');
  let validate = validators.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text));
    validators.set(text, validate);
  }
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** The JSON example of a request body or an answer, from the operation with this id. */
function exampleOf(operationId: string, of: 'request' | number): Json {
  const found = operations().find((op) => op.operation.operationId === operationId);
  const holder = of === 'request' ? found?.operation.requestBody : found?.operation.responses[String(of)];
  return structuredClone(holder.content['application/json'].example);
}

/**
 * Where two JSON values differ in shape: a field one has and the other lacks, or a value of another
 * kind. A null, or an empty list, on either side matches anything (an optional image, no reviews yet).
 */
function shapeDifferences(actual: unknown, example: unknown, at = ''): string[] {
  if (actual === null || example === null) return [];
  if (Array.isArray(actual) || Array.isArray(example)) {
    if (!Array.isArray(actual) || !Array.isArray(example)) return [`${at}: a list on one side only`];
    if (actual.length === 0 || example.length === 0) return [];
    return shapeDifferences(actual[0], example[0], `${at}[0]`);
  }
  if (typeof actual !== typeof example) return [`${at}: ${typeof actual} answered, ${typeof example} shown`];
  if (typeof actual !== 'object') return [];
  const a = actual as Record<string, unknown>;
  const e = example as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(e)])].flatMap((key) => {
    if (!(key in e)) return [`${at}.${key}: answered, not in the example`];
    if (!(key in a)) return [`${at}.${key}: in the example, not answered`];
    return shapeDifferences(a[key], e[key], `${at}.${key}`);
  });
}

/**
 * A client driven by the document alone: it finds the operation by its id, fills the path from the
 * document's template, sends only parameters the document declares and a body its schema accepts,
 * and checks that the answer's status is one the document lists, with a body its schema accepts.
 */
async function callOperation(
  operationId: string,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    token?: string;
  } = {},
): Promise<{ status: number; body: Json }> {
  const found = operations().find((op) => op.operation.operationId === operationId);
  if (!found) throw new Error(`The document has no operation ${operationId}`);
  const { method, path, operation } = found;
  const declared = new Map<string, string>(
    (operation.parameters ?? []).map((p: Json) => [`${p.in}:${p.name}`, p.name]),
  );
  const url = new URL(
    baseUrl +
      path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = input.params?.[name];
        if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
        return encodeURIComponent(value);
      }),
  );
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (!declared.has(`query:${name}`)) throw new Error(`${operationId} declares no query parameter ${name}`);
    url.searchParams.set(name, value);
  }
  const headers: Record<string, string> = {};
  if (input.body !== undefined) {
    if (!operation.requestBody) throw new Error(`${operationId} declares no body`);
    headers['content-type'] = 'application/json';
  }
  const usesBearer = (operation.security ?? []).some((s: Json) => 'bearerAuth' in s);
  if (input.token && usesBearer) headers.authorization = `Bearer ${input.token}`;
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers,
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  const body = await res.json();
  const answer = deref(operation.responses[String(res.status)]);
  expect(answer, `${operationId} answered ${res.status}, which the document does not list`).toBeDefined();
  const schema = answer.content?.['application/json']?.schema;
  expect(schema, `${operationId} ${res.status} has no JSON schema`).toBeDefined();
  expect(schemaErrors(schema, body), `${operationId} ${res.status} body against the document`).toEqual([]);
  return { status: res.status, body };
}

describe('the API document (GET /api/docs/json)', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bazaar-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      // The linter exits 1 when it finds errors; its JSON report is read either way.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--format=json', '--max-problems=1000'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 32 * 1024 * 1024,
        },
      ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const describeProblem = (p: (typeof report.problems)[number]) =>
        `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;
      expect(report.problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
      expect(report.totals.errors).toBe(0);
      const warnings = report.problems.filter((p) => p.severity === 'warn');
      const ambiguous = warnings.filter((p) => p.ruleId === 'no-ambiguous-paths');
      expect(
        warnings
          .filter((p) => !ACCEPTED_WARNINGS.has(p.ruleId) && p.ruleId !== 'no-ambiguous-paths')
          .map(describeProblem),
      ).toEqual([]);
      const pairs = ambiguous.map((p) => [...p.message.matchAll(/`([^`]+)`/g)].map((m) => m[1]).join(' ~ '));
      expect(pairs.sort()).toEqual(ACCEPTED_AMBIGUOUS_PATHS.map((pair) => pair.join(' ~ ')).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('documents every route with a summary, a described tag, a unique id and the error answers its access implies', () => {
    const found = operations();
    expect(found.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort()).toEqual(
      Object.keys(ACCESS)
        .map((key) => key.replace(/:(\w+)/g, '{$1}'))
        .sort(),
    );
    const tags = new Map<string, string>((doc.tags as Json[]).map((tag) => [tag.name, tag.description]));
    const ids = new Set<string>();
    for (const [key, access] of Object.entries(ACCESS)) {
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path][method.toLowerCase()];
      const where = `${key} (${access})`;
      expect(operation.summary, where).toMatch(/^[A-Z].{5,70}$/);
      expect(operation.tags, where).toHaveLength(1);
      expect(tags.get(operation.tags[0]), `${where}: tag ${operation.tags[0]} described`).toBeTruthy();
      expect(ids.has(operation.operationId), `${where}: id ${operation.operationId} unique`).toBe(false);
      ids.add(operation.operationId);

      const statuses = Object.keys(operation.responses).map(Number);
      const schemes = (operation.security as Json[]).flatMap((requirement) => Object.keys(requirement));
      const needsSession = access !== 'public' && access !== 'web-server';
      expect(schemes, where).toEqual(
        needsSession ? ['bearerAuth'] : access === 'web-server' ? ['webSecret'] : [],
      );
      const expected = new Set<number>([429]);
      if (needsSession) for (const status of [401, 445]) expected.add(status);
      if (access !== 'public' && access !== 'signed-in') expected.add(403);
      if (path.includes('{') || access === 'Vendor') expected.add(404);
      if (operation.parameters?.length || operation.requestBody) expected.add(400);
      if (WRITE_METHODS.has(method.toLowerCase())) for (const status of [409, 422]) expected.add(status);
      expect(statuses.filter((status) => status >= 400).sort(), where).toEqual([...expected].sort());
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        `${where}: a success answer`,
      ).toBe(true);

      for (const status of expected) {
        const answer = deref(operation.responses[String(status)]);
        const media = answer.content['application/json'];
        expect(media.schema.$ref, `${where} ${status}`).toBe('#/components/schemas/ErrorResponse');
        expect(media.example.statusCode, `${where} ${status} example`).toBe(status);
        expect(schemaErrors(media.schema, media.example), `${where} ${status} example`).toEqual([]);
      }
    }
  });

  it('gives every parameter, request body and success answer an example its own schema accepts', () => {
    const problems: string[] = [];
    let checked = 0;
    const check = (where: string, schema: Json, example: unknown) => {
      checked++;
      if (example === undefined) problems.push(`${where}: no example`);
      else for (const error of schemaErrors(schema, example)) problems.push(`${where}: ${error}`);
    };
    for (const { method, path, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? [])
        check(`${where} ${parameter.in} ${parameter.name}`, parameter.schema, parameter.example);
      if (operation.requestBody) {
        const { content } = operation.requestBody;
        // JSON, or the multipart form of an upload (`config.multipartForm`).
        const media = content['application/json'] ?? content['multipart/form-data'];
        if (!media) problems.push(`${where} request: neither JSON nor a form`);
        else check(`${where} request`, media.schema, media.example);
      }
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) {
        if (!status.startsWith('2')) continue;
        const media = answer.content?.['application/json'];
        if (NOT_JSON.has(operation.operationId))
          expect(media, `${where} answers ${NOT_JSON.get(operation.operationId)}`).toBeUndefined();
        else if (!media) problems.push(`${where} ${status}: no JSON answer`);
        else check(`${where} ${status}`, media.schema, media.example);
      }
    }
    expect(problems).toEqual([]);
    // Every operation has at least its success answer; 88 of them take a body.
    expect(checked).toBeGreaterThan(operations().length + 80);
    // About 450 schemas compiled: seconds on a quiet machine, more beside other runs.
  }, 120_000);

  it('shows examples a reader can trust: money in paisa, real ids, slugs and dates', () => {
    const product = exampleOf('getProductSlugBySlug', 200);
    expect(product.price).toBe(125_000);
    expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(product._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(product.vendor._id).not.toBe(product._id);
    expect(Number.isNaN(Date.parse(product.createdAt))).toBe(false);
    const list = doc.paths['/api/product'].get.parameters;
    expect(Object.fromEntries(list.map((p: Json) => [p.name, p.example]))).toMatchObject({
      page: 1,
      limit: 20,
      category: 'handicrafts',
    });
  });
});

describe('the examples beside the real answers', () => {
  it("the catalogue list's and a product's examples have the shape the API answers with", async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: 3 });

    const list = await callOperation('getProduct', { query: { category: category.slug } });
    expect(list.body.docs.map((p: Json) => p.slug)).toEqual([product.slug]);
    expect(shapeDifferences(list.body, exampleOf('getProduct', 200))).toEqual([]);

    const page = await callOperation('getProductSlugBySlug', { params: { slug: product.slug } });
    expect(page.body.slug).toBe(product.slug);
    expect(shapeDifferences(page.body, exampleOf('getProductSlugBySlug', 200))).toEqual([]);
  });

  it('signs up and in with the example bodies, and the session answers have the shape of their examples', async () => {
    const email = uniqueEmail('example');
    const phone = uniquePhone();
    const register = { ...exampleOf('postAuthRegister', 'request'), email, phone };
    const created = await callOperation('postAuthRegister', { body: register });
    expect(created.status).toBe(201);
    expect(shapeDifferences(created.body, exampleOf('postAuthRegister', 201))).toEqual([]);

    const login = { ...exampleOf('postAuthLogin', 'request'), email };
    expect(login.password).toBe(register.password);
    const session = await callOperation('postAuthLogin', { body: login });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(shapeDifferences(session.body, exampleOf('postAuthLogin', 200))).toEqual([]);

    const profile = await callOperation('getAuthMyProfile', { token: session.body.accessToken });
    expect(profile.body.email).toBe(email);
    expect(shapeDifferences(profile.body, exampleOf('getAuthMyProfile', 200))).toEqual([]);
  });

  it("posts a task with the example body (its ids and day this world's) and shows it in the example's shape", async () => {
    const poster = await createUser(t);
    const category = await createTaskCategory(t);
    const places = await createPlaces(t);
    const body = {
      ...exampleOf('postTask', 'request'),
      categoryId: category.id,
      placeId: places.town,
      whenDate: dayFromToday(10),
    };
    const posted = await callOperation('postTask', { body, token: poster.token });
    expect(posted.status).toBe(201);
    expect(posted.body.data.title).toBe(body.title);
    expect(posted.body.data.budget).toBe(body.budget);

    const shown = await callOperation('getTaskById', { params: { id: posted.body.data._id } });
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe(body.title);
    expect(shapeDifferences(shown.body, exampleOf('getTaskById', 200))).toEqual([]);
  });
});

describe('a client driven by the document', () => {
  it('lists products and shows one, as the document describes them', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: 4 });

    const list = await callOperation('getProduct', { query: { category: category.slug, limit: '5' } });
    expect(list.status).toBe(200);
    expect(list.body.docs.map((p: Json) => p.slug)).toEqual([product.slug]);

    const page = await callOperation('getProductSlugBySlug', { params: { slug: product.slug } });
    expect(page.status).toBe(200);
    expect(page.body.name).toBe(product.name);
  });

  it('signs in with a body the document accepts and uses the token it answers', async () => {
    const user = await createUser(t);
    const login = doc.paths['/api/auth/login'].post;
    const body = { email: user.email, password: user.password };
    expect(schemaErrors(login.requestBody.content['application/json'].schema, body)).toEqual([]);

    const signedIn = await callOperation('postAuthLogin', { body });
    expect(signedIn.status).toBe(200);
    const profile = await callOperation('getAuthMyProfile', { token: signedIn.body.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(user.email);

    const signedOut = await callOperation('getAuthMyProfile');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('UNAUTHORIZED');
  });

  it('gets the documented 404 for a product that does not exist', async () => {
    const res = await callOperation('getProductSlugBySlug', { params: { slug: 'no-such-product-anywhere' } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('gets the documented 400 naming the field that is wrong', async () => {
    const res = await callOperation('postAuthRegister', {
      body: { fullName: 'Sita Sharma', email: 'not-an-email', password: 'Long-enough-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.errors.map((e: Json) => e.path)).toEqual(['email']);

    const fine = await callOperation('postAuthRegister', {
      body: { fullName: 'Sita Sharma', email: uniqueEmail('openapi'), password: 'Long-enough-1' },
    });
    expect([200, 201]).toContain(fine.status);
  });
});

/**
 * A typed client's view: openapi-typescript (a maintained generator) turns the document into types, and
 * the TypeScript compiler checks every example against them — what a generated client would send and
 * receive — plus a few calls a client writes, and one it must refuse.
 */
describe('types generated from the document', () => {
  it('accept every example and refuse a price in rupees as text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bazaar-openapi-types-'));
    try {
      await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(doc)));
      const lines = [
        "import type { operations } from './api.ts';",
        'type Ops = operations;',
        'type Media<T> = T extends { content: infer C } ? C[keyof C] : never;',
        "type Body<Op extends keyof Ops> = Media<NonNullable<Ops[Op]['requestBody']>>;",
        "type Answer<Op extends keyof Ops, S extends keyof Ops[Op]['responses']> = Media<Ops[Op]['responses'][S]>;",
        "type Query<Op extends keyof Ops> = NonNullable<Ops[Op]['parameters']['query']>;",
        "type Path<Op extends keyof Ops> = NonNullable<Ops[Op]['parameters']['path']>;",
      ];
      let typed = 0;
      for (const { operation } of operations()) {
        const id = JSON.stringify(operation.operationId);
        const name = operation.operationId;
        const declare = (what: string, type: string, value: unknown) => {
          typed++;
          lines.push(`export const ${name}${what}: ${type} = ${JSON.stringify(value)};`);
        };
        const params = (where: string) =>
          Object.fromEntries(
            (operation.parameters ?? [])
              .filter((p: Json) => p.in === where)
              .map((p: Json) => [p.name, p.example]),
          );
        if ((operation.parameters ?? []).some((p: Json) => p.in === 'query'))
          declare('Query', `Query<${id}>`, params('query'));
        if ((operation.parameters ?? []).some((p: Json) => p.in === 'path'))
          declare('Path', `Path<${id}>`, params('path'));
        const body = operation.requestBody?.content;
        if (body)
          declare('Body', `Body<${id}>`, (body['application/json'] ?? body['multipart/form-data']).example);
        for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) {
          const media = answer.content?.['application/json'];
          if (status.startsWith('2') && media)
            declare(`Answer${status}`, `Answer<${id}, ${status}>`, media.example);
        }
      }
      lines.push(
        // A client reads what it was given, typed: a product's price is a number of paisa.
        "export function priceInRupees(product: Answer<'getProductSlugBySlug', 200>): string {",
        "  return 'Rs. ' + (product.price / 100).toFixed(2);",
        '}',
        "export function firstTaskTitle(list: Answer<'getTaskList', 200>): string | undefined {",
        '  return list.docs[0]?.title;',
        '}',
        "export function signInBody(email: string, password: string): Body<'postAuthLogin'> {",
        '  return { email, password };',
        '}',
        '// @ts-expect-error a price is a whole number of paisa, not text',
        "export const wrongPrice: Answer<'getProductSlugBySlug', 200>['price'] = '1,250';",
        '// @ts-expect-error the session answer has no field `token`',
        "export const wrongField: Answer<'postAuthLogin', 200>['token'] = 'x';",
      );
      const file = join(dir, 'client.ts');
      await writeFile(file, lines.join('\n'));
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        types: [],
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 300));
      expect(errors).toEqual([]);
      expect(typed).toBeGreaterThan(operations().length + 80);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
