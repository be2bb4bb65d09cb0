import type { ZAdminSliderListQuery } from '@bazaar/shared/slider';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { type SliderRow, sliders } from '../../db/schema/content.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';

type Placement = SliderRow['placement'];

// One order everywhere: sortOrder, then the older slide first, then id (uuidv7) for a stable tie.
const ORDER = [asc(sliders.sortOrder), asc(sliders.createdAt), asc(sliders.id)] as const;

/** The active slides of a placement, in order (the public carousel). */
export function listActiveSlides(db: Executor, placement: Placement): Promise<SliderRow[]> {
  return db
    .select()
    .from(sliders)
    .where(and(eq(sliders.placement, placement), eq(sliders.isActive, true)))
    .orderBy(...ORDER);
}

/** A placement's slides, active or not, in order; optionally matching title or link. */
export function listSlides(
  db: Executor,
  query: z.output<typeof ZAdminSliderListQuery>,
): Promise<{ docs: SliderRow[]; total: number }> {
  const where = and(
    eq(sliders.placement, query.placement),
    matchesSearch(query.search, [sliders.title, sliders.link]),
  );
  return fetchPage(
    db
      .select()
      .from(sliders)
      .where(where)
      .orderBy(...ORDER)
      .$dynamic(),
    db.select({ total: count() }).from(sliders).where(where),
    query,
  );
}

export async function findSlide(db: Executor, id: string): Promise<SliderRow | undefined> {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id)).limit(1);
  return row;
}

/** Inserts the slide after the last one of its placement. */
export async function insertSlide(
  db: Executor,
  values: Omit<typeof sliders.$inferInsert, 'sortOrder'>,
): Promise<SliderRow> {
  const next = sql<number>`(select coalesce(max(${sliders.sortOrder}) + 1, 0) from ${sliders} where ${sliders.placement} = ${values.placement})`;
  const [row] = await db
    .insert(sliders)
    .values({ ...values, sortOrder: next })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSlide(
  db: Executor,
  id: string,
  values: Partial<Pick<SliderRow, 'image' | 'title' | 'link' | 'isActive'>>,
): Promise<SliderRow | undefined> {
  const [row] = await db.update(sliders).set(values).where(eq(sliders.id, id)).returning();
  return row;
}

export async function deleteSlide(db: Executor, id: string): Promise<SliderRow | undefined> {
  const [row] = await db.delete(sliders).where(eq(sliders.id, id)).returning();
  return row;
}

/** Every slide of a placement in order, locked until the transaction ends (reordering). */
export function lockPlacement(tx: Executor, placement: Placement): Promise<SliderRow[]> {
  return tx
    .select()
    .from(sliders)
    .where(eq(sliders.placement, placement))
    .orderBy(...ORDER)
    .for('update');
}

export async function setSortOrder(tx: Executor, id: string, sortOrder: number): Promise<void> {
  await tx.update(sliders).set({ sortOrder }).where(eq(sliders.id, id));
}
