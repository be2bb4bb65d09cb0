import { expect, type Page, test } from '@playwright/test';

// The header may hold a desktop and a mobile copy of the search bar; only one is visible at a time.
function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search text' }).filter({ visible: true });
}

function categorySelect(page: Page) {
  return page.getByRole('combobox', { name: 'Search category' }).filter({ visible: true });
}

test('choosing Task and searching "plumber" opens /task/search/plumber', async ({ page }) => {
  await page.goto('/');
  await expect(categorySelect(page)).toHaveValue('shop');
  await categorySelect(page).selectOption({ label: 'Task' });
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search in Task…');
  await searchBox(page).fill('plumber');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/task/search/plumber');
});

test('on /job the category defaults to Job', async ({ page }) => {
  await page.goto('/job');
  await expect(categorySelect(page)).toHaveValue('job');
  await searchBox(page).fill('driver');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/job/search/driver');
});

test('empty search text does not navigate', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).press('Enter');
  await searchBox(page).fill('   ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // A real search afterwards, then Back: had the empty ones navigated, Back would land there instead of /.
  await searchBox(page).fill('lamp');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/shop/search/lamp');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a blank search address opens the section listing, never "Results for “”"', async ({ page }) => {
  for (const section of ['shop', 'task', 'job', 'rent']) {
    await page.goto(`/${section}/search/%20%20`);
    await expect(page).toHaveURL((url) => url.pathname === `/${section}`);
    await expect(page.locator('body')).not.toContainText('“”');
  }
});

test('before the page script runs, the header search still opens the results', async ({
  browser,
  baseURL,
}) => {
  // No JavaScript at all: what a press of Enter does while a slow phone is still starting the page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/job');
  await expect(categorySelect(page)).toHaveValue('job');
  await searchBox(page).fill('driver');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/job/search/driver');

  // Blank text stays where it was.
  await page.goto('/rent');
  await searchBox(page).fill('  ');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/rent');
  await context.close();
});

test('a category chosen and text typed while the page script loads are kept when it starts', async ({
  page,
}) => {
  // Hold the page's scripts until the visitor has typed: a phone on a slow network, typing at once.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**', async (route) => {
    if (route.request().resourceType() === 'script') await held;
    await route.continue();
  });
  await page.goto('/job', { waitUntil: 'domcontentloaded' });
  await categorySelect(page).selectOption({ label: 'Rent' });
  await searchBox(page).fill('flat');
  release();
  // The account corner is filled in by the script: once it shows, the page has started.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(categorySelect(page)).toHaveValue('rent');
  await expect(searchBox(page)).toHaveValue('flat');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search in Rent…');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/rent/search/flat');
});
