/** OpenAPI marker for routes that need a bearer token. */
export const BEARER = [{ bearerAuth: [] }];
