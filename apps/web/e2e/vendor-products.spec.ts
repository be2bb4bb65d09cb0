import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, loginDemoViaApi, TINY_PNG, uploadImage } from './fixtures/api.ts';
import { withinPurgeBound } from './fixtures/page-cache.ts';
import { restoreSession } from './fixtures/roles.ts';

type VendorRow = { _id: string; name: string; slug: string; status: string };

async function api<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function findVendorProduct(token: string, name: string): Promise<VendorRow | undefined> {
  const { docs } = await api<{ docs: VendorRow[] }>(
    `/vendor/products?search=${encodeURIComponent(name)}`,
    token,
  );
  return docs.find((d) => d.name === name);
}

/** A published product of the demo vendor, created through the API (upload + POST). */
async function createPublishedProduct(name: string): Promise<{ id: string; slug: string }> {
  const { accessToken } = await loginDemoViaApi('vendor');
  const image = await uploadImage(accessToken);
  const tree = (await (await fetch(`${API_URL}/category/shop/tree`)).json()) as {
    _id: string;
    children: { _id: string }[];
  }[];
  const categoryId = tree[0]?.children[0]?._id ?? tree[0]?._id;
  const { data } = await api<{ data: { _id: string; slug: string } }>('/vendor/products', accessToken, {
    method: 'POST',
    body: { name, categoryId, images: [image], price: 123_400, stock: 3, status: 'active' },
  });
  return { id: data._id, slug: data.slug };
}

