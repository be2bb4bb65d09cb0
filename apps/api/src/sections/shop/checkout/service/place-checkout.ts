import type { TCartItem } from '@bazaar/shared/cart';
import type { TCheckoutResponse, ZCheckoutRequest } from '@bazaar/shared/checkout';
import { formatPrice } from '@bazaar/shared/money';
import { productPageTag } from '@bazaar/shared/page-cache';
import type { z } from 'zod';
import type { Executor } from '../../../../db/client.ts';
import type { CheckoutRow } from '../../../../db/schema/orders.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { newId } from '../../../../lib/ids.ts';
import { toImageRef } from '../../../../lib/images.ts';
import { isRetryable, isUniqueViolation } from '../../../../lib/sql.ts';
import { inTransaction } from '../../../../lib/transaction.ts';
import { findUserById } from '../../../../platform/auth/repo.ts';
import { loadEmailComposer } from '../../../../platform/email-template/service.ts';
import { withUnsubscribe } from '../../../../platform/notification/email.ts';
import { publishNotifications, pushAfterCommit } from '../../../../platform/notification/service.ts';
import { getMyCart } from '../../cart/service.ts';
import { orderPlaced, orderReceived } from '../../notifications.ts';
import * as voucherRepo from '../../voucher/repo.ts';
import { newCheckoutRecords, shippingSnapshot } from '../checkout-records.ts';
import * as repo from '../repo.ts';
import { type Deps, evaluateVoucher, findOwnAddress, groupByVendor, price } from './pricing.ts';

/** What the caller of placeCheckout may add. */
type PlaceOptions = {
  /** The buyer as the request's session already read them (else they are read). */
  buyer?: { email: string; fullName: string } | undefined;
};

type CheckoutTotals = Pick<CheckoutRow, 'id' | 'subtotal' | 'discount' | 'deliveryCharge' | 'total'>;
type CheckoutOrderLine = Awaited<ReturnType<typeof repo.listCheckoutOrders>>[number];

/** The answer of a checkout that exists (first time and every replay give the same). */
async function checkoutResponse(db: Executor, checkout: CheckoutRow): Promise<TCheckoutResponse> {
  return toCheckoutResponse(checkout, await repo.listCheckoutOrders(db, checkout.id));
}

/** `rows` in the order listCheckoutOrders reads them (by id). */
function toCheckoutResponse(checkout: CheckoutTotals, rows: CheckoutOrderLine[]): TCheckoutResponse {
  return {
    message:
      rows.length === 1
        ? `Order ${rows[0]!.orderNumber} placed`
        : `${rows.length} orders placed (one per store): ${rows.map((r) => r.orderNumber).join(', ')}`,
    checkoutId: checkout.id,
    orders: rows.map((r) => ({
      _id: r.id,
      orderNumber: r.orderNumber,
      vendor: { _id: r.vendorId, storeName: r.storeName },
      total: r.total,
    })),
    subtotal: checkout.subtotal,
    discount: checkout.discount,
    deliveryCharge: checkout.deliveryCharge,
    total: checkout.total,
  };
}

/**
 * POST /order/user/checkout: one order per store from the buyer's cart, cash on delivery.
 * Everything happens in one transaction: the checkout row (unique per user and Idempotency-Key,
 * so a replay or a concurrent duplicate finds it), the voucher use (conditional UPDATE), the
 * stock (one conditional UPDATE per line), orders, items, history, vendor notifications and the
 * cart lines bought. Any failure rolls all of it back.
 */
export async function placeCheckout(
  deps: Deps,
  userId: string,
  idempotencyKey: string,
  input: z.output<typeof ZCheckoutRequest>,
  opts: PlaceOptions = {},
): Promise<TCheckoutResponse> {
  // No lookup first: a replay ends at the unique (user, key) checkout row, which rolls back the
  // attempt and answers the stored checkout; one that fails earlier (cart already emptied by the
  // first submit, say) is answered from the stored checkout below. New checkouts save a query.
  try {
    return await createCheckout(deps, userId, idempotencyKey, input, opts);
  } catch (err) {
    // A duplicate submit racing the first may find the cart already emptied by it: answer the
    // checkout the first one made rather than "Your cart is empty".
    if (!(err instanceof AppError)) throw err;
    const made = await repo.findCheckoutByKey(deps.db, userId, idempotencyKey);
    if (made) return checkoutResponse(deps.db, made);
    throw err;
  }
}

