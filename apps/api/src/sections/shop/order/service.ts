import { vendorEarningOf } from '@bazaar/shared/money';
import {
  ORDER_STATUSES,
  type TOrderDetail,
  type TOrderListResponse,
  type TOrderListWithCountsResponse,
  type TOrderStatus,
  type TOrderStatusCounts,
  type TOrderSummary,
  type ZAdminOrderListQuery,
  type ZUserOrderListQuery,
  type ZVendorOrderListQuery,
} from '@bazaar/shared/order';
import { buildPagination } from '@bazaar/shared/pagination';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { OrderItemRow } from '../../../db/schema/orders.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { wantedBy } from '../../../platform/notification/choices.ts';
import { emailNotifications } from '../../../platform/notification/email.ts';
import type { NotifyInput } from '../../../platform/notification/service.ts';
import { orderCancelledByBuyer, orderSettledByAdmin, orderStatusChanged } from '../notifications.ts';
import { creditEarning, reverseEarning } from '../vendor-payment/repo.ts';
import * as repo from './repo.ts';
import { planStatusChange } from './status-change.ts';

/** Who is acting: a buyer on own orders, a store on its orders, or an admin on any order. */
export type OrderActor =
  | { role: 'User'; userId: string }
  | { role: 'Vendor'; userId: string; vendorId: string }
  | { role: 'Admin'; userId: string };

function scopeOf(actor: OrderActor): repo.OrderScope {
  if (actor.role === 'User') return { userId: actor.userId };
  if (actor.role === 'Vendor') return { vendorId: actor.vendorId };
  return {};
}

function toItemDto(item: OrderItemRow, imageBaseUrl: string) {
  return {
    _id: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    slug: item.slug,
    image: toImageUrl(item.image, imageBaseUrl),
    variantOptions: item.variantOptions,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
  };
}

