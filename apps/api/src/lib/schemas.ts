/** OpenAPI marker for routes that need a bearer token. */
export const BEARER = [{ bearerAuth: [] }];
/** OpenAPI marker for routes only the web server may call: it shows WEB_SECRET (plugins/client-address.ts). */
export const WEB_SERVER = [{ webSecret: [] }];
