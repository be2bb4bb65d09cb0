import type { TFieldError } from '@bazaar/shared/errors';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-fetch';
import { singularOf } from './format';

/** Puts the API's per-field errors onto a form; true when at least one field was marked. */
export function applyFieldErrors(
  // biome-ignore lint/suspicious/noExplicitAny: works with any form's values
  form: UseFormReturnType<any>,
  err: unknown,
  /** API field → form field, where the form holds a value under another name (rupees for paisa). */
  rename: Record<string, string> = {},
): boolean {
  if (!(err instanceof ApiError) || err.errors.length === 0) return false;
  for (const { path, message } of err.errors) form.setFieldError(rename[path] ?? path, message);
  return true;
}

/**
 * The error of a list field: its own, else its first item's (the API names a bad item `images.2`,
 * and the field shows one message under the whole list).
 */
export function listFieldError(errors: Record<string, ReactNode>, field: string): ReactNode {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
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

/** Parts of a request the API names when the whole of one is wrong; no field a person knows. */
const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/** A field path as people read it: `variants.1.options` → "Variant 2 options", `fullName` → "Full name". */
export function fieldLabel(path: string): string {
  const words: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) words.push(`${singularOf(words.pop() ?? 'items')} ${Number(segment) + 1}`);
    else words.push(segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  }
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The API's error message for a toast: it prefixes each field's message with the field's path
 * (`variants.1.options: Same options as variant 1`, joined by "; "). Each such path becomes the
 * field's label, or goes when the message already names the field (`code: This code is already in use`).
 */
export function humanizeFieldPaths(message: string, errors: TFieldError[]): string {
  const paths = new Set(errors.map((e) => e.path).filter(Boolean));
  return message
    .split('; ')
    .map((part) => {
      const colon = part.indexOf(': ');
      const path = part.slice(0, colon);
      if (colon < 0 || !paths.has(path)) return part;
      const text = part.slice(colon + 2);
      const label = REQUEST_PARTS.has(path) ? '' : fieldLabel(path);
      return !label || text.toLowerCase().includes(label.toLowerCase()) ? text : `${label}: ${text}`;
    })
    .join('; ');
}
