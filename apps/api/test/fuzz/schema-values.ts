/** The part of an OpenAPI 3.0 schema (as the shared zod schemas generate it) the fuzz reads. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  nullable?: boolean;
  default?: unknown;
};

/** A seeded generator (mulberry32), so a failing run reproduces from its seed. */
export type Rng = { next: () => number; int: (below: number) => number; pick: <T>(items: readonly T[]) => T };

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]! };
}

/** The branches a value may take: anyOf/oneOf members, else the schema itself. */
function branches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** The type a schema (or the first of its branches that names one) expects. */
export function typeOf(schema: JsonSchema): string | undefined {
  for (const b of branches(schema)) {
    if (b.type) return b.type;
    if (b.enum) return typeof b.enum[0];
  }
  return undefined;
}

function acceptsNull(schema: JsonSchema): boolean {
  return schema.nullable === true || branches(schema).some((b) => b.type === 'null' || b.nullable === true);
}

function patternsOf(schema: JsonSchema): RegExp[] {
  return [schema, ...(schema.allOf ?? [])].flatMap((s) => (s.pattern ? [new RegExp(s.pattern)] : []));
}

// Strings that satisfy the patterns the shared schemas use (password, phone, voucher code, PAN, date…).
const PATTERN_CANDIDATES = [
  'Fuzz-pass1',
  'FUZZ10',
  '9812345678',
  '123456',
  '123456789',
  '2026-01-01',
  'fuzz',
];

function validString(schema: JsonSchema, ids: IdPool, field: string | undefined): string {
  if (schema.format === 'uuid') return ids.uuid(field);
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (isDateLike(schema, field)) return new Date().toISOString().slice(0, 10);
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'uri') return 'https://example.test/fuzz';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const patterns = patternsOf(schema);
  const fits = (s: string) => s.length >= min && s.length <= max && patterns.every((p) => p.test(s));
  // Emails and phones are checked by refinements JSON Schema cannot show; their names tell.
  const hinted =
    field && /email/i.test(field) ? 'fuzz@example.test' : field && /phone/i.test(field) ? '9812345678' : null;
  if (hinted && fits(hinted)) return hinted;
  return PATTERN_CANDIDATES.find(fits) ?? 'f'.repeat(Math.min(Math.max(min, 4), max));
}

function validNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? 1;
  const lowest = schema.exclusiveMinimum === true ? low + 1 : low;
  const value = Math.max(1, lowest);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/** Where valid-looking ids come from: real rows where the fuzz knows one, else an unused one. */
export type IdPool = { uuid: (field?: string) => string };

let unusedIds = 0;
/** A well-formed id no row has (its time part is 2024), counted rather than random so a run repeats. */
export function unusedId(): string {
  unusedIds += 1;
  return `01900000-0000-7000-8000-${unusedIds.toString(16).padStart(12, '0')}`;
}
export const FRESH_IDS: IdPool = { uuid: () => unusedId() };

/** A date or a date and time, by format, by a `2026-01-31` pattern, or by a name like `paidAt`. */
function isDateLike(schema: JsonSchema, field?: string): boolean {
  return (
    schema.format === 'date-time' ||
    schema.format === 'date' ||
    (schema.pattern?.includes('\\d{4}-') ?? false) ||
    (field !== undefined && /(At|Date)$/.test(field))
  );
}

/** A value the schema accepts (as far as JSON Schema can say; zod refinements are not visible). */
export function validValue(schema: JsonSchema, ids: IdPool = FRESH_IDS, field?: string): unknown {
  if (schema.default !== undefined) return schema.default;
  const [first] = branches(schema).filter((b) => b.type !== 'null');
  const s = first ?? schema;
  if (s.enum) return s.enum.find((v) => v !== '') ?? s.enum[0];
  switch (s.type) {
    case 'string':
      return validString({ ...s, allOf: schema.allOf ?? s.allOf }, ids, field);
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => validValue(s.items ?? {}, ids));
    case 'object':
      return validObject(s, ids);
    default:
      return acceptsNull(schema) ? null : 'fuzz';
  }
}

