import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

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
