import { and, arrayContains, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { containsPattern } from './list-query.ts';

// The admin list of a section's listings (tasks, rentals): every listing, hidden and drafts too,
// searched by its title or by the name or email of whoever listed it, filtered by status, place,
// visibility and the section's own columns, with counts per status. One helper for every such table
// instead of a copy per section with the table swapped.

/** The columns of a listing table the admin list reads. */
export type AdminListingTable = {
  table: PgTable;
  title: AnyPgColumn;
  status: AnyPgColumn;
  isHidden: AnyPgColumn;
  placePath: AnyPgColumn;
  /** The person who listed it (an owner, a poster), found by their name or email. */
  personId: AnyPgColumn;
};

/** The filters every admin listing list offers (beside each section's own, given as `also`). */
export type AdminListingFilters = {
  search?: string | undefined;
  status?: string | undefined;
  placeId?: string | undefined;
  hidden?: boolean | undefined;
};

/**
 * The WHERE of an admin listing list. `withStatus: false` leaves the status out, for the counts per
 * status the tabs show; `also` adds the section's own conditions (a category, a type).
 */
export function adminListingWhere(
  t: AdminListingTable,
  filters: AdminListingFilters,
  opts: { withStatus: boolean; also?: (SQL | undefined)[] },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        sql`${t.title} ilike ${pattern}`,
        sql`exists (select 1 from "users" u where u.id = ${t.personId} and (u.full_name ilike ${pattern} or u.email ilike ${pattern}))`,
      ),
    );
  }
  if (opts.withStatus && filters.status) conditions.push(eq(t.status, filters.status));
  conditions.push(...(opts.also ?? []));
  if (filters.placeId) conditions.push(arrayContains(t.placePath, [filters.placeId]));
  if (filters.hidden !== undefined) conditions.push(eq(t.isHidden, filters.hidden));
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** How many listings match `where`. */
export async function countAdminListings(db: Executor, t: AdminListingTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(t.table).where(where);
  return row?.n ?? 0;
}

/** How many listings match `where` in each status (a status no listing has is absent). */
export async function countAdminListingsByStatus<S extends string>(
  db: Executor,
  t: AdminListingTable,
  where: SQL | undefined,
): Promise<Map<S, number>> {
  const rows = await db.select({ status: t.status, n: count() }).from(t.table).where(where).groupBy(t.status);
  return new Map(rows.map((r) => [r.status as S, r.n]));
}

/**
 * A page of an admin listing list and how many listings match in all, read side by side: `readRows`
 * reads the page's rows (the section's own select and order) at `offset`.
 */
export async function readAdminListingPage<R>(
  db: Executor,
  t: AdminListingTable,
  where: SQL | undefined,
  page: { page: number; limit: number },
  readRows: (offset: number) => Promise<R[]>,
): Promise<{ docs: R[]; total: number }> {
  const [docs, total] = await Promise.all([
    readRows((page.page - 1) * page.limit),
    countAdminListings(db, t, where),
  ]);
  return { docs, total };
}
