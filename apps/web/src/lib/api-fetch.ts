import { DEFAULT_ERROR_TITLE, type TFieldError } from '@bazaar/shared/errors';
import { PAGE_REVALIDATE_SECONDS } from '@bazaar/shared/page-cache';
import { getApiBase } from './public-config';

/** A failed API call, carrying the fields of the error body (docs/product-rules.md "API conventions"). */
export class ApiError extends Error {
  status: number;
  title: string;
  errors: TFieldError[];
  code: string | undefined;

  constructor(status: number, title: string, message: string, errors: TFieldError[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.code = code;
  }
}

export type ApiInit = {
  method?: string;
  body?: unknown;
  formData?: FormData;
  token?: string | null;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (the web server's identity when it calls for a browser: server-api.ts). */
  headers?: Record<string, string>;
  /** 'blob' reads a file answer (a private upload) instead of JSON; errors are still JSON. */
  as?: 'json' | 'blob';
  /**
   * A read for a cached public page (server only): kept in the page cache under these tags for
   * PAGE_REVALIDATE_SECONDS instead of read fresh (lib/public-read.ts).
   */
  cacheTags?: readonly string[];
};

/** Server renders must not hang on a slow API. */
const SERVER_TIMEOUT_MS = 8000;

function buildUrl(path: string, query: ApiInit['query']): string {
  const url = new URL(`${getApiBase()}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * `next build` renders the public pages too, though the page cache never serves what it rendered
 * (lib/page-cache/handler.mjs): their reads are not made then, when no API need be running.
 */
export const NOT_READ_WHILE_BUILDING = 'NOT_READ_WHILE_BUILDING';

/** Calls the API (relative to its base) from the browser or the server; throws ApiError on failure. */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  if (init.cacheTags && process.env.NEXT_PHASE === 'phase-production-build') {
    throw new ApiError(0, DEFAULT_ERROR_TITLE, 'Not read while building', [], NOT_READ_WHILE_BUILDING);
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (init.formData) body = init.formData;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const signal =
    init.signal ?? (typeof window === 'undefined' ? AbortSignal.timeout(SERVER_TIMEOUT_MS) : undefined);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal,
      ...(init.cacheTags
        ? { next: { tags: [...init.cacheTags], revalidate: PAGE_REVALIDATE_SECONDS } }
        : { cache: 'no-store' }),
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError' && init.signal?.aborted) throw err;
    throw new ApiError(
      0,
      DEFAULT_ERROR_TITLE,
      'Could not reach the server. Check your connection and try again.',
    );
  }

  if (init.as === 'blob' && response.ok) return (await response.blob()) as T;
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const data: unknown = response.status === 204 ? undefined : isJson ? await response.json() : undefined;
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

function toApiError(status: number, data: unknown): ApiError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as {
    title?: unknown;
    message?: unknown;
    errors?: unknown;
    code?: unknown;
  };
  const title = typeof body.title === 'string' && body.title ? body.title : DEFAULT_ERROR_TITLE;
  const message =
    typeof body.message === 'string' && body.message ? body.message : `Request failed (${status})`;
  const errors = Array.isArray(body.errors) ? (body.errors as TFieldError[]) : [];
  return new ApiError(status, title, message, errors, typeof body.code === 'string' ? body.code : undefined);
}

/** Reads the status of any error; 0 when it did not come from the API. */
export function errorStatus(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}
