import type { InjectOptions } from 'fastify';
import {
  badRawParams,
  badValues,
  type IdPool,
  type JsonSchema,
  type Rng,
  randomNastyString,
  randomOutOfRange,
  randomWrongValue,
  typeOf,
  unusedId,
  validObject,
  validValue,
} from './schema-values.ts';
import { type FuzzWorld, pathValueFor } from './world.ts';

type Param = { name: string; schema: JsonSchema; required: boolean };

/** One operation of the OpenAPI document, reduced to what the fuzz varies. */
export type Operation = {
  /** `PUT /api/admin/sliders/{id}` */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
};

/** A request the API must refuse (or answer without changing anything), and the field it breaks. */
export type FuzzCase = {
  label: string;
  /** The input a 400 must name (`q`, `id`, `items.0.quantity`); none for a request-level problem. */
  field?: string;
  request: InjectOptions;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Every operation under /api in the document, in a stable order. */
export function operationsOf(doc: unknown): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDoc).paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Percent-encodes like encodeURIComponent, but also lone surrogate halves (as their WTF-8 bytes). */
export function encodeRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** The valid request each case starts from: real ids in the path, required query params, a valid body. */
type Baseline = {
  path: Record<string, string>;
  query: Array<[string, string]>;
  body: Record<string, unknown> | undefined;
};

function idPool(world: FuzzWorld): IdPool {
  return { uuid: (field) => (field ? world.bodyIds[field] : undefined) ?? unusedId() };
}

function baselineOf(op: Operation, world: FuzzWorld): Baseline {
  const path: Record<string, string> = {};
  for (const p of op.pathParams) {
    const prefix = op.path.slice(0, op.path.indexOf(`{${p.name}}`) + p.name.length + 2);
    path[p.name] = encodeRaw(pathValueFor(world, prefix) ?? String(validValue(p.schema)));
  }
  const query = op.query
    .filter((q) => q.required)
    .map((q) => [q.name, encodeRaw(String(validValue(q.schema)))] as [string, string]);
  const body = op.body ? { ...validObject(op.body, idPool(world)), ...world.bodies[op.key] } : undefined;
  return { path, query, body };
}

