import { ORDER_FLOW, type TOrderActorRole, type TOrderStatus } from '@bazaar/shared/order';
import { canTransition } from '@bazaar/shared/status-flow';
import type { OrderRow } from '../../../db/schema/orders.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';

/** The columns a status change writes on the order row. */
export type OrderMove = Partial<Pick<OrderRow, 'paymentStatus' | 'cancelReason' | 'deliveredAt'>> & {
  status: TOrderStatus;
};

/** A status change the rules allow: what it writes on the order, and what else it sets off. */
export type PlannedStatusChange = {
  set: OrderMove;
  /** The note for the history (trimmed): the reason of a cancellation or return, a shipment's tracking note. */
  note: string;
  courier: string;
  /** Cancelled and Returned put the units back on the shelf. */
  restocks: boolean;
  /** Shipping opens the delivery record; delivering closes it, cancelling a shipped order fails it. */
  delivery: 'open' | 'Delivered' | 'Failed' | null;
  /** Delivered credits the store's earning; Returned takes it back. */
  ledger: 'credit' | 'reverse' | null;
};

/**
 * Checks a move of `order` to `to` by `role` against the rules (the transition table, a store's
 * reason to cancel, the courier of a shipment; AppError when they refuse) and works out what it
 * changes. The pure part of changeOrderStatus: the demo seed replays its order histories through it.
 */
export function planStatusChange(
  order: Pick<OrderRow, 'status' | 'orderNumber'>,
  role: TOrderActorRole,
  to: TOrderStatus,
  input: { note?: string; courier?: string | undefined; at?: Date } = {},
): PlannedStatusChange {
  const from = order.status;
  if (from === to) throw new AppError('CONFLICT', `Order ${order.orderNumber} is already ${to}`);
  if (!canTransition(ORDER_FLOW, role, from, to)) {
    throw new AppError('BUSINESS_RULE', `Cannot move an order from ${from} to ${to}`);
  }
  const note = input.note?.trim() ?? '';
  if (to === 'Cancelled' && role === 'Vendor' && !note) {
    throw fieldError('note', 'Give the buyer a reason for cancelling');
  }
  const courier = input.courier?.trim() ?? '';
  if (to === 'Shipped' && !courier) throw fieldError('courier', 'Name the courier that carries the parcel');
  return {
    set: {
      status: to,
      ...(to === 'Cancelled' ? { cancelReason: note || null } : {}),
      ...(to === 'Delivered' ? { deliveredAt: input.at ?? new Date(), paymentStatus: 'Paid' as const } : {}),
      ...(to === 'Returned' ? { paymentStatus: 'Refunded' as const } : {}),
    },
    note,
    courier,
    restocks: to === 'Cancelled' || to === 'Returned',
    delivery:
      to === 'Shipped'
        ? 'open'
        : to === 'Delivered'
          ? 'Delivered'
          : to === 'Cancelled' && from === 'Shipped'
            ? 'Failed'
            : null,
    ledger: to === 'Delivered' ? 'credit' : to === 'Returned' ? 'reverse' : null,
  };
}
