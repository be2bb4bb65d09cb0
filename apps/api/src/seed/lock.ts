import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../lib/transaction.ts';

/** Any fixed number; only the demo seed takes this advisory lock. */
const SEED_LOCK_KEY = 7_242_001;

/**
 * Runs the demo seed in one transaction holding an advisory lock, so API instances starting together
 * on one fresh PostgreSQL database seed one after another (the second finds the data and adds nothing)
 * instead of racing on the same rows. The seeds' own transactions become savepoints inside it.
 */
export async function withSeedLock<T>(db: Db, seed: (db: Db) => Promise<T>): Promise<T> {
  // Through inTransaction: what the seed writes with the API's own services announces itself after
  // the commit (afterCommit: listing events, notifications), as it does for a request.
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return seed(tx as unknown as Db);
  });
}
