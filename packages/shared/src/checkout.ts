import { z } from 'zod';
import { ZCartItem } from './cart.ts';
import { formatPrice, PAISA_PER_RUPEE } from './money.ts';
import { ZVendorCard } from './product.ts';

export { IDEMPOTENCY_KEY_HEADER } from './checkout-constants.ts';

// ---------------------------------------------------------------------------------------------
// Money maths (pure; the API and the cart page use the same functions so the numbers agree)
// ---------------------------------------------------------------------------------------------

/** Delivery charge of one order (one vendor's parcel): free once its subtotal reaches the threshold. */
export function deliveryChargeFor(subtotal: number, charge: number, freeThreshold: number | null): number {
  if (freeThreshold !== null && subtotal >= freeThreshold) return 0;
  return charge;
}

export type TVoucherTerms = { type: 'percent' | 'fixed'; value: number; maxDiscount: number | null };

/** A voucher gives, and checkout splits, whole rupees, as shoppers see prices. */
const RUPEE = PAISA_PER_RUPEE;

/**
 * Percent: the eligible subtotal × value / 100, rounded down to whole rupees, capped by maxDiscount;
 * fixed: the value, at most the eligible subtotal.
 */
export function voucherDiscount(terms: TVoucherTerms, eligibleSubtotal: number): number {
  if (eligibleSubtotal <= 0) return 0;
  if (terms.type === 'fixed') return Math.min(terms.value, eligibleSubtotal);
  const raw = Math.floor((eligibleSubtotal * terms.value) / (100 * RUPEE)) * RUPEE;
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return Math.min(capped, eligibleSubtotal);
}

/**
 * Splits `amount` over parts pro rata by weight: floor each share, then the units left go one by one
 * to the largest remainders (ties: the larger weight, then the first), never past a part's own
 * weight, so no order is discounted below zero.
 */
export function splitProRata(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let remainder = amount - shares.reduce((s, v) => s + v, 0);
  // The fraction each floor dropped, as an integer (amount × w mod total) to stay exact.
  const byRemainder = weights
    .map((w, i) => ({ w, i, dropped: (amount * w) % total }))
    .sort((a, b) => b.dropped - a.dropped || b.w - a.w || a.i - b.i);
  while (remainder > 0) {
    let moved = false;
    for (const { w, i } of byRemainder) {
      if (remainder === 0) break;
      if (w - (shares[i] ?? 0) <= 0) continue;
      shares[i] = (shares[i] ?? 0) + 1;
      remainder -= 1;
      moved = true;
    }
    if (!moved) break;
  }
  return shares;
}

/**
 * splitProRata in whole rupees, so each order's discount is a whole number of rupees. Paisa the
 * rupees cannot carry (a fixed voucher of Rs. 99.50, a Rs. 0.50 order) go to the part with the most
 * room left, so at most one order shows them.
 */
export function splitProRataInRupees(amount: number, weights: number[]): number[] {
  const shares = splitProRata(
    Math.floor(amount / RUPEE),
    weights.map((w) => Math.floor(w / RUPEE)),
  ).map((share) => share * RUPEE);
  let left = amount - shares.reduce((s, v) => s + v, 0);
  const byRoom = weights
    .map((w, i) => ({ room: w - (shares[i] ?? 0), i }))
    .sort((a, b) => b.room - a.room || a.i - b.i);
  for (const { room, i } of byRoom) {
    if (left <= 0) break;
    const give = Math.min(room, left);
    shares[i] = (shares[i] ?? 0) + give;
    left -= give;
  }
  return shares;
}

export type TPricedGroup = { subtotal: number; discount: number; deliveryCharge: number; total: number };
export type TPricedCheckout = {
  groups: TPricedGroup[];
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
};

/**
 * Prices a checkout: one order per group (vendor). The discount is split pro rata, in whole rupees, by
 * each group's eligible subtotal; each order pays its own delivery charge, free when its subtotal (before the
 * discount) reaches the threshold.
 */
export function priceCheckout(input: {
  groups: { subtotal: number; eligibleSubtotal: number }[];
  discount: number;
  deliveryCharge: number;
  freeThreshold: number | null;
}): TPricedCheckout {
  const shares = splitProRataInRupees(
    input.discount,
    input.groups.map((g) => g.eligibleSubtotal),
  );
  const groups = input.groups.map((g, i) => {
    const discount = shares[i] ?? 0;
    const deliveryCharge = deliveryChargeFor(g.subtotal, input.deliveryCharge, input.freeThreshold);
    return { subtotal: g.subtotal, discount, deliveryCharge, total: g.subtotal - discount + deliveryCharge };
  });
  const sum = (k: keyof TPricedGroup) => groups.reduce((s, g) => s + g[k], 0);
  return {
    groups,
    subtotal: sum('subtotal'),
    discount: sum('discount'),
    deliveryCharge: sum('deliveryCharge'),
    total: sum('total'),
  };
}

