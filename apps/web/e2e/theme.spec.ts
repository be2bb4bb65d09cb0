import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { expect, test } from '@playwright/test';
import { whenHydrated } from './fixtures/hydration.ts';

test('theme is light by default, toggles to dark, survives a reload and toggles back', async ({ page }) => {
  // Records the scheme the document has before any script of the app runs: "no flash on load".
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { schemeAtLoad: string | null }).schemeAtLoad =
        document.documentElement.getAttribute('data-mantine-color-scheme');
    });
  });
  const schemeAtLoad = () =>
    page.evaluate(() => (window as unknown as { schemeAtLoad: string }).schemeAtLoad);
  const storedScheme = () => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);

  await page.goto('/');
  await whenHydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await schemeAtLoad()).toBe('light');

  const toggle = page.getByRole('button', { name: 'Toggle color scheme' });
  await toggle.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await storedScheme()).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await schemeAtLoad()).toBe('dark');
  await whenHydrated(page);

  await toggle.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await storedScheme()).toBe('light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
