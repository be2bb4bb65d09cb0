import type { ZAdminListQuery, ZAdminUserListQuery } from '@bazaar/shared/user';
import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { jobApplications } from '../../db/schema/jobs.ts';
import { orders, reviews } from '../../db/schema/orders.ts';
import { rentInquiries, rentListings } from '../../db/schema/rents.ts';
import { vendors } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';

/** Newest accounts first, optionally matching name, email or phone, a role and a status. */
export function listUsers(db: Executor, query: z.output<typeof ZAdminUserListQuery>) {
  const where = and(
    matchesSearch(query.search, [users.fullName, users.email, users.phone]),
    query.role ? arrayContains(users.roles, [query.role]) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  );
  return fetchPage(
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    db.select({ total: count() }).from(users).where(where),
    query,
  );
}

/** Accounts holding Admin or SuperAdmin, newest first. */
export function listAdmins(db: Executor, query: z.output<typeof ZAdminListQuery>) {
  const where = and(
    arrayOverlaps(users.roles, ['Admin', 'SuperAdmin']),
    matchesSearch(query.search, [users.fullName, users.email, users.phone]),
  );
  return fetchPage(
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    db.select({ total: count() }).from(users).where(where),
    query,
  );
}

/**
 * The ids of the active super admins, locked for the caller's transaction: two super admins taking
 * each other's role at once wait for each other, so the second sees the first's change.
 */
export async function lockActiveSuperAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayContains(users.roles, ['SuperAdmin']), eq(users.status, 'active')))
    .for('update');
  return rows.map((r) => r.id);
}

/** A user's orders: how many, what they spent (cancelled left out) and the latest few. */
export async function orderSummary(db: Executor, userId: string, recentLimit: number) {
  const [totals] = await db
    .select({
      count: count(),
      spent: sum(sql`case when ${orders.status} <> 'Cancelled' then ${orders.total} else 0 end`).mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const recent = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      storeName: vendors.storeName,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(recentLimit);
  return { count: totals?.count ?? 0, spent: totals?.spent ?? 0, recent };
}

export async function reviewCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId));
  return row?.total ?? 0;
}

export async function taskCounts(db: Executor, userId: string) {
  const [row] = await db
    .select({
      posted: sum(sql`case when ${tasks.posterId} = ${userId} then 1 else 0 end`).mapWith(Number),
      completedAsTasker: sum(
        sql`case when ${tasks.assignedTaskerId} = ${userId} and ${tasks.status} = 'Completed' then 1 else 0 end`,
      ).mapWith(Number),
    })
    .from(tasks)
    .where(sql`${tasks.posterId} = ${userId} or ${tasks.assignedTaskerId} = ${userId}`);
  return { posted: row?.posted ?? 0, completedAsTasker: row?.completedAsTasker ?? 0 };
}

export async function rentCounts(db: Executor, userId: string) {
  const [[listings], [inquiries]] = await Promise.all([
    db.select({ n: count() }).from(rentListings).where(eq(rentListings.ownerId, userId)),
    db.select({ n: count() }).from(rentInquiries).where(eq(rentInquiries.senderId, userId)),
  ]);
  return { listings: listings?.n ?? 0, inquiriesSent: inquiries?.n ?? 0 };
}

export async function storeOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: vendors.id, storeName: vendors.storeName, slug: vendors.slug, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.userId, userId))
    .limit(1);
  return row;
}

/** Another account already holding this email (for a new admin account). */
export async function emailTaken(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The jobs a user applied to, and the applications that ended in Hired. */
export async function jobCounts(db: Executor, userId: string) {
  const [row] = await db
    .select({
      applied: sql<number>`count(*)::int`,
      hired: sum(sql`case when ${jobApplications.status} = 'Hired' then 1 else 0 end`).mapWith(Number),
    })
    .from(jobApplications)
    .where(sql`${jobApplications.applicantId} = ${userId}`);
  return { applied: row?.applied ?? 0, hired: row?.hired ?? 0 };
}
