import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';

/** The Drizzle database both drivers satisfy; repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept the database or an open transaction. */
export type Executor = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

export type DbHandle = {
  db: Db;
  kind: DbKind;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/**
 * Opens PGlite with the extensions the migrations need (pg_trgm): in memory, or in a folder only
 * through openPgliteFolder, which holds the folder's lock.
 */
export async function createPgliteClient(): Promise<PGlite> {
  return PGlite.create(undefined, PGLITE_OPTIONS);
}

/**
 * PGlite in a folder, which one process at a time may open: a second one would write beside the
 * first, each blind to the other's writes, and lose some of them. Throws FolderLockedError naming
 * the holder; the lock is released on close (or when the process exits).
 */
export async function openPgliteFolder(folder: string): Promise<DbHandle> {
  mkdirSync(dirname(folder), { recursive: true });
  const lock = await lockFolder(folder);
  try {
    mkdirSync(folder, { recursive: true });
    const handle = wrapPglite(await PGlite.create(folder, PGLITE_OPTIONS));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Wraps an open PGlite (e.g. a test clone) in a handle. */
export function wrapPglite(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Marks a statement PostgreSQL should plan once per connection rather than on every run: the public
 * listings' page reads (lib/list-query.ts), whose planning cost as much as a third of their time
 * (decision 025). Written into the statement's SQL as a comment, so that it reaches the pool.
 */
export const PLANNED_ONCE = '/* planned once */';

/**
 * `condition` with the PLANNED_ONCE mark, for the WHERE of a statement whose plan is the same for
 * every value (a page read by primary key or unique slug, whose planning took 4× its execution).
 */
export function plannedOnce(condition: SQL): SQL {
  return sql`${condition} ${sql.raw(PLANNED_ONCE)}`;
}

/**
 * A read whose SQL Drizzle builds once per database (or transaction) instead of on every call:
 * `build` returns a prepared query (`.prepare(name)`, its values `sql.placeholder`s), kept per
 * executor. Building the task page's statement (two dozen columns, four subqueries) took about a
 * third of the API's time for an uncached task page. The name must be unique to the statement; with
 * PLANNED_ONCE in its text it runs on the planned-once pool under that name.
 */
export function builtOnce<P>(build: (db: Executor) => P): (db: Executor) => P {
  const built = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** How many shapes of one statement builtPerShape keeps: past them, a statement is built per call. */
export const MAX_BUILT_SHAPES = 100;

/**
 * builtOnce for a statement of a few shapes: `shape` is everything that decides its text (a search's
 * sort, page and read, decision 056), its values are placeholders. Each shape is built once per
 * database and named `<name>_<n>`; past MAX_BUILT_SHAPES shapes (a page nobody reads, asked for on
 * purpose) undefined, and the caller builds the statement with its values as before.
 */
export function builtPerShape<S, P>(
  name: string,
  build: (db: Executor, shape: S, name: string) => P,
): (db: Executor, shape: S) => P | undefined {
  const shapes = new Map<string, (db: Executor) => P>();
  return (db, shape) => {
    const key = JSON.stringify(shape);
    let built = shapes.get(key);
    if (built === undefined) {
      if (shapes.size >= MAX_BUILT_SHAPES) return undefined;
      const shapeName = `${name}_${shapes.size}`;
      built = builtOnce((db) => build(db, shape, shapeName));
      shapes.set(key, built);
    }
    return built(db);
  };
}

/** Any fixed number; only the PostgreSQL migrations take this advisory lock (the seed has its own). */
const MIGRATE_LOCK_KEY = 7_242_002;

/** Distinct statements kept prepared per connection; past it a marked statement is planned per run. */
export const MAX_PLANNED_STATEMENTS = 500;

type QueryConfigLike = { text: string; name?: string | undefined };

function isPlannedOnce(config: unknown): config is QueryConfigLike {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfigLike).text === 'string' &&
    (config as QueryConfigLike).text.includes(PLANNED_ONCE)
  );
}

/**
 * Sends the statements marked PLANNED_ONCE to `planned` as named statements (the name a hash of the
 * text): each connection parses and plans one once, with `plan_cache_mode = force_generic_plan`, and
 * runs that plan with every later set of values. Everything else, transactions included, stays on
 * `pool` with a plan made for its values. The marked statements must not depend on their values for
 * a good plan: no parameter where a partial index's predicate is matched (decision 025). Nor do they
 * start parallel workers (`max_parallel_workers_per_gather = 0`): a plan made without its values
 * guesses its row counts, and a guess of many rows bought a walk of the task list two workers whose
 * start took longer than the page (decision 025's addendum on broad words).
 */
function routePlannedStatements(pool: pg.Pool, planned: pg.Pool): void {
  const runOnPool = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const runPlanned = planned.query.bind(planned) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isPlannedOnce(config)) return runOnPool(config, ...rest);
    // A statement built once (builtOnce) comes named; any other is named by its text.
    const name = config.name ?? `p_${createHash('sha1').update(config.text).digest('base64url')}`;
    if (!names.has(name) && names.size >= MAX_PLANNED_STATEMENTS) return runOnPool(config, ...rest);
    names.add(name);
    return runPlanned({ ...config, name }, ...rest);
  }) as typeof pool.query;
}

/**
 * Wraps a pg Pool on DATABASE_URL in a handle, with a second pool of `max` connections for the
 * statements planned once (routePlannedStatements).
 */
export function createPostgresHandle(databaseUrl: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  const planned = new pg.Pool({
    connectionString: databaseUrl,
    max,
    options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
  });
  routePlannedStatements(pool, planned);
  // A connection that dies while idle in the pool (the server restarted, pg_terminate_backend) is
  // dropped and replaced on the next query; without a listener its error would end the process.
  for (const p of [pool, planned]) {
    p.on('error', (err) =>
      console.warn(`database: an idle connection ended (${err.message}); it is replaced`),
    );
  }
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Under a session lock on one connection: instances starting together on one database migrate
      // one after another (the later ones find nothing to apply) instead of racing on the same DDL.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
        await migratePg(drizzlePg(client, { casing: 'snake_case' }) as never, {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), planned.end()]);
    },
  };
}

/** PostgreSQL when a URL is given, else PGlite under DATA_DIR/pglite. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) return createPostgresHandle(opts.databaseUrl);
  return openPgliteFolder(join(opts.dataDir, 'pglite'));
}
