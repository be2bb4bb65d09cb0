import { z } from 'zod';
import { atLeastOneField } from './fields.ts';
import {
  DELIVERY_STATUSES,
  type TDeliveryStatus,
  ZDeliveryStatus,
  ZOrderStatus,
  ZShippingAddress,
} from './order.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZVendorCard } from './product.ts';
import { defineStatusFlow } from './status-flow.ts';

export { DELIVERY_STATUSES, type TDeliveryStatus, ZDeliveryStatus } from './order.ts';

/**
 * The delivery lifecycle: an admin moves a parcel between any two statuses (couriers report late
 * and out of order) until it is Delivered, which also marks its order delivered and stays.
 */
export const DELIVERY_FLOW = defineStatusFlow<TDeliveryStatus, 'Admin'>({
  statuses: DELIVERY_STATUSES,
  transitions: {
    Admin: {
      Pending: ['Picked', 'In transit', 'Delivered', 'Failed'],
      Picked: ['Pending', 'In transit', 'Delivered', 'Failed'],
      'In transit': ['Pending', 'Picked', 'Delivered', 'Failed'],
      Failed: ['Pending', 'Picked', 'In transit', 'Delivered'],
    },
  },
  colors: {
    Pending: 'yellow',
    Picked: 'blue',
    'In transit': 'cyan',
    Delivered: 'green',
    Failed: 'red',
  },
});

/** A delivery record (created when an order ships) with its order. */
export const ZDelivery = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: ZOrderStatus,
  orderTotal: z.number().int(),
  vendor: ZVendorCard,
  buyerName: z.string(),
  shippingAddress: ZShippingAddress,
  status: ZDeliveryStatus,
  courier: z.string(),
  trackingNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDelivery = z.infer<typeof ZDelivery>;

/** GET /admin/deliveries: status filter, search by order number, courier or buyer name. */
export const ZDeliveryListQuery = ZPageQuery.extend({
  status: z.union([z.literal('').transform(() => undefined), ZDeliveryStatus]).optional(),
  search: z.string().trim().max(100, 'Search can be at most 100 characters').optional(),
});
export type TDeliveryListQuery = z.input<typeof ZDeliveryListQuery>;

export const ZDeliveryListResponse = paginated(ZDelivery);
export type TDeliveryListResponse = z.infer<typeof ZDeliveryListResponse>;

export const ZDeliveryIdParams = z.object({ id: z.uuid({ error: 'Not a valid delivery id' }) });

/** PUT /admin/deliveries/:id. Delivered marks the order Delivered too. */
const ZDeliveryUpdateFields = z.object({
  courier: z
    .string()
    .trim()
    .min(1, 'Name the courier that carries the parcel')
    .max(100, 'Keep the courier under 100 characters')
    .optional(),
  trackingNote: z.string().trim().max(500, 'Keep the tracking note under 500 characters').optional(),
  status: ZDeliveryStatus.optional(),
});
export const ZDeliveryUpdateRequest = atLeastOneField(ZDeliveryUpdateFields);
export type TDeliveryUpdateRequest = z.input<typeof ZDeliveryUpdateRequest>;

export const ZDeliveryWriteResponse = writeResult(ZDelivery);
export type TDeliveryWriteResponse = z.infer<typeof ZDeliveryWriteResponse>;
