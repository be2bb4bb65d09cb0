import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { postRemoteTask, registerUser } from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';

// Saved searches (decision 047): a visitor saves a search page (signing in on the way and coming back to
// it), another person publishes a matching task through the API, and the bell shows it live; the saved
// searches page counts it.

/** A made-up word of letters only, that nothing else on the site holds. */
function uniqueWord(): string {
  return Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

test('save a search after signing in, and the bell shows a matching new task live', async ({ page }) => {
  test.setTimeout(90_000);
  const seeker = await registerUser();
  const poster = await registerUser();
  const word = uniqueWord();
  const searchPage = `/task/search/${word}`;

  await page.goto(searchPage);
  await whenHydrated(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(seeker.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(seeker.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === searchPage);

  const bell = page.getByRole('banner').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await whenHydrated(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved: you will be told of new matches')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  await postRemoteTask(poster, `Find my ${word} keys`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unseen');

  await page.goto('/user/saved-searches');
  const saved = page.getByTestId('saved-search').filter({ hasText: word });
  await expect(saved.getByTestId('new-matches')).toHaveText('1 new');
});