function urlOf(op: Operation, path: Record<string, string>, query: Array<[string, string]>): string {
  const base = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '');
  return query.length ? `${base}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : base;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function jsonRequest(op: Operation, b: Baseline, body: unknown): InjectOptions {
  return {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, b.path, b.query),
    headers: JSON_HEADERS,
    payload: JSON.stringify(body),
  };
}

function rawRequest(
  op: Operation,
  b: Baseline,
  contentType: string | undefined,
  payload: string,
): InjectOptions {
  return {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, b.path, b.query),
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  };
}

/** Field paths of a body schema with their schemas: properties, nested objects and the first array item. */
function fieldsOf(schema: JsonSchema, prefix: Array<string | number> = [], depth = 0) {
  const out: Array<{ path: Array<string | number>; schema: JsonSchema; required: boolean }> = [];
  if (depth > 3) return out;
  const object = (schema.anyOf ?? [schema]).find((s) => s.type === 'object');
  for (const [name, prop] of Object.entries(object?.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: prop, required: object?.required?.includes(name) ?? false });
    const type = typeOf(prop);
    if (type === 'object') out.push(...fieldsOf(prop, path, depth + 1));
    const items = (prop.anyOf ?? [prop]).find((s) => s.type === 'array')?.items;
    if (type === 'array' && items && typeOf(items) === 'object') {
      out.push(...fieldsOf(items, [...path, 0], depth + 1));
    }
  }
  return out;
}

/** A deep copy of `body` with `value` at `path` (missing parents are filled with valid values). */
function withValue(
  body: Record<string, unknown>,
  root: JsonSchema,
  path: Array<string | number>,
  value: unknown,
  remove = false,
): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  let schema: JsonSchema | undefined = root;
  for (const [i, key] of path.entries()) {
    const object: JsonSchema | undefined =
      schema && (schema.anyOf ?? [schema]).find((s) => s.type === 'object' || s.type === 'array');
    schema = typeof key === 'number' ? object?.items : object?.properties?.[key];
    if (i === path.length - 1) {
      if (remove) delete node[key];
      else node[key] = value;
      break;
    }
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = schema ? structuredClone(validValue(schema)) : {};
      if (Array.isArray(node[key]) && (node[key] as unknown[]).length === 0) {
        (node[key] as unknown[]).push(validValue(schema?.items ?? {}));
      }
    }
    node = node[key] as Record<string | number, unknown>;
  }
  return copy;
}

const dotted = (path: Array<string | number>) => path.join('.');

/** The fixed cases of one operation: every field with every bad value, then the request-level ones. */
export function casesOf(op: Operation, world: FuzzWorld): FuzzCase[] {
  const b = baselineOf(op, world);
  const out: FuzzCase[] = [];
  const method = op.method as InjectOptions['method'];

  for (const p of op.pathParams) {
    const bad = [...badRawParams(p.schema), { label: 'too long for the router', raw: 'x'.repeat(600) }];
    if (p.schema.format === 'uuid') bad.push({ label: 'an id that exists nowhere', raw: unusedId() });
    for (const { label, raw } of bad) {
      // Broken percent-encoding is refused before routing, so no field can be named.
      const field = label === 'broken percent-encoding' ? undefined : p.name;
      out.push({
        label: `path ${p.name}: ${label}`,
        ...(field ? { field } : {}),
        request: { ...requestWith(op, b), url: urlOf(op, { ...b.path, [p.name]: raw }, b.query) },
      });
    }
  }

  for (const q of op.query) {
    const others = b.query.filter(([k]) => k !== q.name);
    const bad = [...badRawParams(q.schema), { label: 'given twice', raw: `fuzz&${q.name}=fuzz` }];
    for (const { label, raw } of bad) {
      out.push({
        label: `query ${q.name}: ${label}`,
        field: q.name,
        request: { ...requestWith(op, b), url: urlOf(op, b.path, [...others, [q.name, raw]]) },
      });
    }
  }
  out.push(
    {
      label: 'query: unknown parameter holding NUL',
      field: 'fuzz',
      request: { ...requestWith(op, b), url: urlOf(op, b.path, [...b.query, ['fuzz', '%00']]) },
    },
    {
      label: 'query: unknown parameter named with NUL',
      request: { ...requestWith(op, b), url: urlOf(op, b.path, [...b.query, ['fuzz%00', '1']]) },
    },
  );

  if (op.body && b.body) {
    for (const f of fieldsOf(op.body)) {
      for (const { label, value } of badValues(f.schema, String(f.path.at(-1)))) {
        out.push({
          label: `body ${dotted(f.path)}: ${label}`,
          field: dotted(f.path),
          request: jsonRequest(op, b, withValue(b.body, op.body, f.path, value)),
        });
      }
      if (f.required) {
        out.push({
          label: `body ${dotted(f.path)}: missing`,
          field: dotted(f.path),
          request: jsonRequest(op, b, withValue(b.body, op.body, f.path, undefined, true)),
        });
      }
      if (typeOf(f.schema) === 'object' && f.schema.additionalProperties) {
        out.push({
          label: `body ${dotted(f.path)}: a key holding NUL`,
          field: dotted(f.path),
          request: jsonRequest(op, b, withValue(b.body, op.body, f.path, { 'fu\u0000zz': 'x' })),
        });
      }
    }
    const needsSomething = (op.body.required?.length ?? 0) > 0 || (op.body.minProperties ?? 0) > 0;
    out.push(
      ...(needsSomething ? [{ label: 'body: empty object', request: jsonRequest(op, b, {}) }] : []),
      { label: 'body: none', request: rawRequest(op, b, undefined, '') },
      { label: 'body: JSON null', request: rawRequest(op, b, 'application/json', 'null') },
      { label: 'body: JSON array', request: jsonRequest(op, b, [b.body]) },
      { label: 'body: JSON string', request: jsonRequest(op, b, 'fuzz') },
      { label: 'body: JSON number', request: jsonRequest(op, b, 2 ** 53) },
      { label: 'body: text/plain', request: rawRequest(op, b, 'text/plain', JSON.stringify(b.body)) },
      { label: 'body: a key holding NUL', request: jsonRequest(op, b, { ...b.body, 'fu\u0000zz': 1 }) },
      {
        label: 'body: nested 50,000 deep',
        request: rawRequest(op, b, 'application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`),
      },
      {
        label: 'body: over the size limit',
        request: jsonRequest(op, b, { ...b.body, fuzz: 'x'.repeat(300 * 1024) }),
      },
    );
  }
  // Refused before any handler runs, whether or not the operation takes a body.
  out.push(
    { label: 'body: broken JSON', request: rawRequest(op, b, 'application/json', '{"fuzz":') },
    { label: 'body: application/xml', request: rawRequest(op, b, 'application/xml', '<fuzz/>') },
    {
      label: 'body: form-urlencoded',
      request: rawRequest(op, b, 'application/x-www-form-urlencoded', 'fuzz=1'),
    },
    {
      label: 'body: multipart without a boundary',
      request: rawRequest(op, b, 'multipart/form-data', '--x\r\n\r\nfuzz\r\n--x--\r\n'),
    },
  );
  return out.map((c) => ({ ...c, request: { method, ...c.request } }));
}

