import { and, eq } from 'drizzle-orm';
import { v5 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { products, vendors } from '../../db/schema/shop.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ThreadOpening, ThreadSubjectDefinitions } from '../../lib/section.ts';

// The shop's conversations (decision 048): a buyer and the store of one order, and a buyer and a
// store about one product before (and after) buying it. The store's side is its vendor's account.

/** The buyer's and the store's page of an order: their order list with the order's detail open. */
export const buyerOrderRoute = (orderId: string) => `/user/shop/orders?id=${orderId}`;
export const vendorOrderRoute = (orderId: string) => `/vendor/shop/orders?id=${orderId}`;

/** Where a buyer and a store's vendor read a question about a product: their Messages page with it chosen. */
export const buyerThreadRoute = (kind: string, subjectId: string) =>
  `/user/messages?kind=${kind}&id=${subjectId}`;
export const vendorThreadRoute = (kind: string, subjectId: string) =>
  `/vendor/messages?kind=${kind}&id=${subjectId}`;

/** Any fixed namespace: a question's subject id is derived from its product and buyer, one per pair. */
const PRODUCT_QUESTION_NAMESPACE = '6f1c2a52-4f0e-4a7e-9a55-3f4f1e0c8b21';

/** The subject id of `buyerId`'s conversation about `productId` (the same one before and after ordering). */
export function productQuestionSubjectId(productId: string, buyerId: string): string {
  return v5(`${productId}:${buyerId}`, PRODUCT_QUESTION_NAMESPACE);
}

/** An order's conversation: its buyer or its store's vendor opens it; anyone else is told it does not exist. */
async function openOrderThread(tx: Executor, user: UserRow, orderId: string): Promise<ThreadOpening> {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.orderNumber,
      buyerId: orders.userId,
      vendorUserId: vendors.userId,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, orderId));
  if (!row || (row.buyerId !== user.id && row.vendorUserId !== user.id)) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  return {
    subjectId: row.id,
    title: `Order ${row.number}`,
    participants: [
      { userId: row.buyerId, route: buyerOrderRoute(row.id) },
      { userId: row.vendorUserId, route: vendorOrderRoute(row.id) },
    ],
  };
}

/**
 * A buyer's question about a product: anyone signed in may ask a visible product's store, once per
 * product (asking again continues the same conversation, also after ordering it); the store's own
 * vendor cannot ask themselves (403).
 */
async function openProductQuestion(tx: Executor, user: UserRow, productId: string): Promise<ThreadOpening> {
  const [row] = await tx
    .select({ id: products.id, name: products.name, slug: products.slug, vendorUserId: vendors.userId })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        eq(products.isHidden, false),
        eq(vendors.status, 'active'),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  if (row.vendorUserId === user.id) {
    throw new AppError('FORBIDDEN', 'This is your own store: buyers ask you here, you answer in Messages');
  }
  const subjectId = productQuestionSubjectId(row.id, user.id);
  const link = `/shop/product/${row.slug}`;
  return {
    subjectId,
    title: row.name,
    participants: [
      { userId: user.id, route: buyerThreadRoute('product-question', subjectId), link },
      { userId: row.vendorUserId, route: vendorThreadRoute('product-question', subjectId), link },
    ],
  };
}

export const SHOP_THREAD_SUBJECTS: ThreadSubjectDefinitions = {
  order: { open: openOrderThread },
  'product-question': { open: openProductQuestion },
};
