import { formatPrice, vendorEarningOf } from '@bazaar/shared/money';
import {
  ORDER_STATUSES,
  type TAdminOrderListQuery,
  type TOrderDetail,
  type TOrderListResponse,
  type TOrderListWithCountsResponse,
  type TOrderSort,
  type TOrderStatus,
  type TOrderStatusCounts,
  type TOrderSummary,
  type TUserOrderListQuery,
  type TVendorOrderListQuery,
} from '@bazaar/shared/order';
import { buildPagination } from '@bazaar/shared/pagination';
import type { Executor } from '../../db/client.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema/orders.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { notify } from '../notification/service.ts';
import { creditEarning, reverseEarning } from '../vendor-payment/repo.ts';
import * as repo from './repo.ts';
import { planStatusChange } from './status-change.ts';

/** Who is acting: a buyer on own orders, a store on its orders, or an admin on any order. */
export type OrderActor =
  | { role: 'User'; userId: string }
  | { role: 'Vendor'; userId: string; vendorId: string }
  | { role: 'Admin'; userId: string };

export const buyerOrderRoute = (orderId: string) => `/user/shop/orders?id=${orderId}`;
export const vendorOrderRoute = (orderId: string) => `/vendor/shop/orders?id=${orderId}`;

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

/** The store of a signed-in vendor; 404 when the account has none. */
export async function vendorIdOf(deps: AppDeps, userId: string): Promise<string> {
  const vendor = await repo.findVendorByUserId(deps.db, userId);
  if (!vendor) throw new AppError('NOT_FOUND', 'You do not have a store yet');
  return vendor.id;
}

export async function getOrder(deps: AppDeps, actor: OrderActor, orderId: string): Promise<TOrderDetail> {
  const row = await repo.findOrder(deps.db, orderId, scopeOf(actor));
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  return loadDetail(deps.db, deps.imageBaseUrl, row);
}

export async function listUserOrders(
  deps: AppDeps,
  userId: string,
  query: TUserOrderListQuery & { page: number; limit: number },
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
  query: TVendorOrderListQuery & { page: number; limit: number },
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
  query: TAdminOrderListQuery & {
    page: number;
    limit: number;
    sort: TOrderSort;
  },
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

const BUYER_MESSAGE: Record<TOrderStatus, string> = {
  Pending: 'is waiting for the store to confirm it',
  Confirmed: 'is confirmed by the store',
  Processing: 'is being packed',
  Shipped: 'is on its way',
  Delivered: 'is delivered. Enjoy, and let others know what you think in a review',
  Cancelled: 'is cancelled',
  Returned: 'is returned; the amount is refunded',
};

/**
 * Moves an order to `to` for `actor`, with every side effect, in one transaction:
 * history row, conditional status update (a racing change gets 409), stock back on cancel and
 * return, the delivery record on shipping (which must name the courier), the vendor's earning on
 * delivery (once), its reversal on return, and notifications (buyer; the store when the buyer
 * cancels or an admin delivers).
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
    const moved = await repo.moveOrder(tx, orderId, current.status, change.set);
    if (!moved) {
      throw new AppError('CONFLICT', `Order ${current.orderNumber} changed meanwhile. Reload and try again.`);
    }
    await repo.insertHistory(tx, {
      orderId,
      status: to,
      note: trimmed,
      actorId: actor.userId,
      actorRole: actor.role,
    });

    if (change.restocks) await repo.restock(tx, await repo.itemsOf(tx, [orderId]));
    if (change.delivery === 'open') await repo.createDelivery(tx, orderId, change.courier, trimmed);
    else if (change.delivery) await repo.setDeliveryStatusForOrder(tx, orderId, change.delivery);
    if (change.ledger === 'credit') await creditEarning(tx, moved);
    if (change.ledger === 'reverse') await reverseEarning(tx, moved);

    await notifyChange(tx, deps, actor, { ...current, ...moved }, to, trimmed);
    return loadDetail(tx, deps.imageBaseUrl, { ...current, ...moved });
  };
  const detail = await (opts.tx ? run(opts.tx) : deps.db.transaction(run));
  // Cancelling or returning puts stock back on the shelf the catalogue shows.
  if (to === 'Cancelled' || to === 'Returned') deps.catalogCache.clear();
  return detail;
}

async function notifyChange(
  tx: Executor,
  deps: AppDeps,
  actor: OrderActor,
  order: repo.OrderWithParties & OrderRow,
  to: TOrderStatus,
  note: string,
): Promise<void> {
  const number = order.orderNumber;
  if (actor.role === 'User') {
    await notify(
      tx,
      {
        userId: order.vendorUserId,
        title: `Order ${number} cancelled by the buyer`,
        message: `${order.buyerName} cancelled order ${number} (${formatPrice(order.total)}).${note ? ` Reason: ${note}` : ''} The stock is back on the shelf.`,
        notificationType: 'shop',
        route: vendorOrderRoute(order.id),
      },
      deps.redis,
    );
    return;
  }
  const reason = note && (to === 'Cancelled' || to === 'Returned') ? ` Reason: ${note}` : '';
  await notify(
    tx,
    {
      userId: order.userId,
      title: `Order ${number} ${to.toLowerCase()}`,
      message: `Your order ${number} from ${order.vendorStoreName} ${BUYER_MESSAGE[to]}.${reason}`,
      notificationType: 'shop',
      route: buyerOrderRoute(order.id),
    },
    deps.redis,
  );
  if (actor.role === 'Admin' && (to === 'Delivered' || to === 'Returned' || to === 'Cancelled')) {
    const amount = vendorEarningOf(order);
    const message =
      to === 'Delivered'
        ? `Order ${number} is delivered; ${formatPrice(amount)} is added to your balance.`
        : to === 'Returned'
          ? `Order ${number} was returned; its earning is taken back from your balance.`
          : `An admin cancelled order ${number}.${reason}`;
    await notify(
      tx,
      {
        userId: order.vendorUserId,
        title: `Order ${number} ${to.toLowerCase()}`,
        message,
        notificationType: 'shop',
        route: to === 'Cancelled' ? vendorOrderRoute(order.id) : '/vendor/shop/payments',
      },
      deps.redis,
    );
  }
}
