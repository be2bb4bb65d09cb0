import { expect, type Page, test } from '@playwright/test';

// The header may hold a desktop and a mobile copy of the search bar; only one is visible at a time.
function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search text' }).filter({ visible: true });
}

function categorySelect(page: Page) {
  return page.getByRole('combobox', { name: 'Search category' }).filter({ visible: true });
}

test('choosing Task and searching "plumber" opens /task/search/plumber', async ({ page }) => {
  await page.goto('/');
  await expect(categorySelect(page)).toHaveValue('shop');
  // A native select: choosing before React has hydrated is undone, so choose until the bar follows.
  await expect(async () => {
    await categorySelect(page).selectOption({ label: 'Task' });
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search in Task…', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
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
