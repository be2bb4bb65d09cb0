import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api-fetch';

/** Puts the API's per-field errors onto a form; true when at least one field was marked. */
// biome-ignore lint/suspicious/noExplicitAny: works with any form's values
export function applyFieldErrors(form: UseFormReturnType<any>, err: unknown): boolean {
  if (!(err instanceof ApiError) || err.errors.length === 0) return false;
  for (const { path, message } of err.errors) form.setFieldError(path, message);
  return true;
}

/** A @mantine/form `validate` function from a shared zod schema: first message per field path. */
export function zodFormValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
