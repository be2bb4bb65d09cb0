import { ORDER_FLOW, type TOrderActorRole, type TOrderSort, type TOrderStatus } from '@bazaar/shared/order';
import type { TPageQuery } from '@bazaar/shared/pagination';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  deliveries,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../../db/schema/orders.ts';
import { products, productVariants, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import { fetchPage, inDirection, matchesSearch, orderBySort } from '../../../lib/list-query.ts';
import { type TransitionOptions, transition } from '../../../lib/status-flow.ts';
import { type NotifyDeps, type NotifyInput, notifyHook } from '../../../platform/notification/service.ts';

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
  return and(
    scopeWhere(filter),
    withStatus && filter.status ? eq(orders.status, filter.status) : undefined,
    filter.checkoutId ? eq(orders.checkoutId, filter.checkoutId) : undefined,
    matchesSearch(filter.search, [orders.orderNumber, users.fullName, users.email, vendors.storeName]),
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00.000Z`)) : undefined,
    filter.to
      ? lt(orders.createdAt, new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + 86_400_000))
      : undefined,
  );
}

const SORT_COLUMNS = { createdAt: orders.createdAt, total: orders.total };

export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  opts: TPageQuery & { sort?: TOrderSort },
): Promise<{ docs: OrderWithParties[]; total: number }> {
  const where = filterWhere(filter, true);
  const order = orderBySort(opts.sort ?? '-createdAt', SORT_COLUMNS, {
    // By date the id orders one instant's orders; equal totals show the newest first.
    ties: ({ field, direction }) =>
      field === 'createdAt' ? [inDirection(direction)(orders.id)] : [desc(orders.createdAt)],
  });
  const result = await fetchPage(
    db
      .select(withParties)
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    opts,
  );
  return { docs: result.docs.map(flatten), total: result.total };
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
  TransitionOptions<typeof orders, TOrderStatus, TOrderActorRole, typeof orderStatusHistory, NotifyInput>,
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
  return transition(db, notifyHook(deps), {
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
