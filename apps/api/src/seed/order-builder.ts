import { priceCheckout } from '@bazaar/shared/checkout';
import type { TDeliveryStatus, TOrderActorRole, TOrderStatus } from '@bazaar/shared/order';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  checkouts,
  deliveries,
  orderItems,
  orderStatusHistory,
  orders,
  reviews,
  type ShippingAddressSnapshot,
  vendorLedger,
  voucherRedemptions,
} from '../db/schema/orders.ts';
import { products, productVariants } from '../db/schema/shop.ts';
import { pgArray } from '../db/sql-array.ts';
import { newId } from '../lib/ids.ts';
import type { NewOrder } from '../sections/shop/checkout/checkout-records.ts';
import { newCheckoutRecords, ORDER_PLACED_NOTE } from '../sections/shop/checkout/checkout-records.ts';
import type { DeliveryRule } from '../sections/shop/delivery-charge/service.ts';
import { planStatusChange } from '../sections/shop/order/status-change.ts';
import { recountProductRatings } from '../sections/shop/review/repo.ts';
import { earningEntry, reversalEntry } from '../sections/shop/vendor-payment/repo.ts';
import { takeVoucherUse } from '../sections/shop/voucher/repo.ts';

/**
 * The demo seed's orders are made by the API's own rules, only written in bulk and backdated:
 * prices by `priceCheckout`, checkout rows and order numbers by `newCheckoutRecords`, every status
 * change by `planStatusChange` (which refuses what the transition table refuses), ledger entries by
 * `earningEntry`/`reversalEntry`, ratings by `recountProductRatings`. Running the services order by
 * order would write the same rows at today's date, a few hundred times slower.
 */

/** A buyer at their default address: what checkout snapshots, and the delivery rule of its District. */
export type SeedBuyer = { id: string; address: ShippingAddressSnapshot; rule: DeliveryRule };
export type SeedStore = { id: string; userId: string; commissionPercent: number };
export type SeedLine = {
  productId: string;
  variantId: string | null;
  variantOptions: Record<string, string> | null;
  name: string;
  slug: string;
  image: string | null;
  unitPrice: number;
  quantity: number;
};
/** A status change after the order was placed: who made it, when (ms), and what they wrote. */
export type SeedStep = {
  to: TOrderStatus;
  role: TOrderActorRole;
  at: number;
  note?: string;
  courier?: string;
};

export type SeedOrder = {
  store: SeedStore;
  lines: SeedLine[];
  steps: SeedStep[];
  note?: string;
  /** What the delivery admin last wrote on the parcel's record. */
  tracking?: { status: TDeliveryStatus; note: string };
};

export type SeedCheckout = {
  buyer: SeedBuyer;
  idempotencyKey: string;
  placedAt: number;
  /** One per store, as checkout groups the cart. */
  orders: SeedOrder[];
  /** A voucher that applies (checkVoucher said so) and the discount it gives. */
  voucher?: { id: string; code: string; vendorId: string | null; discount: number };
  /** Open orders took their units off the shelf; past sales only count as sold. */
  takesStock: boolean;
};

type OrderInsert = typeof orders.$inferInsert & NewOrder & { userId: string; status: TOrderStatus };
type ItemInsert = typeof orderItems.$inferInsert & { id: string; productId: string };
type LedgerInsert = typeof vendorLedger.$inferInsert;

/** An order as built, with its lines, for the reviews written on it. */
export type SeedBuiltOrder = { order: OrderInsert; items: ItemInsert[] };

/** Everything the seed writes, collected first and inserted table by table. */
export type SeedRows = {
  checkouts: (typeof checkouts.$inferInsert)[];
  orders: OrderInsert[];
  items: ItemInsert[];
  history: (typeof orderStatusHistory.$inferInsert)[];
  deliveries: (typeof deliveries.$inferInsert)[];
  ledger: LedgerInsert[];
  redemptions: (typeof voucherRedemptions.$inferInsert & { voucherId: string })[];
  reviews: (typeof reviews.$inferInsert & { productId: string })[];
  /** Units per product and per variant: taken off the shelf, and counted as sold. */
  products: Map<string, { taken: number; sold: number }>;
  variants: Map<string, number>;
};

