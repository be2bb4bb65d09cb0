import { expect, type Page, test } from '@playwright/test';
import { whenHydrated } from './fixtures/hydration.ts';

/**
 * The pages Next.js's router prefetches (requests carrying `Next-Router-Prefetch`). The public pages are
 * cached, and a cached page is prefetched in full, scripts included: a link that prefetched as soon as
 * it was on screen made every phone load the pages it links to while loading its own (decision 015,
 * addendum on links that prefetch on intent). Links prefetch on pointer, touch or focus instead
 * (`IntentLink`).
 */
function recordPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Loaded, hydrated and quiet: what a link on screen would have prefetched has been asked for. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

// On a phone (the Lighthouse budget's device). The desktop header's and footer's links prefetch on intent
// too (decision 040).
test.describe('prefetching while a public page loads on a phone', { tag: '@mobile-only' }, () => {
  test('home, shop and a product page load without prefetching the pages they link to', async ({ page }) => {
    const prefetched = recordPrefetches(page);
    await page.goto('/');
    await settle(page);
    const productHref = await page
      .getByTestId('shelf-featured')
      .getByTestId('product-card')
      .first()
      .getAttribute('href');
    expect(productHref).toMatch(/^\/shop\/product\//);
    await page.goto('/shop');
    await settle(page);
    await page.goto(productHref ?? '/');
    await settle(page);
    expect(prefetched).toEqual([]);
  });
});

test('pointing at a product card prefetches its page', async ({ page }) => {
  const prefetched = recordPrefetches(page);
  await page.goto('/shop');
  await settle(page);
  const card = page.getByTestId('product-card').first();
  const href = await card.getAttribute('href');
  await card.hover();
  await expect.poll(() => prefetched).toContain(href);
});

test("a site link opens its page inside the app, a modifier key's click is the browser's", async ({
  page,
  context,
}) => {
  await page.goto('/shop');
  await whenHydrated(page);
  // Set on this document: a soft navigation keeps it, a full load starts a new one.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const card = page.getByTestId('product-card').first();
  const href = await card.getAttribute('href');
  const name = await card.getByTestId('product-name').textContent();
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // Back returns to the listing, still the same document.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // A modified click is left to the browser: it opens a new tab and this page stays.
  const opened = context.waitForEvent('page');
  await page
    .getByTestId('product-card')
    .first()
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(page).toHaveURL((url) => url.pathname === '/shop');
  await tab.close();
});