/**
 * Takes one use of the voucher (a conditional UPDATE that locks its row, so the per-user count
 * cannot change under us) and records the redemption; 422 naming `voucherCode` when it is used up.
 */
async function redeemVoucher(
  tx: Executor,
  use: { voucherId: string; userId: string; checkoutId: string; discount: number },
): Promise<void> {
  const taken = await voucherRepo.takeVoucherUse(tx, use.voucherId);
  if (!taken) {
    throw new AppError('BUSINESS_RULE', 'This voucher has reached its usage limit', {
      title: 'Voucher not applied',
      errors: [{ path: 'voucherCode', message: 'This voucher has reached its usage limit' }],
    });
  }
  if (taken.perUserLimit !== null) {
    const usedByUser = await voucherRepo.countUserRedemptions(tx, taken.id, use.userId);
    if (usedByUser >= taken.perUserLimit) {
      throw new AppError('BUSINESS_RULE', 'You have already used this voucher', {
        title: 'Voucher not applied',
        errors: [{ path: 'voucherCode', message: 'You have already used this voucher' }],
      });
    }
  }
  await voucherRepo.insertRedemption(tx, { id: newId(), ...use });
}

/**
 * One cart makes one checkout: the lines this one deleted must be the lines it read and priced.
 * Checkouts of one cart racing (other keys, other tabs) all read it, but only the first to delete
 * its lines gets them; the others, and one that raced a change of quantity, are refused (409) and
 * roll back.
 */
function checkCartBought(read: TCartItem[], bought: repo.BoughtCartLine[]): void {
  const deleted = new Map(bought.map((l) => [l.id, l.quantity]));
  if (read.every((i) => !deleted.has(i._id))) {
    throw new AppError('CONFLICT', 'Your cart has already been checked out', {
      title: 'Nothing to order',
    });
  }
  if (read.some((i) => deleted.get(i._id) !== i.quantity)) {
    throw new AppError('CONFLICT', 'Your cart changed while the order was being placed', {
      title: 'Check your cart',
    });
  }
}