function requestWith(op: Operation, b: Baseline): InjectOptions {
  return b.body ? jsonRequest(op, b, b.body) : { method: op.method as InjectOptions['method'], url: '' };
}

/** One random case: a random input of the operation gets a random value it must refuse. */
export function randomCaseOf(op: Operation, world: FuzzWorld, rng: Rng): FuzzCase {
  const b = baselineOf(op, world);
  const targets = [
    ...op.pathParams.map((p) => ({ kind: 'path' as const, name: p.name, schema: p.schema })),
    ...op.query.map((q) => ({ kind: 'query' as const, name: q.name, schema: q.schema })),
    ...(op.body
      ? fieldsOf(op.body).map((f) => ({ kind: 'body' as const, path: f.path, schema: f.schema }))
      : []),
  ];
  if (targets.length === 0) {
    const bytes = Array.from({ length: 1 + rng.int(64) }, () => String.fromCharCode(rng.int(256))).join('');
    return { label: 'random bytes as JSON', request: rawRequest(op, b, 'application/json', bytes) };
  }
  const target = rng.pick(targets);
  const nasty = randomNastyString(rng);
  if (target.kind === 'path') {
    return {
      label: `path ${target.name}: random ${JSON.stringify(nasty.slice(0, 40))}`,
      request: {
        ...requestWith(op, b),
        url: urlOf(op, { ...b.path, [target.name]: encodeRaw(nasty) }, b.query),
      },
    };
  }
  if (target.kind === 'query') {
    const others = b.query.filter(([k]) => k !== target.name);
    return {
      label: `query ${target.name}: random ${JSON.stringify(nasty.slice(0, 40))}`,
      field: target.name,
      request: {
        ...requestWith(op, b),
        url: urlOf(op, b.path, [...others, [target.name, encodeRaw(nasty)]]),
      },
    };
  }
  const type = typeOf(target.schema);
  const value =
    (type === 'integer' || type === 'number') && rng.next() < 0.5
      ? randomOutOfRange(rng, target.schema)
      : type === 'string' && rng.next() < 0.5
        ? nasty
        : randomWrongValue(rng, target.schema);
  const label = `body ${dotted(target.path)}: random ${JSON.stringify(value)?.slice(0, 60)}`;
  return {
    label,
    field: dotted(target.path),
    request: jsonRequest(op, b, withValue(b.body ?? {}, op.body ?? {}, target.path, value)),
  };
}
