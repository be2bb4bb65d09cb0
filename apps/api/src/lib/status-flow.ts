import { canTransition, previousStatuses, type TStatusFlow } from '@bazaar/shared/status-flow';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** A table whose rows move through a status flow: an `id` key and a `status` column. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

type RowOf<T extends StatusTable> = T['$inferSelect'];

/**
 * Sends the notifications a move built, inside its transaction (`notifyHook(deps)` of
 * platform/notification/service.ts): the caller passes it, so lib imports no area.
 */
export type NotifyHook<N> = (tx: Executor, notifications: N[]) => Promise<unknown>;

export type TransitionOptions<
  T extends StatusTable,
  S extends string,
  R extends string,
  H extends PgTable,
  N = never,
> = {
  table: T;
  flow: TStatusFlow<S, R>;
  id: string;
  role: R;
  to: S;
  /**
   * The status the caller read and checked. The row moves only if it is still in it, so what the
   * caller decided from it (side effects, messages) stays true. Without it, the row moves from any
   * status the flow lets `role` leave for `to`.
   */
  from?: S;
  /** Other columns to change with the status. */
  set?: Omit<PgUpdateSetSource<T>, 'status'>;
  /** The history row recording the move, for lifecycles that keep one. */
  history?: { table: H; values: (row: RowOf<T>) => H['$inferInsert'] };
  /** Whom to tell about the move (built by the area's `notifications.ts`), sent through the hook. */
  notify?: (row: RowOf<T>) => N[];
  /** The error when the row did not move; gets the row as it is now, undefined when there is none. */
  onConflict?: (current: RowOf<T> | undefined) => AppError;
};

/**
 * Moves one row to `opts.to` inside the caller's transaction `tx`: a conditional UPDATE that
 * matches only while the row is in a status the flow lets `opts.role` move from, then the history
 * row, then the notifications, sent through `sendNotifications` (published once `tx` commits).
 * When nothing matched it throws 409 (or `onConflict`'s error) and has changed nothing; the throw
 * rolls back the caller's transaction.
 * Answers the moved row.
 */
export async function transition<
  T extends StatusTable,
  S extends string,
  R extends string,
  H extends PgTable,
  N = never,
>(tx: Executor, sendNotifications: NotifyHook<N>, opts: TransitionOptions<T, S, R, H, N>): Promise<RowOf<T>> {
  const { table, flow, role, to, from } = opts;
  const allowedFrom =
    from === undefined ? previousStatuses(flow, role, to) : canTransition(flow, role, from, to) ? [from] : [];
  const [row] =
    allowedFrom.length === 0
      ? []
      : ((await tx
          .update(table)
          .set({ ...opts.set, status: to } as PgUpdateSetSource<T>)
          .where(and(eq(table.id, opts.id), inArray(table.status, allowedFrom)))
          .returning()) as RowOf<T>[]);
  if (!row) {
    // Widened: Drizzle cannot tell that a generic table is not a returning-less subquery.
    const [current] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, opts.id))
      .limit(1)) as RowOf<T>[];
    throw opts.onConflict?.(current) ?? conflictError(flow, current?.status as S | undefined, to);
  }
  if (opts.history) await tx.insert(opts.history.table).values(opts.history.values(row));
  if (opts.notify) await sendNotifications(tx, opts.notify(row));
  return row;
}

function conflictError<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  current: S | undefined,
  to: S,
): AppError {
  if (current === undefined) return new AppError('NOT_FOUND', 'Not found');
  return new AppError(
    'CONFLICT',
    `It is ${flow.labels[current]} now and cannot move to ${flow.labels[to]}. Reload and try again.`,
  );
}
