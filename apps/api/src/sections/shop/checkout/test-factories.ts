import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { districtDeliveryCharges, vouchers } from '../../../db/schema/orders.ts';
import { addresses } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { uniqueTag } from '../product/test-factories.ts';

export type Place = { stateId: string; districtId: string; municipalityId: string; areaId: string };

/** A fresh State → District → Municipality → Area branch (optionally with a district charge). */
export async function createPlace(t: TestApp, opts: { districtCharge?: number } = {}): Promise<Place> {
  const tag = uniqueTag();
  const place: Place = { stateId: newId(), districtId: newId(), municipalityId: newId(), areaId: newId() };
  await t.db.insert(addresses).values([
    { id: place.stateId, name: `State ${tag}`, level: 0, parentId: null },
    { id: place.districtId, name: `District ${tag}`, level: 1, parentId: place.stateId },
    { id: place.municipalityId, name: `Municipality ${tag}`, level: 2, parentId: place.districtId },
    { id: place.areaId, name: `Area ${tag}`, level: 3, parentId: place.municipalityId },
  ]);
  if (opts.districtCharge !== undefined) {
    await t.db
      .insert(districtDeliveryCharges)
      .values({ districtId: place.districtId, charge: opts.districtCharge });
  }
  return place;
}

/** Saves an address for the user through the API; answers its id. */
export async function saveAddress(t: TestApp, user: TestUser, addressId: string): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/user/addresses',
    token: user.token,
    payload: { recipientName: 'Sita Sharma', phone: '9812345678', addressId, street: 'Ward 4, Main Road' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

/** POST /order/user/checkout as `user`, with a fresh Idempotency-Key unless one is given (null: none). */
export function checkOut(t: TestApp, user: TestUser, payload: object, key: string | null = randomUUID()) {
  return call(t, {
    method: 'POST',
    url: '/api/order/user/checkout',
    token: user.token,
    payload,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export async function addToCart(
  t: TestApp,
  user: TestUser,
  productId: string,
  quantity = 1,
  variantId?: string,
): Promise<void> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/order/user/cart',
    token: user.token,
    payload: { productId, quantity, ...(variantId ? { variantId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A voucher straight in the database (code made unique unless given). */
export async function insertVoucher(
  t: TestApp,
  values: Partial<typeof vouchers.$inferInsert> = {},
): Promise<typeof vouchers.$inferSelect> {
  const [row] = await t.db
    .insert(vouchers)
    .values({
      id: newId(),
      code: `T${uniqueTag().toUpperCase()}`,
      type: 'percent',
      value: 10,
      ...values,
    })
    .returning();
  return row!;
}
