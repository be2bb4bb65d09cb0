import type { TCartItem } from '@bazaar/shared/cart';
import { checkVoucher, priceCheckout, VOUCHER_NOT_FOUND } from '@bazaar/shared/checkout';
import type { Executor } from '../../../../db/client.ts';
import { AppError } from '../../../../lib/app-error.ts';
import type { AppDeps, NotifyingDeps } from '../../../../lib/deps.ts';
import type { DeliveryRule } from '../../delivery-charge/service.ts';
import * as voucherRepo from '../../voucher/repo.ts';
import * as repo from '../repo.ts';

export type Deps = NotifyingDeps & Pick<AppDeps, 'catalogCache' | 'siteSettingCache'>;

export type Group = { vendor: TCartItem['vendor']; items: TCartItem[]; subtotal: number };

/** One group per store, in the order the stores first appear in the cart. */
export function groupByVendor(items: TCartItem[]): Group[] {
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

export function eligibleOf(group: Group, voucherVendorId: string | null): number {
  return voucherVendorId === null || voucherVendorId === group.vendor._id ? group.subtotal : 0;
}

export type VoucherOutcome =
  | { kind: 'none' }
  | { kind: 'error'; reason: string }
  | { kind: 'ok'; voucher: voucherRepo.VoucherWithVendor; discount: number };

/** Works out whether a code applies to these groups for this user (read only). */
export async function evaluateVoucher(
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

export function price(groups: Group[], outcome: VoucherOutcome, rule: DeliveryRule) {
  const vendorId = outcome.kind === 'ok' ? outcome.voucher.vendorId : null;
  return priceCheckout({
    groups: groups.map((g) => ({ subtotal: g.subtotal, eligibleSubtotal: eligibleOf(g, vendorId) })),
    discount: outcome.kind === 'ok' ? outcome.discount : 0,
    deliveryCharge: rule.charge,
    freeThreshold: rule.freeThreshold,
  });
}

/** The buyer's own address with its place names and delivery rule; 404 when it is not theirs. */
export async function findOwnAddress(db: Executor, userId: string, addressId: string) {
  const found = await repo.findCheckoutAddress(db, userId, addressId);
  if (!found) throw new AppError('NOT_FOUND', 'Address not found');
  return found;
}
