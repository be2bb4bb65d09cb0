import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, reviews, vendorLedger } from '../../../db/schema/orders.ts';
import { addresses, products, productVariants, type VendorRow, vendors } from '../../../db/schema/shop.ts';

type Rows<T> = { rows: T[] };

export async function findVendorOfUser(db: Executor, userId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return row;
}

/** Order counts per status, and the totals of delivered orders. */
export async function orderFigures(db: Executor, vendorId: string) {
  return db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.vendorId, vendorId))
    .groupBy(orders.status);
}

/** A product's stock: the sum of its variants' stock when it has variants, else its own. */
const effectiveStock = sql`coalesce(
  (select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${products.id}),
  ${products.stock}
)`;

export async function productFigures(db: Executor, vendorId: string, lowStockAt: number) {
  const [row] = await db
    .select({
      productsCount: sql<number>`count(*)::int`,
      activeProducts: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`,
      lowStock: sql<number>`(count(*) filter (where ${effectiveStock} <= ${lowStockAt}))::int`,
    })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), ne(products.status, 'archived')));
  return row ?? { productsCount: 0, activeProducts: 0, lowStock: 0 };
}

export async function ratingFigures(db: Executor, vendorId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating})::numeric, 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.vendorId, vendorId), eq(reviews.isHidden, false)));
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

/** Σ earning − Σ reversal − Σ payout. */
export async function ledgerBalance(db: Executor, vendorId: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case ${vendorLedger.type}
        when 'earning' then ${vendorLedger.amount}
        else -${vendorLedger.amount} end), 0)::bigint`,
    })
    .from(vendorLedger)
    .where(eq(vendorLedger.vendorId, vendorId));
  return Number(row?.balance ?? 0);
}

/** Per UTC day since `from`: orders placed and the totals of those not cancelled. */
export async function dailySeries(db: Executor, vendorId: string, from: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'Cancelled'), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), sql`${orders.createdAt} >= ${from.toISOString()}`))
    .groupBy(day);
}

export async function topProducts(db: Executor, vendorId: string, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      images: products.images,
      price: products.price,
      stock: sql<number>`${effectiveStock}::int`,
      soldCount: products.soldCount,
      status: products.status,
    })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), ne(products.status, 'archived')))
    .orderBy(desc(products.soldCount), desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/** The address tree path from the State down to `id` (inclusive). */
export async function findAddressPath(
  db: Executor,
  id: string,
): Promise<{ id: string; name: string; level: number }[]> {
  const result = await db.execute(sql`
    with recursive up as (
      select id, name, level, parent_id, 0 as depth from ${addresses} where id = ${id}
      union all
      select a.id, a.name, a.level, a.parent_id, up.depth + 1 from ${addresses} a join up on a.id = up.parent_id
      where up.depth < 10
    )
    select id, name, level from up order by depth desc`);
  const { rows } = result as unknown as Rows<{ id: string; name: string; level: number }>;
  return rows.map((r) => ({ id: r.id, name: r.name, level: Number(r.level) }));
}

/** Another store with the same name, ignoring case and surrounding spaces. */
export async function storeNameTaken(db: Executor, storeName: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(sql`lower(trim(${vendors.storeName})) = lower(${storeName.trim()})`, ne(vendors.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function updateVendor(
  db: Executor,
  id: string,
  values: Partial<typeof vendors.$inferInsert>,
): Promise<VendorRow | undefined> {
  const [row] = await db.update(vendors).set(values).where(eq(vendors.id, id)).returning();
  return row;
}
