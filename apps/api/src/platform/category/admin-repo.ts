import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { type CategoryRow, categories, products } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { escapeLike } from '../../lib/sql.ts';

export type CategoryWithCounts = CategoryRow & {
  productCount: number;
  taskCount: number;
  jobCount: number;
  childCount: number;
};

// Spelled out with table names: Drizzle leaves columns unqualified in single-table selects, which
// would bind them to the subquery's own table.
const productCount = sql<number>`(
  select count(*)::int from "products" p where p.category_id = "categories"."id"
)`;
const taskCount = sql<number>`(
  select count(*)::int from "tasks" t where t.category_id = "categories"."id"
)`;
const jobCount = sql<number>`(
  select count(*)::int from "jobs" j where j.category_id = "categories"."id"
)`;
const childCount = sql<number>`(
  select count(*)::int from "categories" c where c.parent_id = "categories"."id"
)`;

/** Every category of a section with its direct product, task, job and child counts, in sort order. */
export async function listCategoriesWithCounts(
  db: Executor,
  section: CategoryRow['section'],
): Promise<CategoryWithCounts[]> {
  const rows = await db
    .select({ category: categories, productCount, taskCount, jobCount, childCount })
    .from(categories)
    .where(eq(categories.section, section))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  return rows.map((r) => ({
    ...r.category,
    productCount: Number(r.productCount),
    taskCount: Number(r.taskCount),
    jobCount: Number(r.jobCount),
    childCount: Number(r.childCount),
  }));
}

export async function findCategoryWithCounts(
  db: Executor,
  id: string,
): Promise<CategoryWithCounts | undefined> {
  const [row] = await db
    .select({ category: categories, productCount, taskCount, jobCount, childCount })
    .from(categories)
    .where(eq(categories.id, id));
  return (
    row && {
      ...row.category,
      productCount: Number(row.productCount),
      taskCount: Number(row.taskCount),
      jobCount: Number(row.jobCount),
      childCount: Number(row.childCount),
    }
  );
}

/** Any fixed number: the advisory lock that serialises category moves. */
const TREE_MOVE_LOCK = 7_242_101;

/** Holds the category-move lock until the transaction ends. */
export async function lockTreeMoves(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${TREE_MOVE_LOCK})`);
}

export async function lockCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** The ids of the category and every category below it. */
export async function subtreeIds(db: Executor, id: string): Promise<Set<string>> {
  const result = await db.execute(sql`with recursive sub as (
      select id, 0 as depth from ${categories} where id = ${id}
      union all
      select c.id, sub.depth + 1 from ${categories} c join sub on c.parent_id = sub.id where sub.depth < 50
    ) select id from sub`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  const { rows } = result as unknown as { rows: { id: string }[] };
  return new Set(rows.map((r) => r.id));
}

export async function listCategorySlugsLike(
  db: Executor,
  section: CategoryRow['section'],
  base: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.section, section),
        or(eq(categories.slug, base), like(categories.slug, `${escapeLike(base)}-%`)),
      ),
    );
  return rows.map((r) => r.slug);
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<void> {
  await db.insert(categories).values(values);
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: Partial<Pick<CategoryRow, 'name' | 'parentId' | 'image' | 'sortOrder' | 'isActive'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function countChildrenAndProducts(
  db: Executor,
  id: string,
): Promise<{ children: number; products: number; tasks: number; jobs: number }> {
  const [c] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  const [p] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const [t] = await db.select({ n: count() }).from(tasks).where(eq(tasks.categoryId, id));
  const [j] = await db.select({ n: count() }).from(jobs).where(eq(jobs.categoryId, id));
  return { children: c?.n ?? 0, products: p?.n ?? 0, tasks: t?.n ?? 0, jobs: j?.n ?? 0 };
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
