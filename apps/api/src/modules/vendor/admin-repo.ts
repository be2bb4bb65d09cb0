import { parseSort } from '@bazaar/shared/list-query';
import type { TAdminVendorSort } from '@bazaar/shared/vendor';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, type VendorRow, vendors } from '../../db/schema/shop.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/sql.ts';

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
export async function listVendors(
  db: Executor,
  opts: {
    page: number;
    limit: number;
    status?: VendorRow['status'] | undefined;
    search?: string;
    sort: TAdminVendorSort;
  },
) {
  const { field, direction } = parseSort(opts.sort);
  const order = (direction === 'asc' ? asc : desc)(SORT_COLUMNS[field]);
  const pattern = opts.search ? `%${escapeLike(opts.search)}%` : null;
  const where = and(
    opts.status ? eq(vendors.status, opts.status) : undefined,
    pattern
      ? or(
          ilike(vendors.storeName, pattern),
          ilike(vendors.slug, pattern),
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const [docs, [totals]] = await Promise.all([
    db
      .select(withOwner)
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .where(where)
      .orderBy(order, desc(vendors.createdAt), desc(vendors.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ total: count() }).from(vendors).innerJoin(users, eq(users.id, vendors.userId)).where(where),
  ]);
  return { docs: docs.map(flatten), total: totals?.total ?? 0 };
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
