/**
 * A PostgreSQL array literal (`{"a","b"}`) for one bound parameter, to cast in SQL
 * (`${pgArray(ids)}::uuid[]`). Drizzle spreads a JS array into a list of parameters, which
 * `= any(...)` and `unnest(...)` cannot take; a literal is one text parameter both drivers pass
 * as is. Every element is quoted, so any text is safe; null becomes NULL.
 */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
