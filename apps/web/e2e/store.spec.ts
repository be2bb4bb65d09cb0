import { expect, test } from '@playwright/test';
import { API_URL } from './fixtures/api.ts';

type Summary = { name: string; slug: string; vendor: { slug: string; storeName: string } };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

test.describe('store page', { tag: '@mobile' }, () => {
  test('product page → Visit store → the store with its products, rating and reviews', async ({ page }) => {
    const { docs } = await getJson<{ docs: Summary[] }>('/product?sort=best_selling&limit=1');
    const product = docs[0];
    if (!product) throw new Error('the demo shop has no products');
    const store = await getJson<{ productsCount: number; rating: { count: number } }>(
      `/store/${product.vendor.slug}`,
    );

    await page.goto(`/shop/product/${product.slug}`);
    await page.getByTestId('vendor-card').getByText('Visit store').click();

    await expect(page).toHaveURL(`/shop/store/${product.vendor.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.vendor.storeName })).toBeVisible();
    await expect(page.getByTestId('store-header')).toContainText('On Bazaar since');
    await expect(page.getByTestId('result-count')).toHaveText(`${store.productsCount} products`);
    // Every card on the page is this store's; the product we came from is among its best sellers.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    if (store.rating.count > 0) await expect(page.getByTestId('store-reviews')).toBeVisible();

    // The catalogue's filters work within the store, and a reload keeps them (the proxy's cached view).
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(async () => {
      await sort.selectOption('best_selling');
      await expect(page).toHaveURL(/sort=best_selling/, { timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('product-name').first()).toHaveText(product.name);
    await page.reload();
    await expect(page.getByTestId('product-name').first()).toHaveText(product.name);
    await expect(page.getByTestId('result-count')).toHaveText(`${store.productsCount} products`);
  });

  test('the page is cached and carries Open Graph tags for the store', async ({ page }) => {
    const { docs } = await getJson<{ docs: Summary[] }>('/product?limit=1');
    const vendor = docs[0]?.vendor;
    if (!vendor) throw new Error('the demo shop has no products');
    // A cached public page like the others (decision 015), the same for everyone.
    const res = await page.request.get(`/shop/store/${vendor.slug}`, { headers: { cookie: '' } });
    expect(res.headers()['cache-control']).toContain('s-maxage=');
    await page.goto(`/shop/store/${vendor.slug}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${vendor.storeName} · Bazaar`,
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/uploads\//);
  });

  test('a store that does not exist is a 404 page', async ({ page }) => {
    const res = await page.goto('/shop/store/no-such-store-here');
    expect(res?.status()).toBe(404);
  });
});