/** An object with every required property set to a valid value. */
export function validObject(schema: JsonSchema, ids: IdPool = FRESH_IDS): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    out[name] = validValue(schema.properties?.[name] ?? {}, ids, name);
  }
  // A partial update must change something: set its first field.
  const [first] = Object.entries(schema.properties ?? {});
  if (Object.keys(out).length < (schema.minProperties ?? 0) && first) {
    out[first[0]] = validValue(first[1], ids, first[0]);
  }
  return out;
}

export const INT32_MAX = 2 ** 31 - 1;

/** Strings no field should take: control characters, and a lone surrogate half. */
export const HOSTILE_STRINGS: readonly string[] = ['\u0000', 'fuzz\u0000', '\u0001\u001b[2J', '\ud800'];

/**
 * Values the schema must refuse, each with a label: the wrong type, out of range, control characters,
 * too long, not in the enum, malformed formats. Values the schema would accept are never listed.
 */
export function badValues(schema: JsonSchema, field?: string): Array<{ label: string; value: unknown }> {
  const out: Array<{ label: string; value: unknown }> = [];
  const type = typeOf(schema);
  const add = (label: string, value: unknown) => out.push({ label, value });
  if (!acceptsNull(schema)) add('null', null);
  if (type !== 'object') add('object', { fuzz: 1 });
  if (type !== 'array') add('array', ['fuzz']);
  if (type !== 'boolean') add('boolean', true);
  if (type === 'string') {
    add('number', 42);
    for (const s of HOSTILE_STRINGS) add(`string ${JSON.stringify(s)}`, s);
    const max = Math.max(...branches(schema).map((b) => b.maxLength ?? 0));
    add(`string of ${max ? max + 1 : 100_000} characters`, 'x'.repeat(max ? max + 1 : 100_000));
    const strings = branches(schema).filter((b) => b.type === 'string' || b.enum);
    const s = strings[0] ?? schema;
    if (strings.every((b) => b.enum)) add('value outside the enum', 'not-in-the-enum');
    if (s.format === 'uuid') add('malformed id', 'not-a-uuid');
    if (isDateLike(s, field)) {
      add('year 0', '0000-01-01T00:00:00Z');
      add('no such day', '2026-02-30');
    }
    if (s.format === 'email') add('malformed email', 'fuzz@');
  }
  if (type === 'integer' || type === 'number') {
    const s = branches(schema).find((b) => b.type === type) ?? schema;
    add('string', 'fuzz');
    add('numeric string', '1');
    if (type === 'integer') add('fraction', 1.5);
    add('1e308', 1e308);
    add('-2^31 - 1', -(2 ** 31) - 1);
    // Past what the schema allows and past what an integer column holds (the schema must say so).
    if (s.maximum !== undefined && s.maximum < 2 ** 53) add(`maximum + 1 (${s.maximum + 1})`, s.maximum + 1);
    if (s.maximum === undefined || s.maximum > INT32_MAX) add('2^31', 2 ** 31);
    add('2^53', 2 ** 53);
    if (s.minimum !== undefined) add(`minimum - 1 (${s.minimum - 1})`, s.minimum - 1);
  }
  if (type === 'array') {
    const s = branches(schema).find((b) => b.type === 'array') ?? schema;
    if (s.maxItems !== undefined) {
      add(
        `${s.maxItems + 1} items`,
        Array.from({ length: s.maxItems + 1 }, () => validValue(s.items ?? {})),
      );
    }
    add('an item of the wrong type', [{ fuzz: [1] }]);
  }
  if (type === 'object') add('string', 'fuzz');
  return out;
}

