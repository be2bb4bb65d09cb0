import { ORDER_FLOW, type TOrderActorRole, type TOrderStatus } from '@bazaar/shared/order';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deliveries,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../db/schema/orders.ts';
import { products, productVariants, vendors } from '../../db/schema/shop.ts';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { escapeLike } from '../../lib/sql.ts';
import { type TransitionOptions, transition } from '../../lib/status-flow.ts';
import type { NotifyDeps } from '../notification/service.ts';

export type OrderWithParties = OrderRow & {
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  vendorUserId: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
};

const withParties = {
  order: orders,
  vendorStoreName: vendors.storeName,
  vendorSlug: vendors.slug,
  vendorLogo: vendors.logo,
  vendorUserId: vendors.userId,
  buyerName: users.fullName,
  buyerEmail: users.email,
  buyerPhone: users.phone,
};

type PartiesRow = {
  order: OrderRow;
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  vendorUserId: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
};

function flatten(row: PartiesRow): OrderWithParties {
  const { order, ...rest } = row;
  return { ...order, ...rest };
}

/** Who may see an order: its buyer, its store, or (no scope) an admin. */
export type OrderScope = { userId?: string; vendorId?: string };

function scopeWhere(scope: OrderScope): SQL | undefined {
  return and(
    scope.userId ? eq(orders.userId, scope.userId) : undefined,
    scope.vendorId ? eq(orders.vendorId, scope.vendorId) : undefined,
  );
}

export async function findOrder(
  db: Executor,
  id: string,
  scope: OrderScope,
): Promise<OrderWithParties | undefined> {
  const [row] = await db
    .select(withParties)
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, id), scopeWhere(scope)))
    .limit(1);
  return row && flatten(row);
}

export type OrderFilter = OrderScope & {
  status?: TOrderStatus | undefined;
  checkoutId?: string | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function filterWhere(filter: OrderFilter, withStatus: boolean): SQL | undefined {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    scopeWhere(filter),
    withStatus && filter.status ? eq(orders.status, filter.status) : undefined,
    filter.checkoutId ? eq(orders.checkoutId, filter.checkoutId) : undefined,
    pattern
      ? or(
          ilike(orders.orderNumber, pattern),
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(vendors.storeName, pattern),
        )
      : undefined,
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00.000Z`)) : undefined,
    filter.to
      ? lt(orders.createdAt, new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + 86_400_000))
      : undefined,
  );
}

const SORTS = {
  '-createdAt': [desc(orders.createdAt), desc(orders.id)],
  createdAt: [asc(orders.createdAt), asc(orders.id)],
  '-total': [desc(orders.total), desc(orders.createdAt)],
  total: [asc(orders.total), desc(orders.createdAt)],
} as const;

export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  opts: { page: number; limit: number; sort?: keyof typeof SORTS },
): Promise<{ docs: OrderWithParties[]; total: number }> {
  const where = filterWhere(filter, true);
  const [docs, [totals]] = await Promise.all([
    db
      .select(withParties)
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...SORTS[opts.sort ?? '-createdAt'])
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { docs: docs.map(flatten), total: totals?.total ?? 0 };
}

/** Orders per status under the same filter, ignoring the status itself (the tab counts). */
export async function countByStatus(db: Executor, filter: OrderFilter): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filterWhere(filter, false))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function itemsOf(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export async function historyOf(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function deliveryOf(db: Executor, orderId: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).limit(1);
  return row;
}

export type OrderTransition = Omit<
  TransitionOptions<typeof orders, TOrderStatus, TOrderActorRole, typeof orderStatusHistory>,
  'table' | 'flow' | 'history' | 'from'
> & {
  from: TOrderStatus;
  /** Kept in the history row with who moved it. */
  note: string;
  actorId: string;
};

/**
 * Moves the order along ORDER_FLOW only while it is still in `from`, and records the move in its
 * history (and notifies) in the same transaction; 409 when someone else moved it first.
 */
export async function moveOrder(db: Executor, deps: NotifyDeps, move: OrderTransition): Promise<OrderRow> {
  const { note, actorId, ...rest } = move;
  return transition(db, deps, {
    ...rest,
    table: orders,
    flow: ORDER_FLOW,
    history: {
      table: orderStatusHistory,
      values: (row) => ({
        id: newId(),
        orderId: row.id,
        status: row.status,
        note,
        actorId,
        actorRole: move.role,
      }),
    },
  });
}

/**
 * Puts the units of the order's lines back on the shelf and takes them off the sold count. Like a
 * checkout, it changes each product before its variants and the products in id order, so the two
 * never wait on each other in opposite orders (no deadlocks).
 */
export async function restock(db: Executor, items: OrderItemRow[]): Promise<void> {
  const ordered = [...items].sort((a, b) =>
    a.productId === b.productId
      ? (a.variantId ?? '').localeCompare(b.variantId ?? '')
      : a.productId.localeCompare(b.productId),
  );
  for (const item of ordered) {
    await db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        soldCount: sql`greatest(${products.soldCount} - ${item.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
    // A variant's units go back to the variant too: the product's stock is the sum of its variants.
    if (item.variantId) {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
        .where(eq(productVariants.id, item.variantId));
    }
  }
}

export async function createDelivery(
  db: Executor,
  orderId: string,
  courier: string,
  trackingNote: string,
): Promise<void> {
  await db
    .insert(deliveries)
    .values({ id: newId(), orderId, courier, trackingNote, status: 'Pending' })
    .onConflictDoUpdate({
      target: deliveries.orderId,
      set: { courier, trackingNote, status: 'Pending', updatedAt: new Date() },
    });
}

export async function setDeliveryStatusForOrder(
  db: Executor,
  orderId: string,
  status: 'Delivered' | 'Failed',
): Promise<void> {
  await db.update(deliveries).set({ status, updatedAt: new Date() }).where(eq(deliveries.orderId, orderId));
}