function toSummaryDto(
  row: repo.OrderWithParties,
  items: OrderItemRow[],
  imageBaseUrl: string,
): TOrderSummary {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    checkoutId: row.checkoutId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    subtotal: row.subtotal,
    discount: row.discount,
    deliveryCharge: row.deliveryCharge,
    total: row.total,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => toItemDto(i, imageBaseUrl)),
    vendor: {
      _id: row.vendorId,
      storeName: row.vendorStoreName,
      slug: row.vendorSlug,
      logo: toImageUrl(row.vendorLogo, imageBaseUrl),
    },
    buyer: { _id: row.userId, fullName: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    cancelReason: row.cancelReason,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toSummaries(deps: AppDeps, rows: repo.OrderWithParties[]): Promise<TOrderSummary[]> {
  const items = await repo.itemsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((r) => toSummaryDto(r, byOrder.get(r.id) ?? [], deps.imageBaseUrl));
}

async function loadDetail(
  db: Executor,
  imageBaseUrl: string,
  row: repo.OrderWithParties,
): Promise<TOrderDetail> {
  // One after the other: `db` may be a transaction, whose one connection runs a query at a time.
  const items = await repo.itemsOf(db, [row.id]);
  const history = await repo.historyOf(db, row.id);
  const delivery = await repo.deliveryOf(db, row.id);
  return {
    ...toSummaryDto(row, items, imageBaseUrl),
    shippingAddress: row.shippingAddress,
    note: row.note,
    voucherCode: row.voucherCode,
    commissionPercent: row.commissionPercent,
    history: history.map((h) => ({
      _id: h.id,
      status: h.status,
      note: h.note,
      actorRole: h.actorRole,
      createdAt: h.createdAt.toISOString(),
    })),
    delivery: delivery
      ? {
          _id: delivery.id,
          status: delivery.status,
          courier: delivery.courier,
          trackingNote: delivery.trackingNote,
          updatedAt: delivery.updatedAt.toISOString(),
        }
      : null,
  };
}

export async function getOrder(deps: AppDeps, actor: OrderActor, orderId: string): Promise<TOrderDetail> {
  const row = await repo.findOrder(deps.db, orderId, scopeOf(actor));
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  return loadDetail(deps.db, deps.imageBaseUrl, row);
}

export async function listUserOrders(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof ZUserOrderListQuery>,
): Promise<TOrderListResponse> {
  const { docs, total } = await repo.listOrders(
    deps.db,
    { userId, status: query.status || undefined, checkoutId: query.checkoutId || undefined },
    { page: query.page, limit: query.limit },
  );
  return { docs: await toSummaries(deps, docs), pagination: buildPagination(query.page, query.limit, total) };
}

function toCounts(map: Map<string, number>): TOrderStatusCounts {
  const counts = { all: 0 } as TOrderStatusCounts;
  for (const status of ORDER_STATUSES) {
    counts[status] = map.get(status) ?? 0;
    counts.all += counts[status];
  }
  return counts;
}

export async function listVendorOrders(
  deps: AppDeps,
  vendorId: string,
  query: z.output<typeof ZVendorOrderListQuery>,
): Promise<TOrderListWithCountsResponse> {
  const filter = { vendorId, status: query.status || undefined, search: query.search || undefined };
  const [{ docs, total }, counts] = await Promise.all([
    repo.listOrders(deps.db, filter, { page: query.page, limit: query.limit }),
    repo.countByStatus(deps.db, filter),
  ]);
  return {
    docs: await toSummaries(deps, docs),
    pagination: buildPagination(query.page, query.limit, total),
    counts: { status: toCounts(counts) },
  };
}

export async function listAdminOrders(
  deps: AppDeps,
  query: z.output<typeof ZAdminOrderListQuery>,
): Promise<TOrderListWithCountsResponse> {
  if (query.from && query.to && query.from > query.to)
    throw fieldError('to', 'The end date is before the start date');
  const filter = {
    status: query.status || undefined,
    search: query.search || undefined,
    vendorId: query.vendorId || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
  const [{ docs, total }, counts] = await Promise.all([
    repo.listOrders(deps.db, filter, { page: query.page, limit: query.limit, sort: query.sort }),
    repo.countByStatus(deps.db, filter),
  ]);
  return {
    docs: await toSummaries(deps, docs),
    pagination: buildPagination(query.page, query.limit, total),
    counts: { status: toCounts(counts) },
  };
}

/**
 * Moves an order to `to` for `actor`, with every side effect, in one transaction: the move
 * planned by planStatusChange (the rules) and made by repo.moveOrder (a conditional update: a
 * racing change gets 409) with its history row and notifications (buyer; the store when the buyer
 * cancels or an admin settles), stock back on cancel and return, the delivery record on shipping,
 * the vendor's earning on delivery (once) and its reversal on return.
 * Runs inside `tx` when given (the delivery update), else in its own transaction.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  actor: OrderActor,
  orderId: string,
  to: TOrderStatus,
  note = '',
  opts: { courier?: string; tx?: Executor } = {},
): Promise<TOrderDetail> {
  const run = async (tx: Executor): Promise<TOrderDetail> => {
    const current = await repo.findOrder(tx, orderId, scopeOf(actor));
    if (!current) throw new AppError('NOT_FOUND', 'Order not found');
    const change = planStatusChange(current, actor.role, to, { note, courier: opts.courier });
    const trimmed = change.note;
    const moved = await repo.moveOrder(tx, deps, {
      id: orderId,
      role: actor.role,
      from: current.status,
      to,
      set: { ...change.set, updatedAt: new Date() },
      note: trimmed,
      actorId: actor.userId,
      notify: (row) => notificationsOf(actor, { ...current, ...row }, trimmed),
      onConflict: () =>
        new AppError('CONFLICT', `Order ${current.orderNumber} changed meanwhile. Reload and try again.`),
    });

    // The buyer hears of a move they did not make by email too (the order-status template), unless
    // they turned the shop's emails off.
    if (actor.role !== 'User' && (await wantedBy(tx, [current.userId], 'shop', 'email')).size > 0) {
      // With the Shop's one-click unsubscribe, the choice this email obeys (decision 050).
      await emailNotifications(
        tx,
        deps,
        [
          {
            userId: current.userId,
            topic: 'shop',
            route: `/user/shop/orders?id=${orderId}`,
            email: {
              templateKey: 'order-status',
              values: { orderNumber: current.orderNumber, storeName: current.vendorStoreName, status: to },
            },
          },
        ],
        'chosen',
      );
    }
    if (change.restocks) await repo.restock(tx, await repo.itemsOf(tx, [orderId]));
    if (change.delivery === 'open') await repo.createDelivery(tx, orderId, change.courier, trimmed);
    else if (change.delivery) await repo.setDeliveryStatusForOrder(tx, orderId, change.delivery);
    if (change.ledger === 'credit') await creditEarning(tx, moved);
    if (change.ledger === 'reverse') await reverseEarning(tx, moved);
    return loadDetail(tx, deps.imageBaseUrl, { ...current, ...moved });
  };
  const detail = await (opts.tx ? run(opts.tx) : inTransaction(deps.db, run));
  // Cancelling or returning puts stock back on the shelf the catalogue shows.
  if (to === 'Cancelled' || to === 'Returned') deps.catalogCache.clear();
  return detail;
}

/** Who hears of a move: the store when its buyer cancels; else the buyer, and the store when an admin settles. */
function notificationsOf(actor: OrderActor, order: repo.OrderWithParties, note: string): NotifyInput[] {
  const { id: orderId, orderNumber, status } = order;
  if (actor.role === 'User') {
    return [
      orderCancelledByBuyer({
        vendorUserId: order.vendorUserId,
        orderId,
        orderNumber,
        buyerName: order.buyerName,
        total: order.total,
        reason: note,
      }),
    ];
  }
  const buyer = orderStatusChanged({
    buyerId: order.userId,
    orderId,
    orderNumber,
    storeName: order.vendorStoreName,
    status,
    reason: note,
  });
  if (
    actor.role !== 'Admin' ||
    !(status === 'Delivered' || status === 'Returned' || status === 'Cancelled')
  ) {
    return [buyer];
  }
  return [
    buyer,
    orderSettledByAdmin({
      vendorUserId: order.vendorUserId,
      orderId,
      orderNumber,
      status,
      earning: vendorEarningOf(order),
      reason: note,
    }),
  ];
}
