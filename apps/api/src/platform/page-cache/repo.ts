import { asc, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PagePurgeRow, pagePurges } from '../../db/schema/page-purges.ts';
import { newId } from '../../lib/ids.ts';

export async function insertPagePurge(db: Executor, tags: readonly string[]): Promise<void> {
  await db.insert(pagePurges).values({ id: newId(), tags: [...tags] });
}

/** The purges recorded at or after `since` (all of the last minute when null), oldest first. */
export async function listPagePurges(
  db: Executor,
  since: Date | null,
  limit: number,
): Promise<{ rows: PagePurgeRow[]; now: Date }> {
  const [rows, [clock]] = await Promise.all([
    db
      .select()
      .from(pagePurges)
      .where(gte(pagePurges.createdAt, since ?? sql`now() - interval '1 minute'`))
      .orderBy(asc(pagePurges.createdAt), asc(pagePurges.id))
      .limit(limit),
    // Both drivers (pg and PGlite) answer raw queries with `rows`.
    db
      .execute(sql`select clock_timestamp() as now`)
      .then((r) => (r as unknown as { rows: { now: string | Date }[] }).rows),
  ]);
  return { rows, now: new Date(clock?.now ?? Date.now()) };
}

export async function deletePagePurgesBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(pagePurges).where(lt(pagePurges.createdAt, before));
}
