import { randomInt } from 'node:crypto';
import type { TPricedCheckout } from '@bazaar/shared/checkout';
import { ORDER_NUMBER_ALPHABET } from '@bazaar/shared/order';
import type { checkouts, ShippingAddressSnapshot, UserAddressRow } from '../../../db/schema/orders.ts';
import { newId } from '../../../lib/ids.ts';

/** One order of a checkout as the checkout's statement writes it (repo.ts `writeCheckout`). */
export type NewOrder = {
  id: string;
  orderNumber: string;
  vendorId: string;
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
  voucherCode: string | null;
};

/** 'BZ-' + 8 characters that cannot be misread (no 0/O, 1/I); every order's number, seeded ones too. */
export function newOrderNumber(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `BZ-${s}`;
}

/** The note of every order's first history row, written by the buyer's checkout. */
export const ORDER_PLACED_NOTE = 'Order placed';

export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'paymentMethod' | 'createdAt'>;

/**
 * What a checkout writes, worked out before it writes: the checkout row with the priced totals and
 * one numbered order per store (in the order of `priced.groups`; `vendorIds` names their stores),
 * carrying the voucher code only where the voucher took something off. The demo seed makes its
 * orders through it too.
 */
export function newCheckoutRecords(input: {
  userId: string;
  idempotencyKey: string;
  voucher: { id: string; code: string } | null;
  priced: TPricedCheckout;
  vendorIds: string[];
}): { checkout: NewCheckout; orders: NewOrder[] } {
  const { voucher, priced } = input;
  return {
    checkout: {
      id: newId(),
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      subtotal: priced.subtotal,
      discount: priced.discount,
      deliveryCharge: priced.deliveryCharge,
      total: priced.total,
    },
    orders: priced.groups.map((money, i) => ({
      id: newId(),
      orderNumber: newOrderNumber(),
      vendorId: input.vendorIds[i]!,
      ...money,
      voucherCode: voucher && money.discount > 0 ? voucher.code : null,
    })),
  };
}

/** The delivery address as an order keeps it: a copy, so later edits to the address book leave it be. */
export function shippingSnapshot(
  address: Pick<UserAddressRow, 'recipientName' | 'phone' | 'street' | 'addressId' | 'districtId' | 'label'>,
  path: string[],
): ShippingAddressSnapshot {
  return {
    recipientName: address.recipientName,
    phone: address.phone,
    street: address.street,
    addressId: address.addressId,
    districtId: address.districtId,
    path,
    label: address.label,
  };
}