export type TVoucherForCheck = TVoucherTerms & {
  isActive: boolean;
  startsAt: Date;
  endsAt: Date | null;
  minOrder: number;
  usageLimit: number | null;
  perUserLimit: number | null;
  usedCount: number;
  vendorId: string | null;
  vendorName?: string | null;
};

export const VOUCHER_NOT_FOUND = 'Voucher code not found';

/**
 * Whether a voucher applies, and its discount; the reason a buyer reads when it does not. The
 * order of the checks is the order a buyer can act on them.
 */
export function checkVoucher(
  v: TVoucherForCheck,
  ctx: { eligibleSubtotal: number; usedByUser: number; now?: Date },
): { ok: true; discount: number } | { ok: false; reason: string } {
  const now = (ctx.now ?? new Date()).getTime();
  if (!v.isActive) return { ok: false, reason: 'This voucher is no longer active' };
  if (v.startsAt.getTime() > now) return { ok: false, reason: 'This voucher is not valid yet' };
  if (v.endsAt && v.endsAt.getTime() <= now) return { ok: false, reason: 'This voucher has expired' };
  if (v.vendorId && ctx.eligibleSubtotal <= 0) {
    return {
      ok: false,
      reason: `This voucher is only for items from ${v.vendorName ?? 'one store'}`,
    };
  }
  if (ctx.eligibleSubtotal < v.minOrder) {
    return {
      ok: false,
      reason: `Add ${formatPrice(v.minOrder - ctx.eligibleSubtotal)} more to use this voucher (minimum ${formatPrice(v.minOrder)})`,
    };
  }
  if (v.usageLimit !== null && v.usedCount >= v.usageLimit) {
    return { ok: false, reason: 'This voucher has reached its usage limit' };
  }
  if (v.perUserLimit !== null && ctx.usedByUser >= v.perUserLimit) {
    return { ok: false, reason: 'You have already used this voucher' };
  }
  return { ok: true, discount: voucherDiscount(v, ctx.eligibleSubtotal) };
}

// ---------------------------------------------------------------------------------------------
// Contracts
// ---------------------------------------------------------------------------------------------

/** The header a checkout needs: 8–100 characters, the same on every retry of one attempt. */
export const ZIdempotencyKey = z
  .string({ error: 'Send an Idempotency-Key header (8–100 characters)' })
  .trim()
  .min(8, 'Idempotency-Key must be 8–100 characters')
  .max(100, 'Idempotency-Key must be 8–100 characters');

const ZVoucherCodeInput = z
  .string({ error: 'Voucher code must be text' })
  .trim()
  .max(30, 'Voucher code is at most 30 characters')
  .transform((v) => v.toUpperCase() || undefined)
  .optional();

/** POST /order/user/checkout/quote: prices the cart without writing anything. */
export const ZCheckoutQuoteRequest = z.object({
  addressId: z
    .union([z.literal('').transform(() => undefined), z.uuid({ error: 'Choose a saved address' })])
    .optional(),
  voucherCode: ZVoucherCodeInput,
});
export type TCheckoutQuoteRequest = z.input<typeof ZCheckoutQuoteRequest>;

/** POST /order/user/checkout (header Idempotency-Key). */
export const ZCheckoutRequest = z.object({
  addressId: z.uuid({ error: 'Choose a delivery address' }),
  voucherCode: ZVoucherCodeInput,
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .default(''),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** One vendor's part of the cart: it becomes one order. */
export const ZCheckoutGroup = z.object({
  vendor: ZVendorCard,
  items: z.array(ZCartItem),
  subtotal: z.number().int(),
  discount: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
});
export type TCheckoutGroup = z.infer<typeof ZCheckoutGroup>;

export const ZCheckoutQuote = z.object({
  groups: z.array(ZCheckoutGroup),
  subtotal: z.number().int(),
  discount: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  itemCount: z.number().int(),
  voucher: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  /** Why the code given does not apply; null when none was given or it applies. */
  voucherError: z.string().nullable(),
  /** The address the delivery charge was worked out for; null → the default charge. */
  addressId: z.string().nullable(),
  /** Paisa per order before the free threshold; the district's own or the default. */
  baseDeliveryCharge: z.number().int(),
  freeThreshold: z.number().int().nullable(),
  /** Lines that cannot be bought as they are (left out of the numbers). */
  issues: z.array(z.object({ itemId: z.string(), name: z.string(), issue: z.string() })),
});
export type TCheckoutQuote = z.infer<typeof ZCheckoutQuote>;

export const ZCheckoutOrderSummary = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  vendor: z.object({ _id: z.string(), storeName: z.string() }),
  total: z.number().int(),
});

export const ZCheckoutResponse = z.object({
  message: z.string(),
  checkoutId: z.string(),
  orders: z.array(ZCheckoutOrderSummary),
  subtotal: z.number().int(),
  discount: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;
