import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../db/client.ts';

/** Work that must see only committed data, such as telling other API instances about a new row. */
export type AfterCommitEffect = () => Promise<void>;

// The effects waiting for each open transaction started by inTransaction. Keyed by the transaction
// object that services pass down, so nothing has to thread a list through every call.
const waiting = new WeakMap<object, AfterCommitEffect[]>();

/**
 * Runs `work` in a transaction and, once it commits, the effects registered on it with
 * `afterCommit`, in order. When `work` throws, the transaction rolls back and its effects are
 * dropped. A retry is a new transaction with its own effects.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: AfterCommitEffect[] = [];
  const result = await db.transaction(async (tx) => {
    waiting.set(tx, effects);
    return work(tx);
  });
  for (const effect of effects) await effect();
  return result;
}

/**
 * Runs `effect` once the data written through `db` is committed: after the transaction started by
 * `inTransaction` commits (never, if it rolls back), or right away outside a transaction, where
 * every statement commits on its own. The data is committed whatever the effect does, so an effect
 * must not throw: it handles its own failures.
 */
export async function afterCommit(db: Executor, effect: AfterCommitEffect): Promise<void> {
  const effects = waiting.get(db);
  if (effects) {
    effects.push(effect);
    return;
  }
  // Running it now would act on data that may still roll back.
  if (db instanceof PgTransaction) {
    throw new Error('afterCommit() needs a transaction started with inTransaction()');
  }
  await effect();
}
