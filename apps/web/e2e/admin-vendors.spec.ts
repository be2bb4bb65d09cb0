import { expect, test } from '@playwright/test';
import { API_URL, loginDemoViaApi } from './fixtures/api.ts';
import { expectOnPageWithinPurgeBound } from './fixtures/page-cache.ts';
import { restoreSession } from './fixtures/roles.ts';

const STORE = 'Vijay Electronics';
const STORE_SLUG = 'vijay-electronics';

type AdminVendor = { _id: string; storeName: string; status: 'active' | 'suspended' };

/** Puts the demo store back whatever happened, so the rest of the suite sees its products. */
async function restoreStore(): Promise<void> {
  const { accessToken } = await loginDemoViaApi('admin');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const res = await fetch(`${API_URL}/admin/vendors?search=${encodeURIComponent(STORE)}`, { headers });
  const { docs } = (await res.json()) as { docs: AdminVendor[] };
  for (const vendor of docs.filter((d) => d.status === 'suspended')) {
    await fetch(`${API_URL}/admin/vendors/${vendor._id}/status`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ status: 'active' }),
    });
  }
}

test.describe('admin vendors', () => {
  // The store is shared demo data: one project suspends it, for as short a time as possible.
  test.skip(({ isMobile }) => isMobile, 'runs once, on desktop');
  test.afterEach(restoreStore);

  test('an admin suspends the demo store, its product leaves the shop, and restores it', async ({ page }) => {
    const res = await fetch(`${API_URL}/product?vendor=${STORE_SLUG}&limit=1`);
    const { docs } = (await res.json()) as { docs: { name: string }[] };
    const productName = docs[0]?.name;
    if (!productName) throw new Error(`${STORE} has no product in the shop`);
    const searchUrl = `/shop/search/${encodeURIComponent(productName)}`;
    const productCard = page.getByTestId('product-card').filter({ hasText: productName });

    await page.goto(searchUrl);
    await expect(productCard.first()).toBeVisible();

    await restoreSession(page, 'admin');
    await page.goto('/admin/vendors');
    await expect(page.getByRole('link', { name: 'Vendor applications' }).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Search vendors' }).fill('Vijay');
    const row = page.getByTestId('vendor-row').filter({ hasText: STORE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this store?' });
    await dialog.getByLabel('Reason (optional)').fill('Checking reported listings');
    await dialog.getByRole('button', { name: 'Suspend store' }).click();
    await expect(page.getByText(`${STORE} is suspended`)).toBeVisible();
    await expect(row).toContainText('Suspended');

    // The suspended tab lists it; the shop no longer does.
    await page.getByRole('tab', { name: 'Suspended' }).click();
    await expect(row).toHaveCount(1);
    // The cached search page changes within the purge bound (docs/product-rules.md "Fast pages").
    await expectOnPageWithinPurgeBound(page, searchUrl, async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(productCard).toHaveCount(0, { timeout: 1_000 });
    });

    await page.goto('/admin/vendors');
    await page.getByRole('textbox', { name: 'Search vendors' }).fill('Vijay');
    await row.getByRole('button', { name: 'Restore' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this store?' })
      .getByRole('button', { name: 'Restore store' })
      .click();
    await expect(page.getByText(`${STORE} is restored`)).toBeVisible();
    await expect(row).toContainText('Active');

    await expectOnPageWithinPurgeBound(page, searchUrl, async () => {
      await expect(productCard.first()).toBeVisible({ timeout: 2_000 });
    });
  });
});
