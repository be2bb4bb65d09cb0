import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  call,
  createUser,
  isPostgres,
  type TestApp,
  type TestUser,
} from '../../../test/helper.ts';
import { addresses } from '../../db/schema/shop.ts';
import { createPlace } from '../../sections/shop/checkout/test-factories.ts';
import { uniqueTag } from '../../sections/shop/product/test-factories.ts';
import { loadPlaces } from './places.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildIsolatedTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object) =>
  call(t, { method: 'POST', url: '/api/admin/addresses', token: admin.token, payload });
const children = (parentId?: string) =>
  call(t, {
    method: 'GET',
    url: `/api/admin/addresses${parentId ? `?parentId=${parentId}` : ''}`,
    token: admin.token,
  });

// The shop seed fills the address tree only while no state exists, so these tests, which add states,
// run on a PGlite of the file's own (buildIsolatedTestApp) and never on a shared PostgreSQL one.
describe.skipIf(isPostgres)('/api/admin/addresses', () => {
  it('is closed to plain users (403)', async () => {
    const user = await createUser(t);
    expect((await call(t, { method: 'GET', url: '/api/admin/addresses', token: user.token })).status).toBe(
      403,
    );
  });

  it('builds a branch down to an area, derives levels, counts children and stops below areas', async () => {
    const tag = uniqueTag();
    const state = await create({ name: `State ${tag}` });
    expect(state.status).toBe(201);
    expect(state.body.data).toMatchObject({ level: 0, parentId: null, childCount: 0 });
    let parentId: string = state.body.data._id;
    for (const level of [1, 2, 3]) {
      const res = await create({ name: `Level ${level} ${tag}`, parentId });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ level, parentId });
      parentId = res.body.data._id;
    }
    const tooDeep = await create({ name: 'Below an area', parentId });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].path).toBe('parentId');

    const states = await children();
    expect(states.status).toBe(200);
    expect(states.body.find((n: { _id: string }) => n._id === state.body.data._id)).toMatchObject({
      childCount: 1,
    });
    const districts = await children(state.body.data._id);
    expect(districts.body).toEqual([expect.objectContaining({ name: `Level 1 ${tag}`, childCount: 1 })]);
  });

  it('renames, refuses a duplicate sibling name (409), and deletes only leaves', async () => {
    const tag = uniqueTag();
    const state = (await create({ name: `State ${tag}` })).body.data;
    const a = (await create({ name: `Alpha ${tag}`, parentId: state._id })).body.data;
    await create({ name: `Beta ${tag}`, parentId: state._id });
    expect((await create({ name: `alpha ${tag}`, parentId: state._id })).status).toBe(409);

    const renamed = await call(t, {
      method: 'PUT',
      url: `/api/admin/addresses/${a._id}`,
      token: admin.token,
      payload: { name: `Gamma ${tag}` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe(`Gamma ${tag}`);
    // The listings' place labels (read once, then kept) show the new name at once on this instance.
    const label = async () =>
      (await loadPlaces(t.db, [{ placeId: a._id, placePath: [a._id, state._id] }])).get(a._id)?.label;
    expect(await label()).toBe(`Gamma ${tag}, State ${tag}`);
    await call(t, {
      method: 'PUT',
      url: `/api/admin/addresses/${a._id}`,
      token: admin.token,
      payload: { name: `Delta ${tag}` },
    });
    expect(await label()).toBe(`Delta ${tag}, State ${tag}`);
    const clash = await call(t, {
      method: 'PUT',
      url: `/api/admin/addresses/${a._id}`,
      token: admin.token,
      payload: { name: `Beta ${tag}` },
    });
    expect(clash.status).toBe(409);
    expect(await label()).toBe(`Delta ${tag}, State ${tag}`);

    const remove = (id: string) =>
      call(t, { method: 'DELETE', url: `/api/admin/addresses/${id}`, token: admin.token });
    expect((await remove(state._id)).status).toBe(409);
    expect((await remove(a._id)).status).toBe(200);
    expect(await t.db.select().from(addresses).where(eq(addresses.id, a._id))).toEqual([]);
    expect((await remove(a._id)).status).toBe(404);
  });
});

describe('deleting a place in use', () => {
  it('answers 409 and keeps the place while a saved address points at it', async () => {
    const place = await createPlace(t);
    const buyer = await createUser(t);
    const saved = await call(t, {
      method: 'POST',
      url: '/api/user/addresses',
      token: buyer.token,
      payload: {
        label: 'Home',
        recipientName: 'Sita Sharma',
        phone: '9841234567',
        addressId: place.areaId,
        street: 'Ward 3',
      },
    });
    expect(saved.status).toBe(200);

    const res = await call(t, {
      method: 'DELETE',
      url: `/api/admin/addresses/${place.areaId}`,
      token: admin.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/used by saved addresses/);
    expect(await t.db.select().from(addresses).where(eq(addresses.id, place.areaId))).toHaveLength(1);
  });
});
