// No zod here: every page of the web app imports this.

/**
 * Every error code the API can answer with, and the HTTP status it maps to (docs/product-rules.md "API
 * conventions").
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  SESSION_REVOKED: 445,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default toast titles per code; a thrower may override with its own title. */
export const ERROR_TITLE: Record<ErrorCode, string> = {
  VALIDATION: 'Invalid input',
  UNAUTHORIZED: 'Please sign in',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Too large',
  URI_TOO_LONG: 'Address too long',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported file',
  BUSINESS_RULE: 'Cannot do that',
  RATE_LIMITED: 'Too many requests',
  SESSION_REVOKED: 'Session ended',
  INTERNAL: 'Something Went Wrong!',
};

export type TFieldError = { path: string; message: string };

/** The one error body every failing API call returns. */
export type TErrorResponse = {
  statusCode: number;
  code?: string;
  title: string;
  message: string;
  errors?: TFieldError[];
};

/** Statuses after which the web app signs the user out (docs/product-rules.md "Errors and toasts"). */
export const SIGN_OUT_STATUSES = [401, 445] as const;
/** Statuses a query is never retried on (docs/product-rules.md "Errors and toasts"). */
export const NO_RETRY_STATUSES = [401, 403, 404] as const;
export const DEFAULT_ERROR_TITLE = 'Something Went Wrong!';
/** The title of a success toast when the answer says nothing at all. */
export const DEFAULT_SUCCESS_TITLE = 'Done';
