import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/carts.ts';
import {
  type CheckoutRow,
  checkouts,
  orderItems,
  orderStatusHistory,
  orders,
  type ShippingAddressSnapshot,
} from '../../db/schema/orders.ts';
import { products, productVariants, vendors } from '../../db/schema/shop.ts';
import { newId } from '../../lib/ids.ts';

const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'BZ-' + 8 characters that cannot be misread (no 0/O, 1/I). */
export function newOrderNumber(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `BZ-${s}`;
}

export async function findCheckoutByKey(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey)));
  return row;
}

/** The orders of a checkout with their store names, in the order they were made. */
export async function listCheckoutOrders(db: Executor, checkoutId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      total: orders.total,
      vendorId: orders.vendorId,
      storeName: vendors.storeName,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.id));
}

export async function insertCheckout(db: Executor, values: typeof checkouts.$inferInsert): Promise<void> {
  await db.insert(checkouts).values(values);
}

/** The owner and commission rate of each store. */
export async function findVendors(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendors.id, userId: vendors.userId, commissionPercent: vendors.commissionPercent })
    .from(vendors)
    .where(inArray(vendors.id, ids));
}

/**
 * Takes `quantity` units off the shelf in one conditional UPDATE (a racing checkout waits for the
 * row and re-checks `stock >= quantity`), and counts them as sold. False when too few are left or
 * the product left the shop (nothing changed).
 */
export async function takeStock(
  db: Executor,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<boolean> {
  const q = line.quantity;
  if (!line.variantId) {
    const rows = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${q}::int`, soldCount: sql`${products.soldCount} + ${q}::int` })
      .where(
        and(
          eq(products.id, line.productId),
          gte(products.stock, q),
          eq(products.status, 'active'),
          eq(products.isHidden, false),
        ),
      )
      .returning({ id: products.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${q}::int` })
    .where(
      and(
        eq(productVariants.id, line.variantId),
        eq(productVariants.productId, line.productId),
        gte(productVariants.stock, q),
      ),
    )
    .returning({ id: productVariants.id });
  if (rows.length === 0) return false;
  // The product's stock is the total of its variants; recount it rather than trust it.
  const updated = await db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants} where ${productVariants.productId} = ${products.id})`,
      soldCount: sql`${products.soldCount} + ${q}::int`,
    })
    .where(and(eq(products.id, line.productId), eq(products.status, 'active'), eq(products.isHidden, false)))
    .returning({ id: products.id });
  return updated.length > 0;
}

/** The stock left of a line's variant or product (for the "Only N left" message). */
export async function currentStock(
  db: Executor,
  line: { productId: string; variantId: string | null },
): Promise<number> {
  if (line.variantId) {
    const [row] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    return row?.stock ?? 0;
  }
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId));
  return row?.stock ?? 0;
}

export type NewOrder = {
  id: string;
  orderNumber: string;
  checkoutId: string;
  userId: string;
  vendorId: string;
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
  commissionPercent: number;
  voucherCode: string | null;
  shippingAddress: ShippingAddressSnapshot;
  note: string;
};

/** Every order of a checkout in one INSERT. */
export async function insertOrders(db: Executor, rows: NewOrder[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(orders).values(
    rows.map((values) => ({
      ...values,
      status: 'Pending' as const,
      paymentMethod: 'cod' as const,
      paymentStatus: 'Unpaid' as const,
    })),
  );
}

export async function insertOrderItems(
  db: Executor,
  rows: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(orderItems).values(rows);
}

export async function insertInitialHistory(db: Executor, orderIds: string[], userId: string): Promise<void> {
  if (orderIds.length === 0) return;
  await db.insert(orderStatusHistory).values(
    orderIds.map((orderId) => ({
      id: newId(),
      orderId,
      status: 'Pending' as const,
      note: 'Order placed',
      actorId: userId,
      actorRole: 'User' as const,
    })),
  );
}

export async function deleteCartLines(db: Executor, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}
