import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { vouchers } from '../../../db/schema/orders.ts';
import { insertVoucher } from '../checkout/test-factories.ts';
import { createVendor, uniqueTag } from '../product/test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const code = () => `V${uniqueTag().toUpperCase()}`;
const create = (payload: object) =>
  call(t, { method: 'POST', url: '/api/admin/vouchers', token: admin.token, payload });
const update = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/admin/vouchers/${id}`, token: admin.token, payload });
const remove = (id: string) =>
  call(t, { method: 'DELETE', url: `/api/admin/vouchers/${id}`, token: admin.token });
const list = (q: string) => call(t, { method: 'GET', url: `/api/admin/vouchers?${q}`, token: admin.token });

describe('admin vouchers', () => {
  it('creates a voucher (code upper-cased) and edits it', async () => {
    const c = code();
    const vendor = await createVendor(t, { storeName: 'Everest Gear' });
    const res = await create({
      code: c.toLowerCase(),
      type: 'percent',
      value: 15,
      maxDiscount: 30_000,
      minOrder: 100_000,
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      perUserLimit: 1,
      vendorId: vendor.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: c,
      type: 'percent',
      value: 15,
      maxDiscount: 30_000,
      minOrder: 100_000,
      usageLimit: null,
      perUserLimit: 1,
      usedCount: 0,
      vendor: { _id: vendor.id, storeName: 'Everest Gear' },
      isActive: true,
      status: 'active',
    });
    const edited = await update(res.body.data._id, {
      code: c,
      type: 'fixed',
      value: 20_000,
      maxDiscount: 5,
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      type: 'fixed',
      value: 20_000,
      maxDiscount: null,
      status: 'inactive',
      vendor: null,
    });
    expect((await create({ code: c, type: 'fixed', value: 100 })).status).toBe(409);
  });

  it('rejects bad input naming the field and saves nothing', async () => {
    const c = code();
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [object, string][] = [
      [{ code: 'ab', type: 'fixed', value: 100 }, 'code'],
      [{ code: 'BAD CODE!', type: 'fixed', value: 100 }, 'code'],
      [{ code: 'X'.repeat(31), type: 'fixed', value: 100 }, 'code'],
      [{ code: c, type: 'percent', value: 0 }, 'value'],
      [{ code: c, type: 'percent', value: 101 }, 'value'],
      [{ code: c, type: 'fixed', value: -5 }, 'value'],
      [{ code: c, type: 'fixed', value: '100' }, 'value'],
      [{ code: c, type: 'bogo', value: 100 }, 'type'],
      [{ code: c, type: 'fixed', value: 100, startsAt: start, endsAt: start }, 'endsAt'],
      [{ code: c, type: 'fixed', value: 100, endsAt: 'tomorrow' }, 'endsAt'],
      [{ code: c, type: 'fixed', value: 100, usageLimit: 0 }, 'usageLimit'],
      [{ code: c, type: 'fixed', value: 100, minOrder: -1 }, 'minOrder'],
      // Past what the integer columns hold: these were 500s.
      [{ code: c, type: 'fixed', value: 100, minOrder: 2 ** 31 }, 'minOrder'],
      [{ code: c, type: 'percent', value: 10, maxDiscount: 2 ** 31 }, 'maxDiscount'],
      [{ code: c, type: 'fixed', value: 100, startsAt: '0000-01-01T00:00:00Z' }, 'startsAt'],
      [{ code: c, type: 'fixed', value: 100, vendorId: '0190e4b0-0000-7000-8000-000000000000' }, 'vendorId'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect({ payload, status: res.status, path: res.body.errors?.[0]?.path }).toEqual({
        payload,
        status: 400,
        path: field,
      });
    }
    expect(await t.db.select().from(vouchers).where(eq(vouchers.code, c))).toEqual([]);
  });

  it('searches by code, filters by status, sorts and paginates', async () => {
    const tag = uniqueTag().toUpperCase();
    const day = 86_400_000;
    await insertVoucher(t, { code: `${tag}-A`, usedCount: 3 });
    await insertVoucher(t, { code: `${tag}-B`, isActive: false });
    await insertVoucher(t, {
      code: `${tag}-C`,
      startsAt: new Date(Date.now() - 2 * day),
      endsAt: new Date(Date.now() - day),
    });
    await insertVoucher(t, { code: `${tag}-D`, startsAt: new Date(Date.now() + day) });
    const all = await list(`search=${tag.toLowerCase()}&sort=code`);
    expect(all.status).toBe(200);
    expect(all.body.docs.map((d: { code: string; status: string }) => [d.code, d.status])).toEqual([
      [`${tag}-A`, 'active'],
      [`${tag}-B`, 'inactive'],
      [`${tag}-C`, 'expired'],
      [`${tag}-D`, 'scheduled'],
    ]);
    for (const status of ['active', 'inactive', 'expired', 'scheduled']) {
      const res = await list(`search=${tag}&status=${status}`);
      expect(res.body.docs.map((d: { status: string }) => d.status)).toEqual([status]);
    }
    const byUse = await list(`search=${tag}&sort=-usedCount&limit=1&page=1`);
    expect(byUse.body.docs[0].code).toBe(`${tag}-A`);
    expect(byUse.body.pagination).toMatchObject({ total: 4, totalPages: 4, nextPage: 2 });
    expect((await list('sort=price')).status).toBe(400);
    expect((await list('status=gone')).status).toBe(400);
  });

  it('deletes an unused voucher; a used one answers 409 telling to deactivate', async () => {
    const unused = await insertVoucher(t);
    expect((await remove(unused.id)).status).toBe(200);
    expect(await t.db.select().from(vouchers).where(eq(vouchers.id, unused.id))).toEqual([]);
    const used = await insertVoucher(t, { usedCount: 2, usageLimit: 10 });
    const res = await remove(used.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('deactivate');
    expect(await t.db.select().from(vouchers).where(eq(vouchers.id, used.id))).toHaveLength(1);
    expect((await remove(unused.id)).status).toBe(404);
    // The usage limit cannot go under the uses so far.
    const low = await update(used.id, { code: used.code, type: 'percent', value: 10, usageLimit: 1 });
    expect(low.status).toBe(400);
    expect(low.body.errors[0].path).toBe('usageLimit');
  });
});
