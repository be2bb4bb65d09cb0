import { DELIVERY_FLOW, type TDeliveryStatus, type ZDeliveryListQuery } from '@bazaar/shared/delivery';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import {
  type deliveries as DeliveriesTable,
  deliveries,
  type OrderRow,
  orders,
} from '../../../db/schema/orders.ts';
import { vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { fetchPage, matchesSearch } from '../../../lib/list-query.ts';
import { transition } from '../../../lib/status-flow.ts';
import { type NotifyDeps, notifyHook } from '../../../platform/notification/service.ts';

export type DeliveryRow = typeof DeliveriesTable.$inferSelect;

export type DeliveryWithOrder = DeliveryRow & {
  order: OrderRow;
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  buyerName: string;
};

const columns = {
  delivery: deliveries,
  order: orders,
  vendorStoreName: vendors.storeName,
  vendorSlug: vendors.slug,
  vendorLogo: vendors.logo,
  buyerName: users.fullName,
};

type Joined = {
  delivery: DeliveryRow;
  order: OrderRow;
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  buyerName: string;
};

const flatten = ({ delivery, ...rest }: Joined): DeliveryWithOrder => ({ ...delivery, ...rest });

export async function findDelivery(db: Executor, id: string): Promise<DeliveryWithOrder | undefined> {
  const [row] = await db
    .select(columns)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(deliveries.id, id))
    .limit(1);
  return row && flatten(row);
}

/** Locks the delivery row so two edits of one record run one after the other. */
export async function lockDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  return row;
}

type DeliveryEdits = { courier?: string; trackingNote?: string };

export async function updateDelivery(db: Executor, id: string, set: DeliveryEdits): Promise<void> {
  await db
    .update(deliveries)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(deliveries.id, id));
}

/** Moves the record along DELIVERY_FLOW with the edits, only while it is still in `from` (409 otherwise). */
export async function moveDelivery(
  db: Executor,
  deps: NotifyDeps,
  move: { id: string; from: TDeliveryStatus; to: TDeliveryStatus; edits: DeliveryEdits },
): Promise<DeliveryRow> {
  return transition(db, notifyHook(deps), {
    table: deliveries,
    flow: DELIVERY_FLOW,
    id: move.id,
    role: 'Admin',
    from: move.from,
    to: move.to,
    set: { ...move.edits, updatedAt: new Date() },
  });
}

export async function listDeliveries(
  db: Executor,
  query: z.output<typeof ZDeliveryListQuery>,
): Promise<{ docs: DeliveryWithOrder[]; total: number }> {
  const where = and(
    query.status ? eq(deliveries.status, query.status) : undefined,
    matchesSearch(query.search, [orders.orderNumber, deliveries.courier, users.fullName, vendors.storeName]),
  );
  const result = await fetchPage(
    db
      .select(columns)
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(deliveries.updatedAt), desc(deliveries.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    query,
  );
  return { docs: result.docs.map(flatten), total: result.total };
}
