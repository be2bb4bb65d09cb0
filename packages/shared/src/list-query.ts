import { z } from 'zod';

/**
 * The list query convention every admin/vendor table endpoint follows (AdminTable speaks it):
 * `page`, `limit` (ZPageQuery), `search` (free text), `sort` (`field` ascending, `-field` descending)
 * and each filter as a plain param (`status=active`, `from=2026-01-01`).
 */
export type TSortDirection = 'asc' | 'desc';
export type TParsedSort<F extends string = string> = { field: F; direction: TSortDirection };

/** `field` or `-field`. */
export type TSort<F extends string> = F | `-${F}`;

/**
 * A `sort` query param accepting `field` or `-field` for the listed fields; anything else is a 400
 * naming `sort`. With a default the output is always set; without one it stays optional.
 */
export function zSort<const F extends string>(
  fields: readonly [F, ...F[]],
): z.ZodOptional<z.ZodType<TSort<F>>>;
export function zSort<const F extends string>(
  fields: readonly [F, ...F[]],
  defaultSort: TSort<F>,
): z.ZodDefault<z.ZodType<TSort<F>>>;
export function zSort<const F extends string>(fields: readonly [F, ...F[]], defaultSort?: TSort<F>) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  const base = z.enum(values, {
    error: `sort must be one of: ${fields.join(', ')} (prefix - to reverse)`,
  }) as unknown as z.ZodType<TSort<F>>;
  return defaultSort === undefined ? base.optional() : base.default(defaultSort as never);
}

/** `-createdAt` → `{ field: 'createdAt', direction: 'desc' }`. */
export function parseSort<F extends string>(sort: TSort<F>): TParsedSort<F> {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, direction: 'desc' }
    : { field: sort as F, direction: 'asc' };
}

/** A query parameter a form's select may send empty: '' means "any", as if absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

/** A yes/no query parameter: `true` or `false` (`1` and `0` too). */
export const ZBoolFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** A plain text search param: trimmed, at most 100 characters, empty → undefined. */
export const ZSearchParam = z
  .string()
  .trim()
  .max(100, 'search must be at most 100 characters')
  .transform((v) => v || undefined)
  .optional();
