import type { ZAdminBlogListQuery } from '@bazaar/shared/blog';
import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { type BlogRow, blogs } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { fetchPage, matchesSearch, orderBySort } from '../../lib/list-query.ts';

export type BlogWithAuthor = BlogRow & { authorName: string | null };

const WITH_AUTHOR = { blog: blogs, authorName: users.fullName } as const;
const flatten = (r: { blog: BlogRow; authorName: string | null }): BlogWithAuthor => ({
  ...r.blog,
  authorName: r.authorName,
});

/** Published, and its publish time has come: what /blog shows. */
const isVisible = () =>
  and(eq(blogs.status, 'published'), isNotNull(blogs.publishedAt), lte(blogs.publishedAt, sql`now()`));

/** /blog: the visible posts, newest first. */
export async function listVisiblePosts(
  db: Executor,
  page: { page: number; limit: number },
): Promise<{ docs: BlogWithAuthor[]; total: number }> {
  const result = await fetchPage(
    db
      .select(WITH_AUTHOR)
      .from(blogs)
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(isVisible())
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .$dynamic(),
    db.select({ total: count() }).from(blogs).where(isVisible()),
    page,
  );
  return { docs: result.docs.map(flatten), total: result.total };
}

export async function findVisiblePost(db: Executor, slug: string): Promise<BlogWithAuthor | undefined> {
  const [row] = await db
    .select(WITH_AUTHOR)
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(and(eq(blogs.slug, slug), isVisible()))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** Every visible post's address (the sitemap). */
export function listVisibleSlugs(db: Executor): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(isVisible())
    .orderBy(desc(blogs.publishedAt));
}

const SORTS = { title: blogs.title, publishedAt: blogs.publishedAt, createdAt: blogs.createdAt } as const;

/** The back office's list: any status, searched by title, slug or excerpt. */
export async function listPosts(
  db: Executor,
  query: z.output<typeof ZAdminBlogListQuery>,
): Promise<{ docs: BlogWithAuthor[]; total: number }> {
  const where = and(
    query.status ? eq(blogs.status, query.status) : undefined,
    matchesSearch(query.search, [blogs.title, blogs.slug, blogs.excerpt]),
  );
  const result = await fetchPage(
    db
      .select(WITH_AUTHOR)
      .from(blogs)
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(...orderBySort(query.sort, SORTS, { ties: [asc(blogs.id)], nullsLast: true }))
      .$dynamic(),
    db.select({ total: count() }).from(blogs).where(where),
    query,
  );
  return { docs: result.docs.map(flatten), total: result.total };
}

export async function findPost(db: Executor, id: string): Promise<BlogWithAuthor | undefined> {
  const [row] = await db
    .select(WITH_AUTHOR)
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.id, id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function insertPost(db: Executor, values: typeof blogs.$inferInsert): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePost(
  db: Executor,
  id: string,
  values: Partial<Omit<BlogRow, 'id' | 'createdAt'>>,
): Promise<BlogRow | undefined> {
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Executor, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row;
}
