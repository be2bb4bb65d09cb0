import type { TestApp } from '../../../../test/helper.ts';
import {
  checkouts,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
} from '../../../db/schema/orders.ts';
import type { ProductRow } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { newOrderNumber } from '../checkout/checkout-records.ts';
import { creditEarning } from '../vendor-payment/repo.ts';

type OrderInput = {
  userId: string;
  vendorId: string;
  lines: { product: ProductRow; quantity?: number }[];
  status?: OrderRow['status'];
  createdAt?: Date;
  deliveryCharge?: number;
  /** Writes the vendor_ledger earning a delivery would (total − 10% commission, the shared rule). */
  withEarning?: boolean;
};

/**
 * Inserts a checkout and one order (Delivered unless told otherwise) with its items straight into
 * the database, as checkout + status changes would leave them. Review tests need delivered items
 * without going through the whole order flow.
 */
export async function createOrder(
  t: TestApp,
  input: OrderInput,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const status = input.status ?? 'Delivered';
  const createdAt = input.createdAt ?? new Date();
  const subtotal = input.lines.reduce((sum, l) => sum + l.product.price * (l.quantity ?? 1), 0);
  const deliveryCharge = input.deliveryCharge ?? 10_000;
  const total = subtotal + deliveryCharge;
  const checkoutId = newId();
  await t.db.insert(checkouts).values({
    id: checkoutId,
    userId: input.userId,
    idempotencyKey: `test-${checkoutId}`,
    subtotal,
    deliveryCharge,
    total,
    createdAt,
  });
  const [order] = await t.db
    .insert(orders)
    .values({
      id: newId(),
      orderNumber: newOrderNumber(),
      checkoutId,
      userId: input.userId,
      vendorId: input.vendorId,
      status,
      paymentStatus: status === 'Delivered' ? 'Paid' : 'Unpaid',
      subtotal,
      deliveryCharge,
      total,
      commissionPercent: 10,
      shippingAddress: {
        recipientName: 'Test Person',
        phone: '9800000000',
        street: 'Test street',
        addressId: newId(),
        districtId: newId(),
        path: ['Bagmati', 'Kathmandu'],
        label: 'Home',
      },
      deliveredAt: status === 'Delivered' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const items = await t.db
    .insert(orderItems)
    .values(
      input.lines.map((l) => ({
        id: newId(),
        orderId: order!.id,
        productId: l.product.id,
        name: l.product.name,
        slug: l.product.slug,
        image: l.product.images[0] ?? null,
        unitPrice: l.product.price,
        quantity: l.quantity ?? 1,
        lineTotal: l.product.price * (l.quantity ?? 1),
      })),
    )
    .returning();
  if (input.withEarning && status === 'Delivered') await creditEarning(t.db, order!);
  return { order: order!, items };
}
