import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/** Wraps a pg Pool on DATABASE_URL in a handle. */
export function createPostgresHandle(databaseUrl: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, else PGlite under DATA_DIR/pglite. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) return createPostgresHandle(opts.databaseUrl);
  return openPgliteFolder(join(opts.dataDir, 'pglite'));
}
