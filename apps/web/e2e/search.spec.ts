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
  await expect(categorySelect(page)).toHaveValue('Shop');
  await categorySelect(page).click();
  await page.getByRole('option', { name: 'Task', exact: true }).click();
  await searchBox(page).fill('plumber');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/task/search/plumber');
});

test('on /job the category defaults to Job', async ({ page }) => {
  await page.goto('/job');
  await expect(categorySelect(page)).toHaveValue('Job');
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