async function archiveQuietly(id: string): Promise<void> {
  const { accessToken } = await loginDemoViaApi('vendor');
  await fetch(`${API_URL}/vendor/products/${id}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'archived' }),
  });
}

// Product pages are cached: a change shows within the purge bound (docs/product-rules.md "Fast pages"), not
// at once.
async function expectInShop(page: Page, slug: string, name: string) {
  await withinPurgeBound(async () => {
    const res = await page.goto(`/shop/product/${slug}`);
    expect(res?.status()).toBe(200);
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

async function expectNotInShop(page: Page, slug: string) {
  await withinPurgeBound(async () => {
    const res = await page.goto(`/shop/product/${slug}`);
    expect(res?.status()).toBe(404);
  });
}

test.describe('vendor products', () => {
  // Several pages compile on first visit in dev and the machine is shared: give the flow room.
  test.slow();
  test('the demo vendor creates a product with an image and a variant, publishes it, then archives it', async ({
    page,
  }) => {
    const name = `E2E Brass Lamp ${randomUUID().slice(0, 8)}`;
    await restoreSession(page, 'vendor');
    await page.goto('/vendor/shop/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByTestId('product-row').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Add product' }).click();
    const drawer = page.getByRole('dialog', { name: 'New product' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
    await drawer.getByRole('combobox', { name: 'Category' }).click();
    // The second option is the first sub-category of the first top-level one.
    await page.getByRole('option').nth(1).click();

    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(drawer.getByRole('img', { name: 'Product image 1' })).toBeVisible();

    await drawer.getByRole('textbox', { name: 'Description' }).fill('Hand-made brass lamp from Patan.');
    await drawer.getByRole('button', { name: 'Add variant' }).click();
    const variant = drawer.getByTestId('variant-row').first();
    await expect(variant.getByRole('textbox', { name: 'Variant 1 option 1 name' })).toHaveValue('Size');
    await variant.getByRole('textbox', { name: 'Variant 1 option 1 value' }).fill('Large');
    await variant.getByRole('textbox', { name: 'Price (Rs.)' }).fill('2499');
    await variant.getByRole('textbox', { name: 'Stock' }).fill('4');
    await expect(drawer.getByTestId('variant-summary')).toContainText('Rs. 2,499');
    await drawer.getByText('Active (in the shop)').click();
    await drawer.getByRole('button', { name: 'Create product' }).click();

    await expect(page.getByText(`${name} is published`)).toBeVisible();
    await expect(drawer).toBeHidden();

    const { accessToken } = await loginDemoViaApi('vendor');
    const created = await findVendorProduct(accessToken, name);
    if (!created) throw new Error('the product was not created');
    expect(created.status).toBe('active');

    await expectInShop(page, created.slug, name);
    await expect(page.getByText('Large').first()).toBeVisible();

    // Archive it from the table: it leaves the shop.
    await page.goto(`/vendor/shop/products?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('product-row').filter({ hasText: name });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive this product?' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`${name} is archived`)).toBeVisible();
    await expect(row).toContainText('Archived');
    await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();

    await expectNotInShop(page, created.slug);
  });

  test('the form marks a missing image on the field; price, MRP and stock line up', async ({ page }) => {
    await restoreSession(page, 'vendor');
    await page.goto('/vendor/shop/products?edit=new');
    const drawer = page.getByRole('dialog', { name: 'New product' });
    await expect(drawer).toBeVisible();
    const tops = await Promise.all(
      ['Price (Rs.)', 'MRP (Rs.)', 'Stock'].map(async (name) => {
        const box = await drawer.getByRole('textbox', { name, exact: true }).boundingBox();
        return Math.round(box?.y ?? -1);
      }),
    );
    expect(new Set(tops).size).toBe(1);

    await drawer.getByRole('button', { name: 'Create product' }).click();
    // Under the Images field, in the same place and colour as the other fields' errors.
    const imageError = drawer
      .locator('.mantine-InputWrapper-error')
      .filter({ hasText: 'Add at least one image' });
    await expect(imageError).toBeVisible();
    await expect(drawer).toBeVisible();
  });

  test('an archived product is restored to drafts, and the CSV names its stock state', async ({ page }) => {
    const name = `E2E Restored Bowl ${randomUUID().slice(0, 8)}`;
    const product = await createPublishedProduct(name);
    try {
      await archiveQuietly(product.id);
      await restoreSession(page, 'vendor');
      await page.goto(`/vendor/shop/products?q=${encodeURIComponent(name)}`);
      const row = page.getByTestId('product-row').filter({ hasText: name });
      await expect(row).toHaveCount(1, { timeout: 30_000 });

      // Three in stock: low, and the export says so in words rather than the badge's "Low: 3".
      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await readFile(await (await downloadPromise).path(), 'utf8');
      const [header, line] = csv.slice(1).trimEnd().split('\r\n');
      expect(header).toContain('Stock state');
      expect(line).toContain(',Low stock (3),');

      await row.getByRole('button', { name: 'Restore', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore to drafts?' });
      await expect(dialog).toContainText('It stays out of the shop until you publish it.');
      await dialog.getByRole('button', { name: 'Restore to drafts' }).click();
      await expect(row).toContainText('Draft');
      await expectNotInShop(page, product.slug);
    } finally {
      await archiveQuietly(product.id);
    }
  });

  test('an admin hides a product and it leaves the shop', async ({ page }) => {
    const name = `E2E Hidden Shawl ${randomUUID().slice(0, 8)}`;
    const product = await createPublishedProduct(name);
    try {
      await expectInShop(page, product.slug, name);

      await restoreSession(page, 'admin');
      await page.goto(`/admin/shop/products?q=${encodeURIComponent(name)}`);
      const row = page.getByTestId('admin-product-row').filter({ hasText: name });
      await expect(row).toHaveCount(1, { timeout: 30_000 });
      await row.getByRole('button', { name: 'Hide' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hide this product?' });
      await dialog.getByLabel('Reason (optional)').fill('Photos do not match the item');
      await dialog.getByRole('button', { name: 'Hide product' }).click();
      await expect(page.getByText(`${name} is hidden`)).toBeVisible();
      await expect(row).toContainText('Hidden');
      await expect(row.getByRole('button', { name: 'Unhide' })).toBeVisible();

      await expectNotInShop(page, product.slug);
    } finally {
      await archiveQuietly(product.id);
    }
  });
});

test.describe('admin categories', () => {
  test.slow();

  test('an admin adds a category and a sub-category, cannot delete the parent first, then deletes both', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const parent = `E2E Parent ${tag}`;
    const child = `E2E Child ${tag}`;
    await restoreSession(page, 'admin');
    await page.goto('/admin/shop/categories');
    await expect(page.getByTestId('category-row').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Add category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(parent);
    // Inactive, so the public shop tree other specs read never shows it.
    await dialog.getByRole('switch', { name: 'Active (shown in the shop)' }).uncheck({ force: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${parent} added`)).toBeVisible();
    const parentRow = page.getByTestId('category-row').filter({ hasText: parent });
    await expect(parentRow).toContainText('Inactive');

    await parentRow.getByRole('button', { name: `Add a sub-category to ${parent}` }).click();
    dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(child);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${child} added`)).toBeVisible();
    const childRow = page.getByTestId('category-row').filter({ hasText: child });
    await expect(childRow).toBeVisible();
    await expect(parentRow).toContainText('1 sub-category');

    // With a sub-category it cannot go: the dialog says why and offers no Delete.
    await parentRow.getByRole('button', { name: `Delete ${parent}` }).click();
    const blocked = page.getByRole('dialog', { name: 'This category cannot be deleted' });
    await expect(blocked).toContainText(`${parent} has 1 sub-category: move or delete them first.`);
    await expect(blocked.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await blocked.getByRole('button', { name: 'Close' }).first().click();
    await expect(blocked).toBeHidden();

    await childRow.getByRole('button', { name: `Delete ${child}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`${child} deleted`)).toBeVisible();
    await expect(childRow).toHaveCount(0);

    await parentRow.getByRole('button', { name: `Delete ${parent}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`${parent} deleted`)).toBeVisible();
    await expect(parentRow).toHaveCount(0);
  });
});
