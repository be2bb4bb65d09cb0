import type { ZAdminVendorListQuery } from '@bazaar/shared/vendor';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { products, type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { fetchPage, matchesSearch, orderBySort } from '../../../lib/list-query.ts';

export type VendorWithOwner = VendorRow & { ownerName: string; ownerEmail: string; productCount: number };

// Archived products are gone for good from the store; drafts still belong to it.
const productCount = sql<number>`(
  select count(*)::int from ${products}
  where ${products.vendorId} = ${vendors.id} and ${products.status} <> 'archived'
)`;

const withOwner = {
  vendor: vendors,
  ownerName: users.fullName,
  ownerEmail: users.email,
  productCount,
};

function flatten(row: {
  vendor: VendorRow;
  ownerName: string;
  ownerEmail: string;
  productCount: number;
}): VendorWithOwner {
  return {
    ...row.vendor,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    productCount: Number(row.productCount),
  };
}

export async function findVendorById(db: Executor, id: string): Promise<VendorWithOwner | undefined> {
  const [row] = await db
    .select(withOwner)
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, id))
    .limit(1);
  return row && flatten(row);
}

const SORT_COLUMNS = {
  storeName: sql`lower(${vendors.storeName})`,
  productCount,
  createdAt: vendors.createdAt,
  status: vendors.status,
};

/** In `sort` order (ties newest first), optionally by status and matching store name, slug, owner name or email. */
export async function listVendors(db: Executor, opts: z.output<typeof ZAdminVendorListQuery>) {
  const where = and(
    opts.status ? eq(vendors.status, opts.status) : undefined,
    matchesSearch(opts.search, [vendors.storeName, vendors.slug, users.fullName, users.email]),
  );
  const result = await fetchPage(
    db
      .select(withOwner)
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .where(where)
      .orderBy(...orderBySort(opts.sort, SORT_COLUMNS, { ties: [desc(vendors.createdAt), desc(vendors.id)] }))
      .$dynamic(),
    db.select({ total: count() }).from(vendors).innerJoin(users, eq(users.id, vendors.userId)).where(where),
    opts,
  );
  return { docs: result.docs.map(flatten), total: result.total };
}

/** Sets the status when it differs; undefined when the vendor is missing or already in that status. */
export async function changeVendorStatus(
  db: Executor,
  id: string,
  status: VendorRow['status'],
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ status })
    .where(and(eq(vendors.id, id), ne(vendors.status, status)))
    .returning();
  return row;
}
