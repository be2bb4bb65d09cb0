import type { TCategorySection } from '@bazaar/shared/category';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CategoryRow, categories } from '../../db/schema/shop.ts';

/** Active categories of a section in display order (sort order, then name). */
export async function listActiveCategories(db: Executor, section: TCategorySection): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.section, section), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The path from the root down to the category (inclusive), for breadcrumbs. */
export async function findCategoryPath(
  db: Executor,
  categoryId: string,
): Promise<{ id: string; name: string; slug: string }[]> {
  const result = await db.execute(sql`
    with recursive up as (
      select id, name, slug, parent_id, 0 as depth from ${categories} where id = ${categoryId}
      union all
      select c.id, c.name, c.slug, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id
      where up.depth < 20
    )
    select id, name, slug, depth from up order by depth desc`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const { rows } = result as unknown as { rows: { id: string; name: string; slug: string }[] };
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug }));
}
