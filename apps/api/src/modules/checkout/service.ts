import type { TCartItem } from '@bazaar/shared/cart';
import {
  checkVoucher,
  priceCheckout,
  type TCheckoutGroup,
  type TCheckoutQuote,
  type TCheckoutResponse,
  VOUCHER_NOT_FOUND,
  type ZCheckoutQuoteRequest,
  type ZCheckoutRequest,
} from '@bazaar/shared/checkout';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { CheckoutRow } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageRef } from '../../lib/images.ts';
import { isRetryable, isUniqueViolation } from '../../lib/sql.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { getMyCart } from '../cart/service.ts';
import { type DeliveryRule, getDefaultRule } from '../delivery-charge/service.ts';
import { orderReceived } from '../notification/events.ts';
import { publishNotifications } from '../notification/service.ts';
import * as voucherRepo from '../voucher/repo.ts';
import { newCheckoutRecords, shippingSnapshot } from './checkout-records.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'redis' | 'catalogCache'>;

type Group = { vendor: TCartItem['vendor']; items: TCartItem[]; subtotal: number };

/** One group per store, in the order the stores first appear in the cart. */
function groupByVendor(items: TCartItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    let g = groups.get(item.vendor._id);
    if (!g) {
      g = { vendor: item.vendor, items: [], subtotal: 0 };
      groups.set(item.vendor._id, g);
    }
    g.items.push(item);
    g.subtotal += item.lineTotal;
  }
  return [...groups.values()];
}

function eligibleOf(group: Group, voucherVendorId: string | null): number {
  return voucherVendorId === null || voucherVendorId === group.vendor._id ? group.subtotal : 0;
}

type VoucherOutcome =
  | { kind: 'none' }
  | { kind: 'error'; reason: string }
  | { kind: 'ok'; voucher: voucherRepo.VoucherWithVendor; discount: number };

/** Works out whether a code applies to these groups for this user (read only). */
async function evaluateVoucher(
  db: Executor,
  userId: string,
  code: string | undefined,
  groups: Group[],
): Promise<VoucherOutcome> {
  if (!code) return { kind: 'none' };
  const voucher = await voucherRepo.findVoucherByCode(db, code);
  if (!voucher) return { kind: 'error', reason: VOUCHER_NOT_FOUND };
  const eligibleSubtotal = groups.reduce((s, g) => s + eligibleOf(g, voucher.vendorId), 0);
  const usedByUser =
    voucher.perUserLimit === null ? 0 : await voucherRepo.countUserRedemptions(db, voucher.id, userId);
  const result = checkVoucher(
    { ...voucher, vendorName: voucher.vendorName },
    { eligibleSubtotal, usedByUser },
  );
  return result.ok
    ? { kind: 'ok', voucher, discount: result.discount }
    : { kind: 'error', reason: result.reason };
}

function price(groups: Group[], outcome: VoucherOutcome, rule: DeliveryRule) {
  const vendorId = outcome.kind === 'ok' ? outcome.voucher.vendorId : null;
  return priceCheckout({
    groups: groups.map((g) => ({ subtotal: g.subtotal, eligibleSubtotal: eligibleOf(g, vendorId) })),
    discount: outcome.kind === 'ok' ? outcome.discount : 0,
    deliveryCharge: rule.charge,
    freeThreshold: rule.freeThreshold,
  });
}

/** The buyer's own address with its place names and delivery rule; 404 when it is not theirs. */
async function findOwnAddress(db: Executor, userId: string, addressId: string) {
  const found = await repo.findCheckoutAddress(db, userId, addressId);
  if (!found) throw new AppError('NOT_FOUND', 'Address not found');
  return found;
}

/** POST /order/user/checkout/quote: the numbers a checkout would produce now, writing nothing. */
export async function quoteCheckout(
  deps: Deps,
  userId: string,
  input: z.output<typeof ZCheckoutQuoteRequest>,
): Promise<TCheckoutQuote> {
  const [place, cart] = await Promise.all([
    input.addressId ? findOwnAddress(deps.db, userId, input.addressId) : null,
    getMyCart(deps, userId),
  ]);
  const address = place?.address ?? null;
  const rule = place?.rule ?? (await getDefaultRule(deps.db));
  const buyable = cart.items.filter((i) => i.issue === null);
  const groups = groupByVendor(buyable);
  const outcome =
    groups.length > 0 ? await evaluateVoucher(deps.db, userId, input.voucherCode, groups) : null;
  const effective: VoucherOutcome =
    outcome ??
    (input.voucherCode ? { kind: 'error', reason: 'Add something to your cart first' } : { kind: 'none' });
  const priced = price(groups, effective, rule);
  return {
    groups: groups.map(
      (g, i): TCheckoutGroup => ({ vendor: g.vendor, items: g.items, ...priced.groups[i]! }),
    ),
    subtotal: priced.subtotal,
    discount: priced.discount,
    deliveryCharge: priced.deliveryCharge,
    total: priced.total,
    itemCount: buyable.reduce((s, i) => s + i.quantity, 0),
    voucher: effective.kind === 'ok' ? { code: effective.voucher.code, discount: priced.discount } : null,
    voucherError: effective.kind === 'error' ? effective.reason : null,
    addressId: address?.id ?? null,
    baseDeliveryCharge: rule.charge,
    freeThreshold: rule.freeThreshold,
    issues: cart.items
      .filter((i) => i.issue !== null)
      .map((i) => ({ itemId: i._id, name: i.name, issue: i.issue ?? '' })),
  };
}

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
): Promise<TCheckoutResponse> {
  // No lookup first: a replay ends at the unique (user, key) checkout row, which rolls back the
  // attempt and answers the stored checkout; one that fails earlier (cart already emptied by the
  // first submit, say) is answered from the stored checkout below. New checkouts save a query.
  try {
    return await createCheckout(deps, userId, idempotencyKey, input);
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
): Promise<TCheckoutResponse> {
  const [{ address, path, rule }, cart] = await Promise.all([
    findOwnAddress(deps.db, userId, input.addressId),
    getMyCart(deps, userId),
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
    notifications: orders.map(({ group, money, id: orderId, orderNumber }) => ({
      vendorId: group.vendor._id,
      ...orderReceived({
        orderId,
        orderNumber,
        units: group.items.reduce((s, it) => s + it.quantity, 0),
        total: money.total,
      }),
    })),
    shippingAddress: shippingSnapshot(address, path),
    note: input.note,
    cartLineIds: cart.items.map((i) => i._id),
    lines: cart.items,
  };

  // Three round trips: begin, the checkout in one statement (stock, orders, items, history,
  // notifications, cart), commit; the voucher use adds its own when there is one. A cart that is
  // not what was read any more, or a line without enough stock, rolls everything back. The stores
  // hear of their orders once it commits.
  const run = () =>
    inTransaction(deps.db, async (tx) => {
      const { short, bought, notifications } = await repo.writeCheckout(tx, rows);
      checkCartBought(cart.items, bought);
      await publishNotifications(tx, deps, notifications);
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