export function emptySeedRows(): SeedRows {
  return {
    checkouts: [],
    orders: [],
    items: [],
    history: [],
    deliveries: [],
    ledger: [],
    redemptions: [],
    reviews: [],
    products: new Map(),
    variants: new Map(),
  };
}

/** Moves units of the lines on or off the shelf (sign −1 takes them back) and the sold counts with them. */
function countUnits(rows: SeedRows, lines: SeedLine[], sign: 1 | -1, takesStock: boolean): void {
  for (const line of lines) {
    const units = sign * line.quantity;
    const product = rows.products.get(line.productId) ?? { taken: 0, sold: 0 };
    rows.products.set(line.productId, {
      taken: product.taken + (takesStock ? units : 0),
      sold: product.sold + units,
    });
    if (takesStock && line.variantId) {
      rows.variants.set(line.variantId, (rows.variants.get(line.variantId) ?? 0) + units);
    }
  }
}

/**
 * Adds one checkout to `rows` as the API would have written it: priced, numbered, with one order
 * per store and each order's steps replayed through the status-change rules (history, delivery
 * record, ledger, stock). `actors.admin` is the user who acts as Bazaar.
 */
export function addSeedCheckout(
  rows: SeedRows,
  spec: SeedCheckout,
  actors: { admin: string | null },
): SeedBuiltOrder[] {
  const { buyer, voucher } = spec;
  const placedAt = new Date(spec.placedAt);
  const subtotals = spec.orders.map((o) => o.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
  const priced = priceCheckout({
    groups: spec.orders.map((o, i) => ({
      subtotal: subtotals[i]!,
      eligibleSubtotal: !voucher?.vendorId || voucher.vendorId === o.store.id ? subtotals[i]! : 0,
    })),
    discount: voucher?.discount ?? 0,
    deliveryCharge: buyer.rule.charge,
    freeThreshold: buyer.rule.freeThreshold,
  });
  const records = newCheckoutRecords({
    userId: buyer.id,
    idempotencyKey: spec.idempotencyKey,
    voucher: voucher ?? null,
    priced,
    vendorIds: spec.orders.map((o) => o.store.id),
  });
  const checkoutId = records.checkout.id;
  rows.checkouts.push({ ...records.checkout, createdAt: placedAt });
  if (voucher) {
    rows.redemptions.push({
      id: newId(),
      voucherId: voucher.id,
      userId: buyer.id,
      checkoutId,
      discount: priced.discount,
      createdAt: placedAt,
    });
  }

  return spec.orders.map((plan, i) => {
    const orderId = records.orders[i]!.id;
    const actorOf = (role: TOrderActorRole) =>
      role === 'User' ? buyer.id : role === 'Vendor' ? plan.store.userId : actors.admin;
    let order: OrderInsert = {
      ...records.orders[i]!,
      checkoutId,
      userId: buyer.id,
      status: 'Pending',
      paymentStatus: 'Unpaid',
      commissionPercent: plan.store.commissionPercent,
      shippingAddress: buyer.address,
      note: plan.note ?? '',
      createdAt: placedAt,
      updatedAt: placedAt,
    };
    const items = plan.lines.map((line) => ({
      id: newId(),
      orderId,
      ...line,
      lineTotal: line.unitPrice * line.quantity,
    }));
    rows.items.push(...items);
    rows.history.push({
      id: newId(),
      orderId,
      status: 'Pending',
      note: ORDER_PLACED_NOTE,
      actorId: buyer.id,
      actorRole: 'User',
      createdAt: placedAt,
    });
    countUnits(rows, plan.lines, 1, spec.takesStock);

    let delivery: typeof deliveries.$inferInsert | undefined;
    let earning: LedgerInsert | null = null;
    for (const step of plan.steps) {
      const at = new Date(step.at);
      const change = planStatusChange(order, step.role, step.to, {
        note: step.note ?? '',
        courier: step.courier,
        at,
      });
      order = { ...order, ...change.set, updatedAt: at };
      rows.history.push({
        id: newId(),
        orderId,
        status: step.to,
        note: change.note,
        actorId: actorOf(step.role),
        actorRole: step.role,
        createdAt: at,
      });
      if (change.restocks) countUnits(rows, plan.lines, -1, spec.takesStock);
      if (change.delivery === 'open') {
        delivery = {
          id: newId(),
          orderId,
          courier: change.courier,
          trackingNote: change.note,
          status: 'Pending',
          createdAt: at,
          updatedAt: at,
        };
        rows.deliveries.push(delivery);
      } else if (change.delivery && delivery) {
        Object.assign(delivery, { status: change.delivery, updatedAt: at });
      }
      if (change.ledger === 'credit') {
        earning = earningEntry(order, at);
        if (earning) rows.ledger.push(earning);
      }
      if (change.ledger === 'reverse' && earning) rows.ledger.push(reversalEntry(earning, at));
    }
    if (delivery && plan.tracking) {
      Object.assign(delivery, { status: plan.tracking.status, trackingNote: plan.tracking.note });
    }
    rows.orders.push(order);
    return { order, items };
  });
}

/** A buyer's review of one line of a delivered order (the review rule: delivered orders only). */
export function addSeedReview(
  rows: SeedRows,
  built: SeedBuiltOrder,
  item: ItemInsert,
  review: { rating: number; comment: string; at: number; reply?: { text: string; at: number } | undefined },
): void {
  if (built.order.status !== 'Delivered') {
    throw new Error(`Seed plan reviews ${built.order.orderNumber}, which is ${built.order.status}`);
  }
  rows.reviews.push({
    id: newId(),
    productId: item.productId,
    orderItemId: item.id,
    userId: built.order.userId,
    vendorId: built.order.vendorId,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply?.text ?? null,
    repliedAt: review.reply ? new Date(review.reply.at) : null,
    createdAt: new Date(review.at),
  });
}

/**
 * Writes the rows in one transaction (the caller's): a concurrent first start that seeded the same
 * checkouts first rolls this one back. Then stock and sold counts in one UPDATE, each voucher use
 * through the voucher's conditional take, and the ratings of every reviewed product recounted.
 */
export async function insertSeedRows(tx: Tx, rows: SeedRows): Promise<void> {
  if (rows.orders.length === 0) return;
  const inserted = await tx
    .insert(checkouts)
    .values(rows.checkouts)
    .onConflictDoNothing()
    .returning({ id: checkouts.id });
  if (inserted.length !== rows.checkouts.length) tx.rollback();
  await tx.insert(orders).values(rows.orders);
  await tx.insert(orderItems).values(rows.items);
  await tx.insert(orderStatusHistory).values(rows.history);
  if (rows.deliveries.length > 0) await tx.insert(deliveries).values(rows.deliveries);
  for (const redemption of rows.redemptions) {
    if (!(await takeVoucherUse(tx, redemption.voucherId))) {
      throw new Error(`Voucher ${redemption.voucherId} has no use left for the demo seed`);
    }
  }
  if (rows.redemptions.length > 0) await tx.insert(voucherRedemptions).values(rows.redemptions);
  if (rows.ledger.length > 0) await tx.insert(vendorLedger).values(rows.ledger);
  if (rows.reviews.length > 0) await tx.insert(reviews).values(rows.reviews);

  const productUnits = [...rows.products].filter(([, u]) => u.taken !== 0 || u.sold !== 0);
  if (productUnits.length > 0) {
    await tx.execute(sql`
      update ${products} p set stock = p.stock - u.taken, sold_count = p.sold_count + u.sold
      from unnest(${pgArray(productUnits.map(([id]) => id))}::uuid[],
        ${pgArray(productUnits.map(([, u]) => u.taken))}::int[],
        ${pgArray(productUnits.map(([, u]) => u.sold))}::int[]) as u(id, taken, sold)
      where p.id = u.id`);
  }
  const variantUnits = [...rows.variants].filter(([, taken]) => taken !== 0);
  if (variantUnits.length > 0) {
    await tx.execute(sql`
      update ${productVariants} v set stock = v.stock - u.taken
      from unnest(${pgArray(variantUnits.map(([id]) => id))}::uuid[],
        ${pgArray(variantUnits.map(([, taken]) => taken))}::int[]) as u(id, taken)
      where v.id = u.id`);
  }
  await recountProductRatings(tx, [...new Set(rows.reviews.map((r) => r.productId))]);
}
