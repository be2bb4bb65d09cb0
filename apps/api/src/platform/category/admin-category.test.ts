import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  IMAGE_BASE_URL,
  type TestApp,
  type TestUser,
} from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { categories } from '../../db/schema/shop.ts';
import { createEmployer, createJobCategory, jobBody, postJob } from '../../sections/job/test-factories.ts';
import {
  createCategory,
  createProduct,
  createVendor,
  uniqueTag,
} from '../../sections/shop/product/test-factories.ts';
import { createPlaces, createTaskCategory, postTask, taskBody } from '../../sections/task/test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
});
afterAll(async () => {
  await t.close();
});

const list = (query = 'section=shop') =>
  call(t, { method: 'GET', url: `/api/admin/categories?${query}`, token: admin.token });
const create = (payload: object) =>
  call(t, { method: 'POST', url: '/api/admin/categories', token: admin.token, payload });
const update = (id: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/admin/categories/${id}`, token: admin.token, payload });
const remove = (id: string) =>
  call(t, { method: 'DELETE', url: `/api/admin/categories/${id}`, token: admin.token });

async function row(id: string) {
  const [r] = await t.db.select().from(categories).where(eq(categories.id, id));
  return r;
}

describe('admin categories', () => {
  it('creates a tree with images and lists it flat, parents first, with product and child counts', async () => {
    const tag = uniqueTag();
    const image = await storeTestImage(t);
    const root = await create({ name: `${tag} Fashion`, image, sortOrder: 1 });
    expect(root.status).toBe(201);
    expect(root.body.data).toMatchObject({
      section: 'shop',
      name: `${tag} Fashion`,
      slug: `${tag}-fashion`,
      parentId: null,
      image: `${IMAGE_BASE_URL}/${image}`,
      sortOrder: 1,
      isActive: true,
      productCount: 0,
      childCount: 0,
    });
    const child = await create({ name: `${tag} Sarees`, parentId: root.body.data._id, isActive: false });
    expect(child.status).toBe(201);
    expect(child.body.data).toMatchObject({ parentId: root.body.data._id, isActive: false, image: null });
    const dup = await create({ name: `${tag} Fashion` });
    expect(dup.body.data.slug).toBe(`${tag}-fashion-2`);
    const vendor = await createVendor(t);
    await createProduct(t, { vendorId: vendor.id, categoryId: child.body.data._id, status: 'draft' });

    const res = await list();
    expect(res.status).toBe(200);
    const mine = res.body.filter((c: { name: string }) => c.name.startsWith(tag));
    const ids = res.body.map((c: { _id: string }) => c._id);
    expect(ids.indexOf(root.body.data._id)).toBeLessThan(ids.indexOf(child.body.data._id));
    expect(mine.find((c: { _id: string }) => c._id === root.body.data._id)).toMatchObject({
      childCount: 1,
      productCount: 0,
    });
    expect(mine.find((c: { _id: string }) => c._id === child.body.data._id)).toMatchObject({
      productCount: 1,
      childCount: 0,
    });

    const taskCat = await create({ section: 'task', name: `${tag} Cleaning` });
    expect(taskCat.status).toBe(201);
    expect((await list('section=task')).body.map((c: { _id: string }) => c._id)).toContain(
      taskCat.body.data._id,
    );
    expect(ids).not.toContain(taskCat.body.data._id);
    // A parent from another section is refused.
    const cross = await create({ section: 'task', name: `${tag} Bad`, parentId: root.body.data._id });
    expect(cross.status).toBe(400);
    expect(cross.body.errors[0].path).toBe('parentId');
  });

  it('validates the input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ name: 'x' }, 'name'],
      [{ name: 'Valid', sortOrder: -1 }, 'sortOrder'],
      [{ name: 'Valid', sortOrder: '3' }, 'sortOrder'],
      [{ name: 'Valid', parentId: 'nope' }, 'parentId'],
      [{ name: 'Valid', parentId: '0197aaaa-0000-7000-8000-000000000000' }, 'parentId'],
      [{ name: 'Valid', image: 'misc/not-there.webp' }, 'image'],
      [{ name: 'Valid', section: 'rent' }, 'section'],
    ];
    for (const [payload, path] of cases) {
      const res = await create(payload);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.errors[0].path).toBe(path);
    }
  });

  it('answers an empty edit with 400 saying to send a field', async () => {
    const category = await createCategory(t);
    const res = await update(category.id, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'Send at least one field to change' }]);
  });

  it('edits name, order, image and active; moves under another parent or to the top', async () => {
    const a = await createCategory(t);
    const b = await createCategory(t);
    const image = await storeTestImage(t);
    const res = await update(a.id, {
      name: 'Renamed Kitchen',
      sortOrder: 7,
      isActive: false,
      image,
      parentId: b.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed Kitchen',
      slug: a.slug,
      sortOrder: 7,
      isActive: false,
      parentId: b.id,
      image: `${IMAGE_BASE_URL}/${image}`,
    });
    expect(await row(a.id)).toMatchObject({ image, parentId: b.id });
    // Sending the stored URL back keeps the image; null moves to the top level.
    const again = await update(a.id, { image: `${IMAGE_BASE_URL}/${image}`, parentId: null });
    expect(again.status).toBe(200);
    expect(await row(a.id)).toMatchObject({ image, parentId: null, name: 'Renamed Kitchen' });
    expect((await update('0197aaaa-0000-7000-8000-000000000000', { name: 'Ghost' })).status).toBe(404);
  });

  it('refuses a cycle: a category cannot be its own parent or move under a descendant', async () => {
    const top = await createCategory(t);
    const mid = await createCategory(t, { parentId: top.id });
    const leaf = await createCategory(t, { parentId: mid.id });
    const self = await update(top.id, { parentId: top.id });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].path).toBe('parentId');
    const loop = await update(top.id, { parentId: leaf.id });
    expect(loop.status).toBe(422);
    expect(loop.body.errors[0].path).toBe('parentId');
    expect(await row(top.id)).toMatchObject({ parentId: null });
    // Moving down the other way is fine.
    expect((await update(leaf.id, { parentId: top.id })).status).toBe(200);
  });

  it('two racing moves cannot build a loop', async () => {
    const a = await createCategory(t);
    const b = await createCategory(t);
    const [x, y] = await Promise.all([update(a.id, { parentId: b.id }), update(b.id, { parentId: a.id })]);
    expect([x.status, y.status].sort()).toEqual([200, 422]);
    const [ra, rb] = [await row(a.id), await row(b.id)];
    expect(ra?.parentId === b.id && rb?.parentId === a.id).toBe(false);
  });

  it('deletes an empty category, refuses one with children or products (409)', async () => {
    const parent = await createCategory(t);
    const child = await createCategory(t, { parentId: parent.id });
    const withChildren = await remove(parent.id);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toContain('sub-categor');
    const vendor = await createVendor(t);
    await createProduct(t, { vendorId: vendor.id, categoryId: child.id, status: 'archived' });
    const withProducts = await remove(child.id);
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.message).toContain('product');
    expect(await row(child.id)).toBeDefined();

    const empty = await createCategory(t);
    const ok = await remove(empty.id);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toContain('deleted');
    expect(await row(empty.id)).toBeUndefined();
    expect((await remove(empty.id)).status).toBe(404);
  });

  it('counts the tasks and jobs of their sections, and refuses to delete a category they use (409)', async () => {
    const places = await createPlaces(t);
    const taskCat = await createTaskCategory(t);
    const poster = await createUser(t);
    await postTask(t, poster, taskBody(taskCat.id, places.town));
    await postTask(t, poster, taskBody(taskCat.id, places.town, { title: 'Clean the kitchen cabinets' }));
    const jobCat = await createJobCategory(t);
    const employer = await createEmployer(t);
    await postJob(t, employer.token, jobBody(jobCat.id, places.town));

    const tasks = (await list('section=task')).body.find((c: { _id: string }) => c._id === taskCat.id);
    expect(tasks).toMatchObject({ taskCount: 2, jobCount: 0, productCount: 0 });
    const jobs = (await list('section=job')).body.find((c: { _id: string }) => c._id === jobCat.id);
    expect(jobs).toMatchObject({ jobCount: 1, taskCount: 0, productCount: 0 });

    const withTasks = await remove(taskCat.id);
    expect(withTasks.status).toBe(409);
    expect(withTasks.body.message).toContain('2 tasks');
    const withJobs = await remove(jobCat.id);
    expect(withJobs.status).toBe(409);
    expect(withJobs.body.message).toContain('1 job');
    expect(await row(taskCat.id)).toBeDefined();
    expect(await row(jobCat.id)).toBeDefined();
  });
});
