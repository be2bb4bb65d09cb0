import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/helper.ts';
import { addresses } from '../../db/schema/shop.ts';
import { newId } from '../../lib/ids.ts';
import { uniqueTag } from '../../sections/shop/product/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/address/children', () => {
  it('answers the states without parentId and one level down with it, by name', async () => {
    const tag = uniqueTag();
    const state = { id: newId(), name: `State ${tag}`, level: 0, parentId: null };
    await t.db.insert(addresses).values(state);
    const districts = ['Zeta', 'Alpha', 'Mid'].map((n) => ({
      id: newId(),
      name: `${n} ${tag}`,
      level: 1,
      parentId: state.id,
    }));
    await t.db.insert(addresses).values(districts);

    const states = await call(t, { method: 'GET', url: '/api/address/children' });
    expect(states.status).toBe(200);
    expect(states.body).toContainEqual({ _id: state.id, name: state.name, level: 0, parentId: null });
    expect(states.body.every((s: { level: number }) => s.level === 0)).toBe(true);

    const children = await call(t, { method: 'GET', url: `/api/address/children?parentId=${state.id}` });
    expect(children.body).toEqual(
      ['Alpha', 'Mid', 'Zeta'].map((n) => ({
        _id: districts.find((d) => d.name === `${n} ${tag}`)!.id,
        name: `${n} ${tag}`,
        level: 1,
        parentId: state.id,
      })),
    );
    const leaf = await call(t, { method: 'GET', url: `/api/address/children?parentId=${districts[0]!.id}` });
    expect(leaf.body).toEqual([]);
  });

  it('rejects a malformed parentId naming the field', async () => {
    const res = await call(t, { method: 'GET', url: '/api/address/children?parentId=kathmandu' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('parentId');
  });
});
