import { eq, sql } from 'drizzle-orm';
import { createUser, signTestToken, type TestApp, type TestUser } from '../../../../test/helper.ts';
import {
  checkouts,
  type OrderRow,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../../db/schema/orders.ts';
import { type ProductRow, products, productVariants, type VendorRow } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import { newOrderNumber } from '../checkout/checkout-records.ts';
import { createCategory, createProduct, createVendor } from '../product/test-factories.ts';

/** A vendor with a signed-in owner token (createVendor makes the owner but keeps no token). */
export async function createVendorWithToken(
  t: TestApp,
  opts: { commissionPercent?: number } = {},
): Promise<{ vendor: VendorRow; token: string }> {
  const vendor = await createVendor(t);
  if (opts.commissionPercent !== undefined) {
    await t.db.execute(
      sql`update vendors set commission_percent = ${opts.commissionPercent} where id = ${vendor.id}`,
    );
  }
  const [owner] = await t.db.select().from(users).where(eq(users.id, vendor.userId));
  const accessToken = await signTestToken(t, owner!.id, owner!.sessionVersion);
  return {
    vendor: { ...vendor, commissionPercent: opts.commissionPercent ?? vendor.commissionPercent },
    token: accessToken,
  };
}

export type OrderLine = { product: ProductRow; variantId?: string; quantity: number; unitPrice?: number };

/**
 * Places an order the way checkout does, straight in the database: a checkout, the order with
 * snapshot lines, the initial Pending history row, stock taken and soldCount raised.
 */
export async function createTestOrder(
  t: TestApp,
  opts: {
    buyer: TestUser;
    vendor: VendorRow;
    lines: OrderLine[];
    discount?: number;
    deliveryCharge?: number;
  },
): Promise<OrderRow> {
  const discount = opts.discount ?? 0;
  const deliveryCharge = opts.deliveryCharge ?? 10_000;
  const lines = opts.lines.map((l) => {
    const unitPrice = l.unitPrice ?? l.product.price;
    return { ...l, unitPrice, lineTotal: unitPrice * l.quantity };
  });
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const total = subtotal - discount + deliveryCharge;
  return t.db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        id: newId(),
        userId: opts.buyer.row.id,
        idempotencyKey: newId(),
        subtotal,
        discount,
        deliveryCharge,
        total,
      })
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({
        id: newId(),
        orderNumber: newOrderNumber(),
        checkoutId: checkout!.id,
        userId: opts.buyer.row.id,
        vendorId: opts.vendor.id,
        subtotal,
        discount,
        deliveryCharge,
        total,
        commissionPercent: opts.vendor.commissionPercent,
        shippingAddress: {
          recipientName: 'Test Person',
          phone: '9800000000',
          street: 'Thamel Marg',
          addressId: newId(),
          districtId: newId(),
          path: ['Bagmati', 'Kathmandu', 'Kathmandu Metropolitan City'],
          label: 'Home',
        },
      })
      .returning();
    for (const l of lines) {
      await tx.insert(orderItems).values({
        id: newId(),
        orderId: order!.id,
        productId: l.product.id,
        variantId: l.variantId ?? null,
        name: l.product.name,
        slug: l.product.slug,
        image: l.product.images[0] ?? null,
        variantOptions: null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
      });
      // Like checkout: a variant's units leave the variant and the product (the sum of its variants).
      if (l.variantId) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${l.quantity}` })
          .where(eq(productVariants.id, l.variantId));
      }
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${l.quantity}`,
          soldCount: sql`${products.soldCount} + ${l.quantity}`,
        })
        .where(eq(products.id, l.product.id));
    }
    await tx.insert(orderStatusHistory).values({
      id: newId(),
      orderId: order!.id,
      status: 'Pending',
      actorId: opts.buyer.row.id,
      actorRole: 'User',
    });
    return order!;
  });
}

/** A buyer, a vendor (with token) and one Pending order of `quantity` units of a 1,000-rupee product. */
export async function orderScenario(
  t: TestApp,
  opts: { quantity?: number; stock?: number; commissionPercent?: number } = {},
) {
  const buyer = await createUser(t);
  const { vendor, token: vendorToken } = await createVendorWithToken(t, {
    commissionPercent: opts.commissionPercent ?? 10,
  });
  const category = await createCategory(t);
  const product = await createProduct(t, {
    vendorId: vendor.id,
    categoryId: category.id,
    price: 100_000,
    stock: opts.stock ?? 10,
  });
  const order = await createTestOrder(t, {
    buyer,
    vendor,
    lines: [{ product, quantity: opts.quantity ?? 2 }],
  });
  return { buyer, vendor, vendorToken, product, order };
}
