import { expect, type Locator, type Page, test } from '@playwright/test';

/** The element's box lies within the viewport the page loaded in: seen without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

// Run on a desktop (1280×800) and, tagged @mobile, on a phone (390×844).
test.describe('products on the first screen', { tag: '@mobile' }, () => {
  test('home: a featured product card and the categories without scrolling', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByTestId('shelf-featured').getByTestId('product-card').first();
    await expectOnFirstScreen(page, featured);
    await expectOnFirstScreen(page, page.getByTestId('home-categories'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/shop: a product card without scrolling', async ({ page }) => {
    await page.goto('/shop');
    await expectOnFirstScreen(page, page.getByTestId('product-card').first());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
