/** The PostgreSQL error codes the API acts on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_CODE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** A delete or update refused by an `ON DELETE RESTRICT` reference. */
  restrictViolation: '23001',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** What the API reads from a PostgreSQL error (both drivers, pg and PGlite, set these fields). */
export type PgError = { code: string; constraint?: string; detail?: string; message: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error inside `err`, or null. Drizzle wraps driver errors, so the cause chain is
 * walked (a few levels, never forever).
 */
export function pgErrorOf(err: unknown): PgError | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const c = current as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof c.code === 'string' && SQLSTATE.test(c.code)) {
      const found: PgError = { code: c.code, message: typeof c.message === 'string' ? c.message : '' };
      if (typeof c.constraint === 'string') found.constraint = c.constraint;
      if (typeof c.detail === 'string') found.detail = c.detail;
      return found;
    }
    current = c.cause;
  }
  return null;
}

/** The SQLSTATE of the PostgreSQL error inside `err`, or null. */
export function pgErrorCode(err: unknown): string | null {
  return pgErrorOf(err)?.code ?? null;
}

/**
 * A unique violation; with `constraint`, only of that constraint (named by the error's constraint
 * field, else by its message).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(err);
  if (pg?.code !== PG_CODE.uniqueViolation) return false;
  return constraint === undefined || pg.constraint === constraint || pg.message.includes(constraint);
}

/** A row still referenced from another table (NO ACTION or RESTRICT), or a reference to a missing row. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === PG_CODE.foreignKeyViolation || code === PG_CODE.restrictViolation;
}

/** A deadlock or a serialization failure: the transaction did nothing and may simply run again. */
export function isRetryable(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === PG_CODE.deadlockDetected || code === PG_CODE.serializationFailure;
}

/** Text to match literally inside a LIKE/ILIKE pattern (`%`, `_` and `\` lose their meaning). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
