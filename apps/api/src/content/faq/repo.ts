import type { ZAdminFaqListQuery } from '@bazaar/shared/faq';
import { FAQ_SECTIONS } from '@bazaar/shared/faq';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { type FaqRow, faqs } from '../../db/schema/content.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';

// General first, then the sections in the menu's order; by hand-set order, then the older first.
const SECTION_ORDER = sql`array_position(array[${sql.join(
  FAQ_SECTIONS.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${faqs.section})`;
const ORDER = [SECTION_ORDER, asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id)] as const;

export function listPublishedFaqs(db: Executor): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.isPublished, true))
    .orderBy(...ORDER);
}

export function listFaqs(
  db: Executor,
  query: z.output<typeof ZAdminFaqListQuery>,
): Promise<{ docs: FaqRow[]; total: number }> {
  const where = and(
    query.section ? eq(faqs.section, query.section) : undefined,
    matchesSearch(query.search, [faqs.question, faqs.answer]),
  );
  return fetchPage(
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(...ORDER)
      .$dynamic(),
    db.select({ total: count() }).from(faqs).where(where),
    query,
  );
}

export async function insertFaq(db: Executor, values: typeof faqs.$inferInsert): Promise<FaqRow> {
  const [row] = await db.insert(faqs).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateFaq(
  db: Executor,
  id: string,
  values: Partial<Omit<FaqRow, 'id' | 'createdAt'>>,
): Promise<FaqRow | undefined> {
  const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row;
}

export async function deleteFaq(db: Executor, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning();
  return row;
}
