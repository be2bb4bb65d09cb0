import type { TRentRequest } from '@bazaar/shared/rent';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, type TestApp, type TestUser } from '../../../test/helper.ts';
import { rentInquiries, rentListings } from '../../db/schema/rents.ts';
import { dayFromToday } from '../../platform/address/test-factories.ts';

export { createPlaces, dayFromToday } from '../../platform/address/test-factories.ts';

export function rentBody(placeId: string, overrides: Partial<TRentRequest> = {}): TRentRequest {
  return {
    type: 'flat',
    title: 'Sunny two-room flat near the ring road',
    description: 'Two rooms, a kitchen and a bathroom on the second floor, water all day.',
    placeId,
    street: 'Behind the school',
    price: 1_800_000,
    period: 'month',
    deposit: 3_600_000,
    availableFrom: dayFromToday(3),
    amenities: ['Parking', 'Water supply'],
    publish: true,
    ...overrides,
  };
}

/** Lists a rental through the API and answers its id. */
export async function postListing(t: TestApp, owner: TestUser, body: TRentRequest): Promise<string> {
  const res = await call(t, { method: 'POST', url: '/api/rent', token: owner.token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

export const inquiryBody = { message: 'Is it still free? I would like to see it.', phone: '9812345678' };

/** Sends an inquiry through the API and answers its id. */
export async function sendInquiry(t: TestApp, sender: TestUser, listingId: string): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: `/api/rent/${listingId}/inquiries`,
    token: sender.token,
    payload: inquiryBody,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

export async function listingRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(rentListings).where(eq(rentListings.id, id));
  return row;
}

export async function inquiryRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(rentInquiries).where(eq(rentInquiries.id, id));
  return row;
}
