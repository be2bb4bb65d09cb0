import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, IMAGE_BASE_URL, type TestApp } from '../../../test/helper.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/category/:section/tree', () => {
  it('answers active categories in order, counting visible products of every descendant', async () => {
    const vendor = await createVendor(t);
    const root = await createCategory(t);
    const second = await createCategory(t, { parentId: root.id, sortOrder: 2, name: 'Second child' });
    const first = await createCategory(t, { parentId: root.id, sortOrder: 1, name: 'First child' });
    const grandchild = await createCategory(t, { parentId: first.id });
    const inactive = await createCategory(t, { parentId: root.id, isActive: false });
    await createCategory(t, { parentId: inactive.id });
    const base = { vendorId: vendor.id };
    await createProduct(t, { ...base, categoryId: root.id });
    await createProduct(t, { ...base, categoryId: first.id });
    await createProduct(t, { ...base, categoryId: grandchild.id });
    await createProduct(t, { ...base, categoryId: grandchild.id });
    await createProduct(t, { ...base, categoryId: second.id, status: 'draft' });

    const res = await call(t, { method: 'GET', url: '/api/category/shop/tree' });
    expect(res.status).toBe(200);
    const tree = res.body as TCategoryTreeNode[];
    const node = tree.find((n) => n._id === root.id);
    expect(node).toMatchObject({
      name: root.name,
      slug: root.slug,
      parentId: null,
      image: `${IMAGE_BASE_URL}/products/cat.webp`,
      isActive: true,
      productCount: 4,
    });
    expect(node?.children.map((c) => [c.name, c.productCount])).toEqual([
      ['First child', 3],
      ['Second child', 0],
    ]);
    expect(node?.children[0]?.children.map((c) => [c._id, c.productCount])).toEqual([[grandchild.id, 2]]);
  });

  it('keeps sections apart and validates the section', async () => {
    const task = await createCategory(t, { section: 'task' });
    const shop = await call(t, { method: 'GET', url: '/api/category/shop/tree' });
    expect(shop.body.some((n: { _id: string }) => n._id === task.id)).toBe(false);
    const tasks = await call(t, { method: 'GET', url: '/api/category/task/tree' });
    expect(tasks.body.some((n: { _id: string }) => n._id === task.id)).toBe(true);
    const bad = await call(t, { method: 'GET', url: '/api/category/cars/tree' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('section');
  });
});

describe('GET /api/category/:section/:slug', () => {
  it('answers the category with its breadcrumb and direct children', async () => {
    const vendor = await createVendor(t);
    const root = await createCategory(t);
    const leaf = await createCategory(t, { parentId: root.id });
    const deeper = await createCategory(t, { parentId: leaf.id });
    await createProduct(t, { vendorId: vendor.id, categoryId: deeper.id });
    const res = await call(t, { method: 'GET', url: `/api/category/shop/${leaf.slug}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: leaf.id,
      parentId: root.id,
      productCount: 1,
      breadcrumb: [
        { _id: root.id, name: root.name, slug: root.slug },
        { _id: leaf.id, name: leaf.name, slug: leaf.slug },
      ],
    });
    expect(res.body.children).toEqual([expect.objectContaining({ _id: deeper.id, productCount: 1 })]);
    expect(res.body.children[0]).not.toHaveProperty('children');
  });

  it('is 404 for an unknown or inactive category', async () => {
    const inactive = await createCategory(t, { isActive: false });
    for (const slug of ['no-such-category', inactive.slug]) {
      const res = await call(t, { method: 'GET', url: `/api/category/shop/${slug}` });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});
