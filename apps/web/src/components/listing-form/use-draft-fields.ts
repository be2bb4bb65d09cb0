import { useState } from 'react';
import { ApiError } from '@/lib/api-fetch';

/** Field errors keyed by the request's top-level field names (`placeId`, `budget`), as the API keys them. */
export type TFieldErrors = Record<string, string>;

/**
 * A listing form's draft and its field errors. A draft field may feed a request field of another name
 * (the address chain feeds `placeId`, the rupees typed feed `price`): `errorKeys` says which, so that
 * changing a field clears the error shown under it, and `field(key)` hands a field all three.
 */
export function useDraftFields<D extends object>(
  initial: D | (() => D),
  errorKeys: Partial<Record<keyof D, string>>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = errorKeys[key] ?? String(key);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  /** A field's value, setter and error, to spread on the field that edits it. */
  const field = <K extends keyof D>(key: K) => ({
    value: draft[key],
    onChange: (value: D[K]) => set(key, value),
    error: errors[errorKeys[key] ?? String(key)],
  });
  return { draft, setDraft, errors, setErrors, set, field };
}

/** What a shared schema's `safeParse` answers, as far as field errors need it. */
type TSchemaCheck =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** Field errors from a shared schema's check (the API says the same): the first issue of each field. */
export function schemaFieldErrors(result: TSchemaCheck): TFieldErrors {
  const errors: TFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The field errors the API refused a save with, or null when it named no field. */
export function apiFieldErrors(err: unknown): TFieldErrors | null {
  if (!(err instanceof ApiError) || err.errors.length === 0) return null;
  return Object.fromEntries(err.errors.map((e) => [e.path.split('.')[0] ?? e.path, e.message]));
}
