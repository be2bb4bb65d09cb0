import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { sliders } from '../../db/schema/content.ts';
import { uniqueTag } from '../../sections/shop/product/test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object, token = admin.token) =>
  call(t, { method: 'POST', url: '/api/admin/sliders', token, payload });
const update = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/admin/sliders/${id}`, token: admin.token, payload });
const move = (id: string, direction: string) =>
  call(t, {
    method: 'PUT',
    url: `/api/admin/sliders/${id}/move`,
    token: admin.token,
    payload: { direction },
  });
const remove = (id: string) =>
  call(t, { method: 'DELETE', url: `/api/admin/sliders/${id}`, token: admin.token });
const publicList = (placement: string) =>
  call(t, { method: 'GET', url: `/api/slider?placement=${placement}` });
const adminList = (query: string) =>
  call(t, { method: 'GET', url: `/api/admin/sliders?${query}`, token: admin.token });

type Slide = { _id: string; title: string; sortOrder: number; isActive: boolean };
const titles = (docs: Slide[], tag: string) =>
  docs.filter((d) => d.title.startsWith(tag)).map((d) => d.title);

async function countSlides(): Promise<number> {
  return (await t.db.select().from(sliders)).length;
}

describe('sliders', () => {
  it('adds slides last, and the public carousel shows the active ones of its placement in order', async () => {
    const tag = uniqueTag();
    const image = await storeTestImage(t);
    const first = await create({ placement: 'shop', image, title: `${tag} one`, link: '/shop/categories' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Slide added' });
    expect(first.body.data).toMatchObject({
      placement: 'shop',
      image: `http://localhost:4000/uploads/${image}`,
      title: `${tag} one`,
      link: '/shop/categories',
      isActive: true,
    });
    const second = await create({
      placement: 'shop',
      image,
      title: `${tag} two`,
      link: 'https://example.com/sale',
    });
    expect(second.body.data.sortOrder).toBeGreaterThan(first.body.data.sortOrder);
    await create({ placement: 'shop', image, title: `${tag} hidden`, isActive: false });
    await create({ placement: 'home', image, title: `${tag} home` });

    const shop = await publicList('shop');
    expect(shop.status).toBe(200);
    expect(titles(shop.body, tag)).toEqual([`${tag} one`, `${tag} two`]);
    expect(titles((await publicList('home')).body, tag)).toEqual([`${tag} home`]);

    // The admin list has the hidden one too, and searches.
    const listed = await adminList(`placement=shop&search=${tag}`);
    expect(listed.status).toBe(200);
    expect(listed.body.docs.map((d: Slide) => d.title)).toEqual([
      `${tag} one`,
      `${tag} two`,
      `${tag} hidden`,
    ]);
    expect(listed.body.pagination).toMatchObject({ page: 1, total: 3 });
  });

  it('rejects bad input naming the field, and stores nothing', async () => {
    const image = await storeTestImage(t);
    const before = await countSlides();
    const cases: [object, string][] = [
      [{ placement: 'shop', image, link: 'javascript:alert(1)' }, 'link'],
      [{ placement: 'shop', image, link: 'http://example.com' }, 'link'],
      [{ placement: 'shop', image, link: '//evil.example.com/x' }, 'link'],
      [{ placement: 'shop', image, link: 'shop/no-slash' }, 'link'],
      [{ placement: 'sidebar', image }, 'placement'],
      [{ placement: 'shop' }, 'image'],
      [{ placement: 'shop', image: 'misc/never-uploaded.webp' }, 'image'],
      [{ placement: 'shop', image: '../../etc/passwd' }, 'image'],
      [{ placement: 'shop', image, title: 'x'.repeat(121) }, 'title'],
      [{ placement: 'shop', image, isActive: 'yes' }, 'isActive'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect({ payload, status: res.status }).toEqual({ payload, status: 400 });
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect(await countSlides()).toBe(before);
    expect((await publicList('everywhere')).status).toBe(400);
  });

  it('edits a slide and hides it from the carousel', async () => {
    const tag = uniqueTag();
    const image = await storeTestImage(t);
    const { body } = await create({ placement: 'home', image, title: `${tag} before` });
    const res = await update(body.data._id, { title: `${tag} after`, link: '/shop', isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: `${tag} after`, link: '/shop', isActive: false });
    expect(titles((await publicList('home')).body, tag)).toEqual([]);
    expect((await update(body.data._id, { link: 'ftp://x' })).status).toBe(400);
    const [row] = await t.db.select().from(sliders).where(eq(sliders.id, body.data._id));
    expect(row?.link).toBe('/shop');
  });

  it('answers an empty edit with 400 saying to send a field (it was a 500)', async () => {
    const { body } = await create({ placement: 'home', image: await storeTestImage(t), title: 'Kept' });
    const res = await update(body.data._id, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'Send at least one field to change' }]);
    const [row] = await t.db.select().from(sliders).where(eq(sliders.id, body.data._id));
    expect(row?.title).toBe('Kept');
  });

  it('moves slides up and down, never past the ends, and keeps positions distinct under concurrency', async () => {
    const tag = uniqueTag();
    const image = await storeTestImage(t);
    // A placement of its own would be cleaner, but there are two: use the tag to read this test's slides.
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4])
      ids.push((await create({ placement: 'home', image, title: `${tag} ${n}` })).body.data._id);
    const order = async () =>
      titles((await adminList(`placement=home&limit=100&search=${tag}`)).body.docs, tag);

    const up = await move(ids[2] as string, 'up');
    expect(up.status).toBe(200);
    expect(up.body.message).toBe('Slide moved up');
    expect(await order()).toEqual([`${tag} 1`, `${tag} 3`, `${tag} 2`, `${tag} 4`]);
    expect((await move(ids[2] as string, 'down')).status).toBe(200);
    expect(await order()).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`, `${tag} 4`]);

    const all = (await adminList('placement=home&limit=100')).body.docs as Slide[];
    const first = all[0] as Slide;
    const last = all[all.length - 1] as Slide;
    expect((await move(first._id, 'up')).status).toBe(422);
    expect((await move(last._id, 'down')).status).toBe(422);
    expect((await move(first._id, 'sideways')).status).toBe(400);

    await Promise.all([
      move(ids[1] as string, 'down'),
      move(ids[3] as string, 'up'),
      move(ids[0] as string, 'down'),
      move(ids[2] as string, 'up'),
    ]);
    const rows = await t.db.select().from(sliders).where(eq(sliders.placement, 'home'));
    const positions = rows.map((r) => r.sortOrder);
    expect(new Set(positions).size).toBe(rows.length);
    expect((await order()).sort()).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`, `${tag} 4`]);
  });

  it('deletes a slide; a missing one answers 404', async () => {
    const image = await storeTestImage(t);
    const { body } = await create({ placement: 'shop', image, title: 'to delete' });
    const res = await remove(body.data._id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Slide deleted');
    expect((await remove(body.data._id)).status).toBe(404);
    expect((await update(body.data._id, { title: 'x' })).status).toBe(404);
    expect((await move(body.data._id, 'up')).status).toBe(404);
    expect((await remove('not-a-uuid')).status).toBe(400);
  });

  it('is closed to users and vendors (403), and to strangers (401)', async () => {
    const image = await storeTestImage(t);
    const before = await countSlides();
    const user = await createUser(t);
    const vendor = await createUser(t, { roles: ['User', 'Vendor'] });
    expect((await create({ placement: 'shop', image }, user.token)).status).toBe(403);
    expect((await create({ placement: 'shop', image }, vendor.token)).status).toBe(403);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/admin/sliders',
      payload: { placement: 'shop', image },
    });
    expect(anonymous.status).toBe(401);
    expect(await countSlides()).toBe(before);
  });
});
