import { NOTIFICATION_TOPICS } from '@bazaar/shared/notification-choices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import {
  addToCart,
  checkOut,
  createPlace,
  saveAddress,
} from '../../sections/shop/checkout/test-factories.ts';
import { createVendorWithToken } from '../../sections/shop/order/test-factories.ts';
import { createCategory, createProduct } from '../../sections/shop/product/test-factories.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const titlesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((r) => r.title);

describe('notification choices', () => {
  it('starts with every topic on every channel, for the signed-in person only', async () => {
    const user = await createUser(t);
    const res = await call(t, { method: 'GET', url: '/api/notification/choices', token: user.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([...NOTIFICATION_TOPICS]);
    for (const topic of NOTIFICATION_TOPICS) {
      expect(res.body.data[topic]).toEqual({ inApp: true, email: true, push: true });
    }
    expect((await call(t, { method: 'GET', url: '/api/notification/choices' })).status).toBe(401);
  });

  it('changes only what a change names, and keeps earlier changes', async () => {
    const user = await createUser(t);
    const first = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: user.token,
      payload: { task: { email: false } },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Notification choices saved');
    const second = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: user.token,
      payload: { rent: { push: false, inApp: false } },
    });
    expect(second.body.data.task).toEqual({ inApp: true, email: false, push: true });
    expect(second.body.data.rent).toEqual({ inApp: false, email: true, push: false });
    expect(second.body.data.shop).toEqual({ inApp: true, email: true, push: true });
    const read = await call(t, { method: 'GET', url: '/api/notification/choices', token: user.token });
    expect(read.body.data).toEqual(second.body.data);
  });

  it('refuses to turn account emails off, naming the choice, and changes nothing', async () => {
    const user = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: user.token,
      payload: { task: { email: false }, account: { email: false } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: 'account.email', message: 'Account emails cannot be turned off' }),
    ]);
    const read = await call(t, { method: 'GET', url: '/api/notification/choices', token: user.token });
    expect(read.body.data.task.email).toBe(true);
    for (const payload of [{ blog: { email: false } }, { task: { sms: false } }, { task: { email: 'no' } }]) {
      const bad = await call(t, {
        method: 'PUT',
        url: '/api/notification/choices',
        token: user.token,
        payload,
      });
      expect(bad.status, JSON.stringify(payload)).toBe(400);
    }
  });

  it("keeps a topic out of the bell of whoever turned it off, and in everyone else's", async () => {
    const quiet = await createUser(t);
    const other = await createUser(t);
    await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: quiet.token,
      payload: { task: { inApp: false } },
    });
    const news = (userId: string, title: string, topic: 'task' | 'messages') => ({
      userId,
      title,
      message: 'Something happened',
      notificationType: 'task' as const,
      topic,
      route: '/user',
    });
    const written = await notify(
      t.db,
      t.app.deps,
      news(quiet.row.id, 'A task event', 'task'),
      news(quiet.row.id, 'A message', 'messages'),
      news(other.row.id, 'A task event', 'task'),
    );
    expect(written).toHaveLength(2);
    expect(await titlesOf(quiet.row.id)).toEqual(['A message']);
    expect(await titlesOf(other.row.id)).toEqual(['A task event']);
  });

  it("a checkout obeys them too: the buyer who turned the shop's bell off is not told, the store is", async () => {
    const place = await createPlace(t);
    const { vendor } = await createVendorWithToken(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: 5 });
    const buyer = await createUser(t);
    await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: buyer.token,
      payload: { shop: { inApp: false } },
    });
    const addressId = await saveAddress(t, buyer, place.municipalityId);
    await addToCart(t, buyer, product.id, 1);
    const res = await checkOut(t, buyer, { addressId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await titlesOf(buyer.row.id)).toEqual([]);
    expect(await titlesOf(vendor.userId)).toEqual([expect.stringMatching(/^New order /)]);
  });
});
