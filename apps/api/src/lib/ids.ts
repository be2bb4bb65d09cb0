import { v7 } from 'uuid';

/** Time-ordered ids, generated in the app so PostgreSQL 15 and PGlite agree. */
export function newId(): string {
  return v7();
}
