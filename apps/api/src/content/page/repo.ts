import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type SitePageRow, sitePages } from '../../db/schema/content.ts';

type Key = SitePageRow['key'];

export function listPages(db: Executor): Promise<SitePageRow[]> {
  return db.select().from(sitePages);
}

export async function findPage(db: Executor, key: Key): Promise<SitePageRow | undefined> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key)).limit(1);
  return row;
}

export async function upsertPage(
  db: Executor,
  values: Pick<SitePageRow, 'key' | 'title' | 'body'>,
): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values(values)
    .onConflictDoUpdate({
      target: sitePages.key,
      set: { title: values.title, body: values.body, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Seeding: writes the page only when it has never been written. */
export async function insertPageIfMissing(
  db: Executor,
  values: Pick<SitePageRow, 'key' | 'title' | 'body'>,
): Promise<void> {
  await db.insert(sitePages).values(values).onConflictDoNothing();
}
