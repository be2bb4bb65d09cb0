import type { TCheckoutGroup, TCheckoutQuote, ZCheckoutQuoteRequest } from '@bazaar/shared/checkout';
import type { z } from 'zod';
import { getMyCart } from '../../cart/service.ts';
import { getDefaultRule } from '../../delivery-charge/service.ts';
import {
  type Deps,
  evaluateVoucher,
  findOwnAddress,
  groupByVendor,
  price,
  type VoucherOutcome,
} from './pricing.ts';

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
