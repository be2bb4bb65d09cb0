import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { deliverySettings, districtDeliveryCharges } from '../../../db/schema/orders.ts';
import { createPlace } from '../checkout/test-factories.ts';

let t: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
});
afterAll(async () => {
  // Leave the documented defaults for other files sharing a PostgreSQL database.
  await t.db
    .insert(deliverySettings)
    .values({ key: 'default', defaultCharge: 15_000, freeThreshold: 500_000 })
    .onConflictDoUpdate({
      target: deliverySettings.key,
      set: { defaultCharge: 15_000, freeThreshold: 500_000 },
    });
  await t.close();
});

const get = () =>
  call(t, { method: 'GET', url: '/api/admin/site-setting/delivery-charge', token: superAdmin.token });
const put = (payload: object, token = superAdmin.token) =>
  call(t, { method: 'PUT', url: '/api/admin/site-setting/delivery-charge', token, payload });

describe('delivery charge settings', () => {
  it('lists every district with its own charge or null, and saves default, threshold and districts', async () => {
    const a = await createPlace(t, { districtCharge: 10_000 });
    const b = await createPlace(t);
    const before = await get();
    expect(before.status).toBe(200);
    expect(before.body.districts).toContainEqual({
      districtId: a.districtId,
      name: expect.stringMatching(/^District /),
      stateName: expect.stringMatching(/^State /),
      charge: 10_000,
    });
    expect(
      before.body.districts.find((d: { districtId: string }) => d.districtId === b.districtId).charge,
    ).toBeNull();

    // The default and threshold stay at the documented values here: files running beside this one
    // read them (checkout.test.ts changes them, one test at a time).
    const res = await put({
      defaultCharge: 15_000,
      freeThreshold: 500_000,
      districts: [
        { districtId: a.districtId, charge: null },
        { districtId: b.districtId, charge: 9_000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.districts).toContainEqual(
      expect.objectContaining({ districtId: b.districtId, charge: 9_000 }),
    );
    const after = (await get()).body;
    expect(
      after.districts.find((d: { districtId: string }) => d.districtId === a.districtId).charge,
    ).toBeNull();
    expect(after.districts.find((d: { districtId: string }) => d.districtId === b.districtId).charge).toBe(
      9_000,
    );
    expect(
      await t.db
        .select()
        .from(districtDeliveryCharges)
        .where(eq(districtDeliveryCharges.districtId, a.districtId)),
    ).toEqual([]);
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const place = await createPlace(t);
    await put({ defaultCharge: 15_000, freeThreshold: 500_000, districts: [] });
    const cases: [object, string][] = [
      [{ defaultCharge: -1, freeThreshold: 1 }, 'defaultCharge'],
      [{ defaultCharge: '150', freeThreshold: 1 }, 'defaultCharge'],
      [{ defaultCharge: 10.5, freeThreshold: 1 }, 'defaultCharge'],
      [{ defaultCharge: 100, freeThreshold: -5 }, 'freeThreshold'],
      [
        { defaultCharge: 100, freeThreshold: 1, districts: [{ districtId: place.districtId, charge: -1 }] },
        'districts.0.charge',
      ],
      [
        {
          defaultCharge: 100,
          freeThreshold: 1,
          districts: [
            { districtId: place.districtId, charge: 500 },
            { districtId: place.municipalityId, charge: 100 },
          ],
        },
        'districts.1.districtId',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect({ field, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        field,
        status: 400,
        path: field,
      });
    }
    expect(
      await t.db
        .select()
        .from(districtDeliveryCharges)
        .where(eq(districtDeliveryCharges.districtId, place.districtId)),
    ).toEqual([]);
  });

  it('is for super admins only', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const res = await put({ defaultCharge: 1, freeThreshold: null }, admin.token);
    expect(res.status).toBe(403);
  });
});
