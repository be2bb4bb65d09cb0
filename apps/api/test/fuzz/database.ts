import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPostgresHandle, type Db, type DbHandle } from '../../src/db/client.ts';

/**
 * A database of the fuzz's own. On PGlite every test file has its own clone anyway; on PostgreSQL
 * the test files share DATABASE_URL and write to it in parallel, so "nothing changed" could only be
 * judged on a database nobody else writes to: a fresh one, migrated, dropped afterwards.
 */
export async function openIsolatedPostgres(databaseUrl: string): Promise<DbHandle> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || 'bazaar'}_fuzz_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const handle = createPostgresHandle(url.toString(), 4);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Every table's row count and a digest of its rows, in a stable order. */
export async function snapshotTables(db: Db): Promise<Record<string, string>> {
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    );
    out[name] = `${row?.n ?? 0} rows, ${row?.digest ?? 'empty'}`;
  }
  return out;
}
