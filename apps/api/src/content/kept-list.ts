import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppDeps } from '../lib/deps.ts';
import { newId } from '../lib/ids.ts';
import { checkUploadRef } from '../platform/upload/refs.ts';

// A short list the super admin keeps in order, each row with one picture: the team and the partners
// on /about. One store and one service for both; each says only its table, its noun, its picture's
// field and its answer's shape (its routes: lib/kept-list-routes.ts).

/** A kept list's table: an id, an order and a creation time (the order's tie-break). */
type KeptTable = PgTable & { id: AnyPgColumn; sortOrder: AnyPgColumn; createdAt: AnyPgColumn };

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

/** The rows of a kept list, read and written in its order. */
export function keptListStore<T extends KeptTable>(table: T) {
  type Row = T['$inferSelect'];
  // Drizzle's builders cannot follow a table given as a type parameter; each answer is the table's row.
  const one = (rows: unknown) => (rows as Row[])[0];
  return {
    list: (db: Executor): Promise<Row[]> =>
      db
        .select()
        .from(table as PgTable)
        .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id)) as unknown as Promise<Row[]>,
    find: async (db: Executor, id: string): Promise<Row | undefined> =>
      one(
        await db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id))
          .limit(1),
      ),
    insert: async (db: Executor, values: T['$inferInsert']): Promise<Row> => {
      const row = one(await db.insert(table).values(values).returning());
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update: async (db: Executor, id: string, values: Partial<Row>): Promise<Row | undefined> =>
      one(await db.update(table).set(values).where(eq(table.id, id)).returning()),
    remove: async (db: Executor, id: string): Promise<Row | undefined> =>
      one(await db.delete(table).where(eq(table.id, id)).returning()),
  };
}

/**
 * The service of a kept list: its rows in order, and the super admin's add, save and remove. The
 * picture (`picture`: the field of the row and of the requests) must be an image uploaded first; a
 * save keeps the current one unchecked, `null` clears it where the request allows, absent leaves it.
 * A save changes only the fields it names.
 */
export function keptListService<T extends KeptTable, Dto, P extends string & keyof T['$inferSelect']>(opts: {
  table: T;
  /** `Partner` → "Partner not found". */
  noun: string;
  picture: P;
  toDto: (row: T['$inferSelect'], imageBaseUrl: string) => Dto;
}) {
  type Row = T['$inferSelect'];
  /** A request: the picture's field beside the row's other fields it names. */
  type Input = { [K in P]?: string | null } & Record<string, unknown>;
  const store = keptListStore(opts.table);
  const notFound = () => new AppError('NOT_FOUND', `${opts.noun} not found`);
  const checkPicture = (deps: Deps, raw: string, current?: Row) =>
    checkUploadRef(deps, raw, {
      kind: 'image',
      field: opts.picture,
      keep: current ? [current[opts.picture] as string | null] : undefined,
    });

  return {
    store,
    list: async (deps: Deps): Promise<Dto[]> =>
      (await store.list(deps.db)).map((row) => opts.toDto(row, deps.imageBaseUrl)),

    create: async (deps: Deps, input: Input): Promise<Dto> => {
      const raw = input[opts.picture];
      const picture = raw ? await checkPicture(deps, raw) : null;
      const values = { ...input, id: newId(), [opts.picture]: picture } as T['$inferInsert'];
      return opts.toDto(await store.insert(deps.db, values), deps.imageBaseUrl);
    },

    update: async (deps: Deps, id: string, input: Input): Promise<Dto> => {
      const current = await store.find(deps.db, id);
      if (!current) throw notFound();
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) continue;
        const isNewPicture = key === opts.picture && typeof value === 'string';
        changes[key] = isNewPicture ? await checkPicture(deps, value, current) : value;
      }
      const row = await store.update(deps.db, id, changes as Partial<Row>);
      if (!row) throw notFound();
      return opts.toDto(row, deps.imageBaseUrl);
    },

    remove: async (deps: Deps, id: string): Promise<Dto> => {
      const row = await store.remove(deps.db, id);
      if (!row) throw notFound();
      return opts.toDto(row, deps.imageBaseUrl);
    },
  };
}
