import { z } from 'zod';
import { zDay } from './fields.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZVendorCard } from './product.ts';
import { defineStatusFlow } from './status-flow.ts';

export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const DELIVERY_STATUSES = ['Pending', 'Picked', 'In transit', 'Delivered', 'Failed'] as const;
export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES, {
  error: `Status must be one of ${DELIVERY_STATUSES.join(', ')}`,
});
export type TDeliveryStatus = z.infer<typeof ZDeliveryStatus>;

/** Who moves an order: the buyer (User), the store (Vendor) or the back office (Admin). */
export type TOrderActorRole = 'User' | 'Vendor' | 'Admin';

/**
 * The order lifecycle (domain rules): which status each role may move an order to, from each
 * status. Anything not listed is refused with 422; the web shows only these buttons. Once Shipped
 * the parcel is with the courier, so only an admin moves it on.
 */
export const ORDER_FLOW = defineStatusFlow<TOrderStatus, TOrderActorRole>({
  statuses: ORDER_STATUSES,
  transitions: {
    User: {
      Pending: ['Cancelled'],
      Confirmed: ['Cancelled'],
      Processing: ['Cancelled'],
    },
    Vendor: {
      Pending: ['Confirmed', 'Cancelled'],
      Confirmed: ['Processing', 'Cancelled'],
      Processing: ['Shipped', 'Cancelled'],
    },
    Admin: {
      Pending: ['Confirmed', 'Cancelled'],
      Confirmed: ['Processing', 'Cancelled'],
      Processing: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered', 'Cancelled'],
      Delivered: ['Returned'],
    },
  },
  colors: {
    Pending: 'yellow',
    Confirmed: 'blue',
    Processing: 'indigo',
    Shipped: 'cyan',
    Delivered: 'green',
    Cancelled: 'gray',
    Returned: 'red',
  },
  actions: {
    Confirmed: { label: 'Confirm' },
    Processing: { label: 'Start processing' },
    Shipped: { label: 'Ship' },
    Delivered: { label: 'Mark delivered' },
    Cancelled: { label: 'Cancel order', shortLabel: 'Cancel', isDestructive: true },
    Returned: { label: 'Mark returned', isDestructive: true },
  },
});

