import { ERROR_STATUS, ERROR_TITLE, type ErrorCode, type TFieldError } from '@bazaar/shared/errors';

/** The only error services throw; the error handler turns it into the one error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly title: string;
  readonly errors: TFieldError[] | undefined;

  constructor(code: ErrorCode, message: string, opts: { title?: string; errors?: TFieldError[] } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.title = opts.title ?? ERROR_TITLE[code];
    this.errors = opts.errors;
  }
}

/** A 400 naming one field, with the field in the message too. */
export function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION', `${path}: ${message}`, { errors: [{ path, message }] });
}