/** What a query or path parameter must refuse, already URL-encoded; an id that exists nowhere is kept apart. */
export function badRawParams(schema: JsonSchema): Array<{ label: string; raw: string }> {
  const out: Array<{ label: string; raw: string }> = [
    { label: 'NUL', raw: '%00' },
    { label: 'NUL after text', raw: 'fuzz%00' },
    { label: 'escape character', raw: '%1B' },
    { label: 'broken percent-encoding', raw: '%E0%A4%A' },
  ];
  const type = typeOf(schema);
  const s = branches(schema).find((b) => b.type === type) ?? schema;
  const max = s.maxLength;
  if (isDateLike(s)) {
    out.push({ label: 'year 0', raw: '0000-01-01' }, { label: 'no such day', raw: '2026-02-30' });
  }
  if (type === 'string') out.push({ label: 'too long', raw: 'x'.repeat(max ? max + 1 : 5_000) });
  if (s.enum) out.push({ label: 'value outside the enum', raw: 'not-in-the-enum' });
  if (s.format === 'uuid') out.push({ label: 'malformed id', raw: 'not-a-uuid' });
  if (type === 'integer' || type === 'number') {
    out.push(
      { label: 'not a number', raw: 'fuzz' },
      { label: 'NaN', raw: 'NaN' },
      { label: 'Infinity', raw: 'Infinity' },
      { label: '1e400', raw: '1e400' },
      { label: 'fraction', raw: type === 'integer' ? '1.5' : '1.5e999' },
      { label: '-2^31 - 1', raw: String(-(2 ** 31) - 1) },
      { label: '2^53 + 2', raw: '9007199254740994' },
    );
    if (s.maximum === undefined || s.maximum > INT32_MAX) out.push({ label: '2^31', raw: String(2 ** 31) });
    if (s.minimum !== undefined) out.push({ label: 'minimum - 1', raw: String(s.minimum - 1) });
  }
  return out;
}

/**
 * A random string of awkward code points (quotes, wide and combining characters, bidi marks) that
 * always holds at least one character no text field may take: a C0 control or a lone surrogate half.
 */
export function randomNastyString(rng: Rng): string {
  const forbidden = () =>
    rng.next() < 0.8
      ? String.fromCharCode(rng.pick([0, 1, 8, 11, 12, 14, 27, 31]))
      : String.fromCharCode(0xd800 + rng.int(0x800));
  const pool = [
    forbidden,
    () => rng.pick(["'", '"', '\\', '%', '_', '<', '>', '&', '`', '$', '{', '}']),
    () => rng.pick(['\u202e', '\u200b', '\ufeff', '\u0301', '𝕏', '🙂', 'ह', 'ि', '\t', '\n', '\r']),
    () => String.fromCharCode(0x20 + rng.int(0x5f)),
  ];
  const length = rng.pick([1, 2, 8, 64, 1_000, 70_000]);
  const chars: string[] = [];
  while (chars.length < length) chars.push(rng.pick(pool)());
  chars[rng.int(chars.length)] = forbidden();
  return chars.join('');
}

/** A random JSON value whose type the schema does not take (so the schema must refuse it). */
export function randomWrongValue(rng: Rng, schema: JsonSchema): unknown {
  const types = new Set(branches(schema).map((b) => b.type ?? (b.enum ? typeof b.enum[0] : undefined)));
  if (types.has('integer')) types.add('number');
  const candidates: Array<[string, () => unknown]> = [
    ['string', () => randomNastyString(rng)],
    ['number', () => rng.pick([0.5, -1, 2 ** 31, 1e308, -1e308, 5e-324])],
    ['boolean', () => rng.next() < 0.5],
    ['array', () => Array.from({ length: rng.int(3) }, () => rng.pick([1, 'x', null, {}]))],
    ['object', () => ({ [randomNastyString(rng).slice(0, 8)]: rng.pick([1, 'x', null]) })],
  ];
  const [, make] = rng.pick(candidates.filter(([type]) => !types.has(type)));
  return make();
}

/** A number past the schema's range: above its maximum (or an integer column), below its minimum, or a fraction. */
export function randomOutOfRange(rng: Rng, schema: JsonSchema): number {
  const s = branches(schema).find((b) => b.type === 'integer' || b.type === 'number') ?? schema;
  const options = [
    () => Math.min(s.maximum ?? INT32_MAX, INT32_MAX) + 1 + rng.int(1_000_000),
    () => (s.minimum ?? 0) - 1 - rng.int(1_000_000),
    ...(s.type === 'integer' ? [() => rng.int(100) + 0.25 + rng.int(3) / 4] : []),
  ];
  return rng.pick(options)();
}
