import { z } from 'zod';

/** `{ message }` answers. */
export const ZMessage = z.object({ message: z.string() });

/** OpenAPI marker for routes that need a bearer token. */
export const BEARER = [{ bearerAuth: [] }];
