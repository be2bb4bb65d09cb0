import type { TCategorySection } from '@bazaar/shared/category';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
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

/** A category as the tree's links: its id, slug and parent. */
export type CategoryLink = { id: string; slug: string; parentId: string | null };

/** Every category of a section as links (hidden ones too: a listing by category reads them as well). */
export async function listCategoryLinks(db: Executor, section: TCategorySection): Promise<CategoryLink[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.section, section));
}

/** How deep the tree is read below a category, as the database's recursive reads did. */
const MAX_TREE_DEPTH = 20;

/**
 * The ids of the category with `slug` and of every category below it, from the section's links;
 * none when no category has the slug.
 */
export function categoryAndDescendants(links: readonly CategoryLink[], slug: string): string[] {
  const root = links.find((link) => link.slug === slug);
  if (!root) return [];
  const children = new Map<string, string[]>();
  for (const link of links) {
    if (!link.parentId) continue;
    const siblings = children.get(link.parentId);
    if (siblings) siblings.push(link.id);
    else children.set(link.parentId, [link.id]);
  }
  const ids = [root.id];
  let level = [root.id];
  for (let depth = 0; depth < MAX_TREE_DEPTH && level.length > 0; depth++) {
    level = level.flatMap((id) => children.get(id) ?? []);
    ids.push(...level);
  }
  return ids;
}

/**
 * SQL: the slugs of the category `categoryId` (an SQL expression, e.g. a listing's column) and of every
 * category above it, as a text array: what a saved search of a parent category matches (decision 047).
 */
export function categorySlugChainSql(categoryId: SQL | AnyColumn): SQL<string[]> {
  return sql<string[]>`array(
    with recursive up(id, slug, parent_id, depth) as (
      select c.id, c.slug, c.parent_id, 0 from ${categories} c where c.id = ${categoryId}
      union all
      select c.id, c.slug, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id
      where up.depth < ${MAX_TREE_DEPTH}
    )
    select slug from up)`;
}

/** A category of a section by id: its id and whether it is active (undefined when not the section's). */
export async function findSectionCategory(db: Executor, section: TCategorySection, id: string) {
  const [row] = await db
    .select({ id: categories.id, isActive: categories.isActive })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.section, section)));
  return row;
}

/**
 * A section's active categories in display order, each with `openCount`: what `countOpen` counts, a
 * correlated count of its open listings (`… where x.category_id = "categories"."id" …`).
 */
export async function listCategoriesCounting(db: Executor, section: TCategorySection, countOpen: SQL) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      sortOrder: categories.sortOrder,
      openCount: sql<number>`(${countOpen})`,
    })
    .from(categories)
    .where(and(eq(categories.section, section), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}
