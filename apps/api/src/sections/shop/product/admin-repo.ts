import type { TPageQuery } from '@bazaar/shared/pagination';
import type { TBackOfficeProductSort } from '@bazaar/shared/product';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { categories, type ProductRow, products, type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { fetchPage, matchesSearch } from '../../../lib/list-query.ts';
import {
  type BackOfficeRow,
  backOfficeColumns,
  backOfficeOrder,
  productTextCondition,
} from './vendor-repo.ts';

export type AdminProductRow = BackOfficeRow & {
  vendorStoreName: string;
  vendorSlug: string;
  vendorStatus: VendorRow['status'];
  vendorUserId: string;
};

const columns = {
  ...backOfficeColumns,
  vendorStoreName: vendors.storeName,
  vendorSlug: vendors.slug,
  vendorStatus: vendors.status,
  vendorUserId: vendors.userId,
};

/** The category and everything below it. */
function categoryWithDescendants(id: string): SQL {
  return sql`(with recursive sub as (
      select ${categories.id} as id from ${categories} where ${categories.id} = ${id}
      union all
      select c.id from ${categories} c join sub on c.parent_id = sub.id
    ) select id from sub)`;
}

export type AdminProductFilters = {
  search?: string | undefined;
  vendorId?: string | undefined;
  categoryId?: string | undefined;
  status?: ProductRow['status'] | undefined;
  isHidden?: boolean | undefined;
  isFeatured?: boolean | undefined;
};

function buildWhere(f: AdminProductFilters): SQL | undefined {
  return and(
    f.vendorId ? eq(products.vendorId, f.vendorId) : undefined,
    f.categoryId ? sql`${products.categoryId} in ${categoryWithDescendants(f.categoryId)}` : undefined,
    f.status ? eq(products.status, f.status) : undefined,
    f.isHidden !== undefined ? eq(products.isHidden, f.isHidden) : undefined,
    f.isFeatured !== undefined ? eq(products.isFeatured, f.isFeatured) : undefined,
    f.search ? or(productTextCondition(f.search), matchesSearch(f.search, [vendors.storeName])) : undefined,
  );
}

export async function listAdminProducts(
  db: Executor,
  opts: AdminProductFilters & TPageQuery & { sort: TBackOfficeProductSort },
): Promise<{ docs: AdminProductRow[]; total: number }> {
  const where = buildWhere(opts);
  return fetchPage(
    db
      .select(columns)
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...backOfficeOrder(opts.sort))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(where),
    opts,
  );
}

export async function findAdminProduct(db: Executor, id: string): Promise<AdminProductRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

/** Sets the flags and answers the row as it was before (locked), or undefined when it is missing. */
export async function setProductFlags(
  db: Executor,
  id: string,
  flags: { isHidden?: boolean | undefined; isFeatured?: boolean | undefined },
): Promise<{ before: ProductRow; after: ProductRow } | undefined> {
  const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) return undefined;
  const set: Partial<Pick<ProductRow, 'isHidden' | 'isFeatured'>> = {};
  if (flags.isHidden !== undefined) set.isHidden = flags.isHidden;
  if (flags.isFeatured !== undefined) set.isFeatured = flags.isFeatured;
  const [after] = await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return after ? { before, after } : undefined;
}
