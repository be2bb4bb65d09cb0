import { AD_SLOTS } from '@bazaar/shared/ad';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { adPlacements } from '../../db/schema/content.ts';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
  admin = await createUser(t, { roles: ['Admin', 'User'] });
  // Slots are global: start from none (a shared PostgreSQL test database may hold seeded ads).
  await t.db.delete(adPlacements);
});
afterAll(async () => {
  await t.close();
});

const put = (slot: string, payload: object, token = superAdmin.token) =>
  call(t, { method: 'PUT', url: `/api/admin/ads/${slot}`, token, payload });
const publicAd = (slot: string) => call(t, { method: 'GET', url: `/api/ad/${slot}` });

describe('ad placements', () => {
  it('a slot without an ad answers 404; the super admin sets one and everybody sees it', async () => {
    expect((await publicAd('job-home')).status).toBe(404);
    const image = await storeTestImage(t);
    const res = await put('job-home', { image, title: 'Hiring fair', link: 'https://example.com/fair' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job home ad is live');
    expect(res.body.data).toMatchObject({
      slot: 'job-home',
      image: `http://localhost:4000/uploads/${image}`,
      title: 'Hiring fair',
      link: 'https://example.com/fair',
      isActive: true,
    });
    const shown = await publicAd('job-home');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ slot: 'job-home', title: 'Hiring fair' });

    // Replacing keeps one row per slot; switching it off hides it.
    const off = await put('job-home', { image, title: 'Hiring fair 2', link: '/job', isActive: false });
    expect(off.status).toBe(200);
    expect((await publicAd('job-home')).status).toBe(404);
    const rows = await t.db.select().from(adPlacements);
    expect(rows.filter((r) => r.slot === 'job-home')).toHaveLength(1);
  });

  it('lists every slot for the super admin, with its ad or null', async () => {
    const image = await storeTestImage(t);
    await put('rent-home', { image, title: 'Flats', link: '/rent' });
    const res = await call(t, { method: 'GET', url: '/api/admin/ads', token: superAdmin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { slot: string }) => s.slot)).toEqual([...AD_SLOTS]);
    expect(res.body.find((s: { slot: string }) => s.slot === 'rent-home').ad).toMatchObject({
      title: 'Flats',
    });
    expect(res.body.find((s: { slot: string }) => s.slot === 'task-detail').ad).toBeNull();
  });

  it('rejects bad input naming the field, and changes nothing', async () => {
    const image = await storeTestImage(t);
    await put('rent-detail', { image, title: 'Before', link: '/rent' });
    const cases: [string, object, string][] = [
      ['rent-detail', { image, link: 'javascript:alert(1)' }, 'link'],
      ['rent-detail', { image, link: 'http://plain.example.com' }, 'link'],
      ['rent-detail', { image, link: '//evil.example.com' }, 'link'],
      ['rent-detail', { link: '/rent' }, 'image'],
      ['rent-detail', { image: 'misc/missing.webp' }, 'image'],
      ['rent-detail', { image, isActive: 'no' }, 'isActive'],
      ['sidebar', { image }, 'slot'],
    ];
    for (const [slot, payload, field] of cases) {
      const res = await put(slot, payload);
      expect({ slot, payload, status: res.status }).toEqual({ slot, payload, status: 400 });
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await publicAd('rent-detail')).body).toMatchObject({ title: 'Before', link: '/rent' });
    expect((await publicAd('sidebar')).status).toBe(400);
  });

  it('only the super admin sets ads: an admin gets 403, a stranger 401', async () => {
    const image = await storeTestImage(t);
    expect((await put('task-detail', { image }, admin.token)).status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/admin/ads', token: admin.token })).status).toBe(403);
    const anonymous = await call(t, { method: 'PUT', url: '/api/admin/ads/task-detail', payload: { image } });
    expect(anonymous.status).toBe(401);
    expect((await publicAd('task-detail')).status).toBe(404);
  });
});
