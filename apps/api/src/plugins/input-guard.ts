import type { TFieldError } from '@bazaar/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * C0 control characters except tab, line feed and carriage return. PostgreSQL cannot store NUL in
 * text at all (the query fails), and none of the others belongs in anything a person types.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Half of a surrogate pair without its other half: not text, and stored as U+FFFD if let through. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const CONTROL_MESSAGE = 'Remove the control characters (such as NUL) from';
const SURROGATE_MESSAGE = 'Remove the broken character (half of a surrogate pair) from';
/** Enough to show what is wrong without echoing a whole hostile body back. */
const MAX_REPORTED = 10;
/** No request of this API nests deeper than a few levels. */
const MAX_DEPTH = 32;

function textProblem(text: string, isKey = false): string | null {
  const where = isKey ? ' a name in here' : ' this text';
  if (CONTROL_CHARACTER.test(text)) return `${CONTROL_MESSAGE}${where}`;
  if (LONE_SURROGATE.test(text)) return `${SURROGATE_MESSAGE}${where}`;
  return null;
}

/**
 * Every string in `value` (and every object key) that is not plain text, as field errors with the
 * path the validation errors use (`items.0.name`; `whole` for the value itself). Walks with its
 * own stack and stops descending past MAX_DEPTH, so a body nested thousands deep costs nothing.
 */
export function findUnsafeText(value: unknown, whole: string): TFieldError[] {
  const errors: TFieldError[] = [];
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length > 0 && errors.length < MAX_REPORTED) {
    const [node, path, depth] = stack.pop()!;
    if (typeof node === 'string') {
      const message = textProblem(node);
      if (message) errors.push({ path: path || whole, message });
    } else if (node !== null && typeof node === 'object') {
      if (depth === MAX_DEPTH) {
        errors.push({ path, message: 'This is nested too deeply' });
        continue;
      }
      for (const [key, child] of Object.entries(node)) {
        const keyMessage = textProblem(key, true);
        if (keyMessage) errors.push({ path: path || whole, message: keyMessage });
        else stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return errors;
}

/** multipart/form-data without its boundary cannot be read at all. */
function lacksBoundary(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^multipart\//i.test(type) && !/;\s*boundary=/i.test(type);
}

/**
 * Input no route can use, refused once for every route before its schema runs: control characters
 * or broken characters in any string of the params, query or body (docs/reliability.md "Input no route
 * takes"), and multipart bodies without a boundary. Each answer is a 400 naming the field.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (lacksBoundary(request)) {
        const message = 'A multipart/form-data body needs a boundary in its Content-Type';
        throw new AppError('VALIDATION', `body: ${message}`, { errors: [{ path: 'body', message }] });
      }
      const errors = [
        ...findUnsafeText(request.params, 'params'),
        ...findUnsafeText(request.query, 'querystring'),
        ...findUnsafeText(request.body, 'body'),
      ];
      if (errors.length > 0) {
        throw new AppError('VALIDATION', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
          errors,
        });
      }
    });
  },
  { name: 'input-guard' },
);
