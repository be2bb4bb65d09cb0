import { z } from 'zod';
import type { TErrorResponse, TFieldError } from './errors.ts';

// The zod form of errors.ts's error body, for the API document; errors.ts stays zod-free for the browser.

/** One field a request got wrong: its path (`email`, `items.0.quantity`) and what is wrong with it. */
export const ZFieldError = z.object({
  path: z.string().meta({ description: 'The field, as a dotted path into the request (`items.0.quantity`)' }),
  message: z.string(),
}) satisfies z.ZodType<TFieldError>;

/** The one error body every failing API call returns (docs/product-rules.md "API conventions"). */
export const ZErrorResponse = z.object({
  statusCode: z.number().int().meta({ description: 'The HTTP status, repeated' }),
  code: z
    .string()
    .optional()
    .meta({ description: 'The error code (`VALIDATION`, `NOT_FOUND`, …), one per status' }),
  title: z.string().meta({ description: 'A short title for a toast' }),
  message: z.string().meta({ description: 'What went wrong, for a person' }),
  errors: z.array(ZFieldError).optional().meta({ description: 'On a 400, each field that is not valid' }),
}) satisfies z.ZodType<TErrorResponse>;