async function createCheckout(
  deps: Deps,
  userId: string,
  idempotencyKey: string,
  input: z.output<typeof ZCheckoutRequest>,
  opts: PlaceOptions,
): Promise<TCheckoutResponse> {
  // The buyer and the "Order placed" email's template are read with the address and the cart: the
  // emails are queued in the checkout's transaction, so they exist exactly when the orders do.
  const [{ address, path, rule }, cart, buyer, composeEmail] = await Promise.all([
    findOwnAddress(deps.db, userId, input.addressId),
    getMyCart(deps, userId),
    opts.buyer ?? findUserById(deps.db, userId),
    loadEmailComposer(deps.db, 'order-placed'),
  ]);
  if (cart.items.length === 0)
    throw new AppError('BUSINESS_RULE', 'Your cart is empty', { title: 'Nothing to order' });
  const blocked = cart.items.find((i) => i.issue !== null);
  if (blocked) {
    throw new AppError('BUSINESS_RULE', `${blocked.name}: ${blocked.issue}`, {
      title: 'Check your cart',
      errors: [{ path: `items.${blocked._id}`, message: `${blocked.name}: ${blocked.issue}` }],
    });
  }
  const groups = groupByVendor(cart.items);
  const outcome = await evaluateVoucher(deps.db, userId, input.voucherCode, groups);
  if (outcome.kind === 'error') {
    throw new AppError('BUSINESS_RULE', outcome.reason, {
      title: 'Voucher not applied',
      errors: [{ path: 'voucherCode', message: outcome.reason }],
    });
  }
  const priced = price(groups, outcome, rule);
  const voucher = outcome.kind === 'ok' ? outcome.voucher : null;

  // What this attempt writes, worked out once: the answer when the transaction commits.
  const records = newCheckoutRecords({
    userId,
    idempotencyKey,
    voucher,
    priced,
    vendorIds: groups.map((g) => g.vendor._id),
  });
  const checkoutId = records.checkout.id;
  const orders = groups.map((group, i) => ({ group, money: priced.groups[i]!, ...records.orders[i]! }));
  // The buyer's "Order placed" email per store order, with the Shop's one-click unsubscribe (SMTP is
  // tried once the orders commit; the statement writes them only while the buyer wants Shop emails).
  const emails = deps.mailer.outboxRows(
    buyer
      ? orders.map((order) =>
          withUnsubscribe(
            deps,
            userId,
            'shop',
            composeEmail(buyer.email, {
              name: buyer.fullName,
              orderNumber: order.orderNumber,
              storeName: order.group.vendor.storeName,
              total: formatPrice(order.money.total),
              link: `${deps.webOrigin}/user/shop/orders?id=${order.id}`,
            }),
          ),
        )
      : [],
  );

  const rows = {
    checkout: records.checkout,
    orders: records.orders,
    items: orders.flatMap(({ group, id: orderId }) =>
      group.items.map((item) => ({
        orderId,
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        slug: item.slug,
        image: toImageRef(item.image, deps.imageBaseUrl),
        variantOptions: item.variantOptions,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
        lineTotal: item.lineTotal,
      })),
    ),
    notifications: [
      ...orders.map(({ group, money, id: orderId, orderNumber }) => ({
        vendorId: group.vendor._id,
        ...orderReceived({
          orderId,
          orderNumber,
          units: group.items.reduce((s, it) => s + it.quantity, 0),
          total: money.total,
        }),
      })),
      {
        userId,
        ...orderPlaced({
          checkoutId,
          orders: orders.map((o) => ({ orderNumber: o.orderNumber, storeName: o.group.vendor.storeName })),
          total: priced.total,
        }),
      },
    ],
    shippingAddress: shippingSnapshot(address, path),
    note: input.note,
    cartLineIds: cart.items.map((i) => i._id),
    lines: cart.items,
    emails,
    // The product pages show stock and sold counts: named from the cart read, purged on commit.
    purgeTags: [...new Set(cart.items.map((i) => productPageTag(i.slug)))],
  };

  // Three round trips: begin, the checkout in one statement (stock, orders, items, history,
  // notifications, the buyer's emails, the pages' purge, the cart), commit; the voucher use adds
  // its own when there is one. A cart that is not what was read any more, or a line without enough
  // stock, rolls everything back. The stores hear of their orders, and SMTP is tried, once it commits.
  const run = () =>
    inTransaction(deps.db, async (tx) => {
      const { short, bought, notifications, pushes, emails: written } = await repo.writeCheckout(tx, rows);
      await deps.mailer.queued(tx, written);
      checkCartBought(cart.items, bought);
      await publishNotifications(tx, deps, notifications);
      await pushAfterCommit(tx, deps, pushes, 'chosen');
      const line = cart.items.find((i) => short.includes(i));
      if (line) {
        const left = await repo.currentStock(tx, line);
        throw new AppError(
          'CONFLICT',
          left > 0 ? `Only ${left} left of ${line.name}` : `${line.name} just sold out`,
          {
            title: 'Not enough stock',
            errors: [{ path: `items.${line._id}`, message: `Only ${left} left` }],
          },
        );
      }
      if (voucher) {
        await redeemVoucher(tx, { voucherId: voucher.id, userId, checkoutId, discount: priced.discount });
      }
    });

  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      // Stock and sold counts changed: the catalogue must not answer the old ones.
      deps.catalogCache.clear();
      // Committed: answer what was written (the same rows checkoutResponse would read back).
      return toCheckoutResponse(
        {
          id: checkoutId,
          subtotal: priced.subtotal,
          discount: priced.discount,
          deliveryCharge: priced.deliveryCharge,
          total: priced.total,
        },
        orders
          .map((o) => ({
            id: o.id,
            orderNumber: o.orderNumber,
            total: o.money.total,
            vendorId: o.group.vendor._id,
            storeName: o.group.vendor.storeName,
          }))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      );
    } catch (err) {
      if (isUniqueViolation(err, 'checkouts_user_key_unique')) break;
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
  // A concurrent duplicate with the same key made it first: answer what is stored.
  const stored = await repo.findCheckoutByKey(deps.db, userId, idempotencyKey);
  if (!stored) throw new AppError('INTERNAL', 'The checkout could not be read back');
  return checkoutResponse(deps.db, stored);
}
