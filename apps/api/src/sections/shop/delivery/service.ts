import {
  DELIVERY_FLOW,
  type TDelivery,
  type TDeliveryListResponse,
  type TDeliveryUpdateRequest,
  type ZDeliveryListQuery,
} from '@bazaar/shared/delivery';
import { canTransition } from '@bazaar/shared/status-flow';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { toPage } from '../../../lib/list-query.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { changeOrderStatus } from '../order/service.ts';
import * as repo from './repo.ts';

function toDeliveryDto(row: repo.DeliveryWithOrder, imageBaseUrl: string): TDelivery {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.order.orderNumber,
    orderStatus: row.order.status,
    orderTotal: row.order.total,
    vendor: {
      _id: row.order.vendorId,
      storeName: row.vendorStoreName,
      slug: row.vendorSlug,
      logo: toImageUrl(row.vendorLogo, imageBaseUrl),
    },
    buyerName: row.buyerName,
    shippingAddress: row.order.shippingAddress,
    status: row.status,
    courier: row.courier,
    trackingNote: row.trackingNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDeliveries(
  deps: AppDeps,
  query: z.output<typeof ZDeliveryListQuery>,
): Promise<TDeliveryListResponse> {
  return toPage(query, await repo.listDeliveries(deps.db, query), (d) => toDeliveryDto(d, deps.imageBaseUrl));
}

/**
 * Edits a delivery record. Moving it along DELIVERY_FLOW to Delivered marks the order Delivered
 * through the same service as the admin status change (ledger credit, notification), in the same
 * transaction; a delivered record keeps its status.
 */
export async function updateDelivery(
  deps: AppDeps,
  adminId: string,
  id: string,
  input: TDeliveryUpdateRequest,
): Promise<TDelivery> {
  await inTransaction(deps.db, async (tx) => {
    const current = await repo.lockDelivery(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Delivery not found');
    const edits = {
      ...(input.courier !== undefined ? { courier: input.courier } : {}),
      ...(input.trackingNote !== undefined ? { trackingNote: input.trackingNote } : {}),
    };
    const to = input.status;
    if (!to || to === current.status) {
      await repo.updateDelivery(tx, id, edits);
      return;
    }
    if (!canTransition(DELIVERY_FLOW, 'Admin', current.status, to)) {
      throw new AppError('BUSINESS_RULE', 'This parcel is delivered; its status cannot change any more');
    }
    // First: delivering the order marks this record Delivered too, and it would no longer be in `from`.
    await repo.moveDelivery(tx, deps, { id, from: current.status, to, edits });
    if (to === 'Delivered') {
      await changeOrderStatus(
        deps,
        { role: 'Admin', userId: adminId },
        current.orderId,
        'Delivered',
        'Delivered by courier',
        { tx },
      );
    }
  });
  const row = await repo.findDelivery(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found');
  return toDeliveryDto(row, deps.imageBaseUrl);
}
