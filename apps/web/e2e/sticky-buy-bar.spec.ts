import { expect, test } from '@playwright/test';
import { API_URL } from './fixtures/api.ts';

type Summary = { name: string; slug: string; inStock: boolean };

test.describe('product page on a phone', { tag: '@mobile-only' }, () => {
  test('a buy bar appears once the add-to-cart button scrolls away, and adds to the cart', async ({
    page,
  }) => {
    const res = await fetch(`${API_URL}/product?inStock=true&limit=1`);
    const product = ((await res.json()) as { docs: Summary[] }).docs[0];
    if (!product) throw new Error('the demo shop has nothing in stock');

    await page.goto(`/shop/product/${product.slug}`);
    const bar = page.getByTestId('sticky-buy-bar');
    const mainButton = page.getByRole('button', { name: /add to cart/i }).first();
    await expect(mainButton).toBeEnabled();
    await expect(bar).toHaveCount(0);

    // Past the button, the bar holds the price and its own button, above the bottom tabs.
    await mainButton.evaluate((el) =>
      window.scrollTo(0, window.scrollY + el.getBoundingClientRect().bottom + 400),
    );
    await expect(mainButton).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    await expect(bar.getByTestId('price')).toHaveText(/^Rs\. [\d,]+/);
    const barBox = await bar.boundingBox();
    const tabsBox = await page.getByTestId('mobile-tab-bar').boundingBox();
    expect(barBox && tabsBox && barBox.y + barBox.height).toBeLessThanOrEqual(tabsBox?.y ?? 0);

    await bar.getByRole('button', { name: /add to cart/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Added to cart' })).toBeVisible();

    // Back up at the button, the bar goes away.
    await mainButton.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });
});
