import type {
  TCrossSellFrom,
  TCrossSellLinkFrom,
  TCrossSellPurpose,
  TCrossSellStep,
} from '@bazaar/shared/cross-sell';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { crossSellCounts, crossSellLinks } from '../../db/schema/cross-sell.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { categories } from '../../db/schema/shop.ts';

export type LinkWithCategory = {
  id: string;
  fromSection: TCrossSellLinkFrom;
  fromKey: string;
  purpose: TCrossSellPurpose;
  taskCategoryId: string;
  taskCategoryName: string;
  taskCategoryActive: boolean;
};

const linkColumns = {
  id: crossSellLinks.id,
  fromSection: crossSellLinks.fromSection,
  fromKey: crossSellLinks.fromKey,
  purpose: crossSellLinks.purpose,
  taskCategoryId: crossSellLinks.taskCategoryId,
  taskCategoryName: categories.name,
  taskCategoryActive: categories.isActive,
};

/** Every link with its task category, in the order the admin page lists them. */
export function listLinks(db: Executor): Promise<LinkWithCategory[]> {
  return db
    .select(linkColumns)
    .from(crossSellLinks)
    .innerJoin(categories, eq(categories.id, crossSellLinks.taskCategoryId))
    .orderBy(asc(crossSellLinks.fromSection), asc(crossSellLinks.createdAt));
}

/** The links of these keys of a section whose task category is active (a listing's nearest wins: the caller picks). */
export function findActiveLinks(
  db: Executor,
  from: TCrossSellLinkFrom,
  keys: readonly string[],
): Promise<LinkWithCategory[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select(linkColumns)
    .from(crossSellLinks)
    .innerJoin(categories, eq(categories.id, crossSellLinks.taskCategoryId))
    .where(
      and(
        eq(crossSellLinks.fromSection, from),
        inArray(crossSellLinks.fromKey, [...keys]),
        eq(categories.isActive, true),
      ),
    );
}

export async function findLink(db: Executor, id: string): Promise<LinkWithCategory | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(crossSellLinks)
    .innerJoin(categories, eq(categories.id, crossSellLinks.taskCategoryId))
    .where(eq(crossSellLinks.id, id))
    .limit(1);
  return row;
}

/** Links a key to a task category, replacing the key's link if it had one; answers the link's id. */
export async function upsertLink(
  db: Executor,
  values: {
    id: string;
    fromSection: TCrossSellLinkFrom;
    fromKey: string;
    purpose: TCrossSellPurpose;
    taskCategoryId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(crossSellLinks)
    .values(values)
    .onConflictDoUpdate({
      target: [crossSellLinks.fromSection, crossSellLinks.fromKey],
      set: { purpose: values.purpose, taskCategoryId: values.taskCategoryId },
    })
    .returning({ id: crossSellLinks.id });
  return row?.id ?? values.id;
}

export async function deleteLink(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(crossSellLinks)
    .where(eq(crossSellLinks.id, id))
    .returning({ id: crossSellLinks.id });
  return rows.length > 0;
}

/** Adds one to a step's count of today (UTC). */
export async function countStep(db: Executor, from: TCrossSellFrom, step: TCrossSellStep): Promise<void> {
  await db
    .insert(crossSellCounts)
    .values({ day: sql`current_date`, fromSection: from, step, count: 1 })
    .onConflictDoUpdate({
      target: [crossSellCounts.day, crossSellCounts.fromSection, crossSellCounts.step],
      set: { count: sql`${crossSellCounts.count} + 1` },
    });
}

/** Each section's and step's count from a day (YYYY-MM-DD) on. */
export function countsSince(
  db: Executor,
  fromDay: string,
): Promise<{ fromSection: TCrossSellFrom; step: TCrossSellStep; count: number }[]> {
  return db
    .select({
      fromSection: crossSellCounts.fromSection,
      step: crossSellCounts.step,
      count: sql<number>`sum(${crossSellCounts.count})::int`,
    })
    .from(crossSellCounts)
    .where(gte(crossSellCounts.day, fromDay))
    .groupBy(crossSellCounts.fromSection, crossSellCounts.step);
}

/** A buyer's own order: its status, where it went and when it arrived, and its products; undefined for anyone else's. */
export async function findOwnOrder(db: Executor, userId: string, orderId: string) {
  const [order] = await db
    .select({
      status: orders.status,
      placeId: sql<string>`${orders.shippingAddress}->>'addressId'`,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) return undefined;
  const items = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...order, productIds: items.map((i) => i.productId) };
}
