import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { userAddresses } from '../../../db/schema/orders.ts';
import { addresses } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { createPlace, type Place } from '../checkout/test-factories.ts';
import { uniqueTag } from '../product/test-factories.ts';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t);
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({
  label: 'Home',
  recipientName: 'Ram Bahadur',
  phone: '9841234567',
  addressId: place.municipalityId,
  street: 'Ward 5, Baneshwor',
});

const list = (u: TestUser) => call(t, { method: 'GET', url: '/api/user/addresses', token: u.token });
const create = (u: TestUser, payload: object) =>
  call(t, { method: 'POST', url: '/api/user/addresses', token: u.token, payload });
const stored = async (u: TestUser) =>
  t.db.select().from(userAddresses).where(eq(userAddresses.userId, u.row.id));

describe('address book', () => {
  it('saves an address on a municipality or area with its district; the first becomes default', async () => {
    const user = await createUser(t);
    const first = await create(user, valid());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      recipientName: 'Ram Bahadur',
      phone: '9841234567',
      addressId: place.municipalityId,
      districtId: place.districtId,
      isDefault: true,
      path: [
        expect.stringMatching(/^State /),
        expect.stringMatching(/^District /),
        expect.stringMatching(/^Municipality /),
      ],
    });
    const second = await create(user, { ...valid(), label: 'Office', addressId: place.areaId });
    expect(second.body.data).toMatchObject({
      isDefault: false,
      districtId: place.districtId,
      label: 'Office',
    });
    expect(second.body.data.path).toHaveLength(4);
    const all = await list(user);
    expect(all.body.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
  });

  it('rejects bad input naming the field and saves nothing', async () => {
    const user = await createUser(t);
    const cases: [object, string][] = [
      [{ phone: '9612345678' }, 'phone'],
      [{ phone: '98123' }, 'phone'],
      [{ recipientName: '' }, 'recipientName'],
      [{ street: 'x'.repeat(201) }, 'street'],
      [{ label: 'x'.repeat(41) }, 'label'],
      [{ addressId: 'kathmandu' }, 'addressId'],
      [{ addressId: place.districtId }, 'addressId'],
      [{ addressId: place.stateId }, 'addressId'],
      [{ addressId: '0190e4b0-0000-7000-8000-000000000000' }, 'addressId'],
    ];
    for (const [patch, field] of cases) {
      const res = await create(user, { ...valid(), ...patch });
      expect({ patch, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        patch,
        status: 400,
        path: field,
      });
    }
    expect(await stored(user)).toEqual([]);
  });

  it('takes a district with no municipalities under it as the place (every district is reachable)', async () => {
    const user = await createUser(t);
    const tag = uniqueTag();
    const [stateId, districtId] = [newId(), newId()];
    await t.db.insert(addresses).values([
      { id: stateId, name: `State ${tag}`, level: 0, parentId: null },
      { id: districtId, name: `District ${tag}`, level: 1, parentId: stateId },
    ]);
    const res = await create(user, { ...valid(), addressId: districtId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      addressId: districtId,
      districtId,
      path: [`State ${tag}`, `District ${tag}`],
    });
    // A district with municipalities still needs one of them (the case above in bad input).
  });

  it('moves the default, updates, deletes (default passes on)', async () => {
    const user = await createUser(t);
    const a = (await create(user, valid())).body.data;
    const b = (await create(user, { ...valid(), label: 'Office' })).body.data;
    const moved = await call(t, {
      method: 'PUT',
      url: `/api/user/addresses/${b._id}/default`,
      token: user.token,
    });
    expect(moved.body.data.isDefault).toBe(true);
    expect((await stored(user)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([b._id]);

    const updated = await call(t, {
      method: 'PUT',
      url: `/api/user/addresses/${a._id}`,
      token: user.token,
      payload: { ...valid(), label: 'Parents', addressId: place.areaId, isDefault: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ label: 'Parents', addressId: place.areaId, isDefault: true });
    expect((await stored(user)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([a._id]);

    const bad = await call(t, {
      method: 'PUT',
      url: `/api/user/addresses/${a._id}`,
      token: user.token,
      payload: { ...valid(), phone: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect((await stored(user)).find((r) => r.id === a._id)?.label).toBe('Parents');

    const del = await call(t, { method: 'DELETE', url: `/api/user/addresses/${a._id}`, token: user.token });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual([expect.objectContaining({ _id: b._id, isDefault: true })]);
  });

  it("answers 404 for another user's address on every write", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = (await create(owner, valid())).body.data._id;
    const tries = [
      { method: 'PUT' as const, url: `/api/user/addresses/${id}`, payload: valid() },
      { method: 'PUT' as const, url: `/api/user/addresses/${id}/default` },
      { method: 'DELETE' as const, url: `/api/user/addresses/${id}` },
    ];
    for (const req of tries) {
      const res = await call(t, { ...req, token: other.token });
      expect(res.status).toBe(404);
    }
    expect((await list(other)).body).toEqual([]);
    expect(await stored(owner)).toEqual([expect.objectContaining({ id, label: 'Home', isDefault: true })]);
  });

  it('keeps one default when several first addresses arrive at once', async () => {
    const user = await createUser(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(user, valid())));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await stored(user)).filter((r) => r.isDefault)).toHaveLength(1);
  });
});
