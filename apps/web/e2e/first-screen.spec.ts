import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Seen without scrolling: at least half of it inside the viewport the page loaded in (a card's
 * picture, name and price), and the page not scrolled.
 */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 0.5 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

// Run on a desktop (1280×800) and, tagged @mobile, on a phone (390×844).
test.describe('products on the first screen', { tag: '@mobile' }, () => {
  test('home: a featured product card and the categories without scrolling', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByTestId('shelf-featured').getByTestId('product-card').first();
    await expectOnFirstScreen(page, featured);
    await expectOnFirstScreen(page, page.getByTestId('home-categories'));
  });

  test('/shop: a product card without scrolling', async ({ page }) => {
    await page.goto('/shop');
    await expectOnFirstScreen(page, page.getByTestId('product-card').first());
  });
});