export const ZOrderItem = z.object({
  _id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  variantOptions: z.record(z.string(), z.string()).nullable(),
  /** Paisa, as bought. */
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderBuyer = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const ZShippingAddress = z.object({
  recipientName: z.string(),
  phone: z.string(),
  street: z.string(),
  addressId: z.string(),
  districtId: z.string(),
  path: z.array(z.string()),
  label: z.string(),
});
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

/** Cash on delivery only; online gateways would join this list (docs/domain.md "Orders and their lifecycle"). */
export const PAYMENT_METHODS = ['cod'] as const;
export const PAYMENT_STATUSES = ['Unpaid', 'Paid', 'Refunded'] as const;
/** Who wrote a status history row: a role acting on the order, or the system on its own. */
export const ORDER_HISTORY_ACTORS = ['User', 'Vendor', 'Admin', 'System'] as const;

/** An order in a list: totals in paisa, the lines, the store and the buyer. */
export const ZOrderSummary = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  checkoutId: z.string(),
  status: ZOrderStatus,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  itemCount: z.number().int(),
  items: z.array(ZOrderItem),
  vendor: ZVendorCard,
  buyer: ZOrderBuyer,
  cancelReason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderHistoryEntry = z.object({
  _id: z.string(),
  status: ZOrderStatus,
  note: z.string(),
  actorRole: z.enum(ORDER_HISTORY_ACTORS),
  createdAt: z.string(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

export const ZOrderDelivery = z.object({
  _id: z.string(),
  status: ZDeliveryStatus,
  courier: z.string(),
  trackingNote: z.string(),
  updatedAt: z.string(),
});

/** One order with everything: address, history (oldest first), delivery record, commission. */
export const ZOrderDetail = ZOrderSummary.extend({
  shippingAddress: ZShippingAddress,
  note: z.string(),
  voucherCode: z.string().nullable(),
  commissionPercent: z.number().int(),
  history: z.array(ZOrderHistoryEntry),
  delivery: ZOrderDelivery.nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

const ZEmptyToUndefined = z.literal('').transform(() => undefined);
const ZOptionalStatus = z.union([ZEmptyToUndefined, ZOrderStatus]).optional();
const ZSearch = z.string().trim().max(100, 'Search can be at most 100 characters').optional();

/** GET /order/user/orders. `checkoutId` narrows to one checkout (the "Order placed" banner). */
export const ZUserOrderListQuery = ZPageQuery.extend({
  status: ZOptionalStatus,
  checkoutId: z.union([ZEmptyToUndefined, z.uuid({ error: 'Not a valid checkout id' })]).optional(),
});
export type TUserOrderListQuery = z.input<typeof ZUserOrderListQuery>;

/** GET /vendor/orders: status tab, search by order number or buyer name. */
export const ZVendorOrderListQuery = ZPageQuery.extend({ status: ZOptionalStatus, search: ZSearch });
export type TVendorOrderListQuery = z.input<typeof ZVendorOrderListQuery>;

/** `field` ascending, `-field` descending (the AdminTable list convention). */
export const ORDER_SORTS = ['-createdAt', 'createdAt', '-total', 'total'] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];
const ZDate = z.union([ZEmptyToUndefined, zDay('Use a date like 2026-01-31')]);

/** GET /admin/orders: every filter. `from`/`to` are days (inclusive). */
export const ZAdminOrderListQuery = ZPageQuery.extend({
  status: ZOptionalStatus,
  search: ZSearch,
  vendorId: z.union([ZEmptyToUndefined, z.uuid({ error: 'Not a valid vendor id' })]).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  sort: z
    .enum(ORDER_SORTS, { error: `sort must be one of: ${ORDER_SORTS.join(', ')}` })
    .default('-createdAt'),
});
export type TAdminOrderListQuery = z.input<typeof ZAdminOrderListQuery>;

export const ZOrderListResponse = paginated(ZOrderSummary);
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;

/**
 * Vendor and admin lists also count the orders per status under the same search (the tab
 * badges; AdminTable reads `counts.status`, keyed by tab value with `all` for every order).
 */
export const ZOrderStatusCounts = z.object({
  all: z.number().int(),
  Pending: z.number().int(),
  Confirmed: z.number().int(),
  Processing: z.number().int(),
  Shipped: z.number().int(),
  Delivered: z.number().int(),
  Cancelled: z.number().int(),
  Returned: z.number().int(),
});
export type TOrderStatusCounts = z.infer<typeof ZOrderStatusCounts>;

export const ZOrderListWithCountsResponse = ZOrderListResponse.extend({
  counts: z.object({ status: ZOrderStatusCounts }),
});
export type TOrderListWithCountsResponse = z.infer<typeof ZOrderListWithCountsResponse>;

export const ZOrderIdParams = z.object({ id: z.uuid({ error: 'Not a valid order id' }) });

const ZNote = z.string().trim().max(500, 'Keep it under 500 characters');

/** PUT /order/user/orders/:id/cancel. */
export const ZCancelOrderRequest = z.object({ reason: ZNote.optional() });
export type TCancelOrderRequest = z.input<typeof ZCancelOrderRequest>;

/**
 * PUT /vendor/orders/:id/status and /admin/orders/:id/status. A vendor's cancel needs a note (the
 * reason); shipping needs `courier` (the note becomes the tracking note).
 */
export const ZOrderStatusRequest = z.object({
  status: ZOrderStatus,
  note: ZNote.optional(),
  courier: z.string().trim().max(100, 'Keep the courier under 100 characters').optional(),
});
export type TOrderStatusRequest = z.input<typeof ZOrderStatusRequest>;

export const ZOrderWriteResponse = writeResult(ZOrderDetail);
export type TOrderWriteResponse = z.infer<typeof ZOrderWriteResponse>;

export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
