import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { API_URL, registerUser } from './fixtures/api.ts';
import { readSession } from './fixtures/auth.ts';
import { whenHydrated } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// Sessions that end (docs/decisions/033): signing out ends the session on the server, so a copy of the
// cookie taken before opens nothing, and the access token it held is refused by the API.

type SavedCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** GET /auth/my-profile with a token, as any script holding it could. */
async function profileStatus(page: Page, token: string): Promise<number> {
  const res = await page.request.get(`${API_URL}/auth/my-profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status();
}

/** A fresh browser holding only the saved cookies: what someone who copied them gets. */
async function withCopiedCookies(page: Page, cookies: SavedCookies): Promise<Page> {
  const context = await page.context().browser()!.newContext();
  await context.addCookies(cookies);
  return context.newPage();
}

async function expectSignedOutCopy(copy: Page) {
  expect(await readSession(copy)).toBeNull();
  await copy.goto('/user');
  await expect(copy).toHaveURL((url) => url.pathname === '/login');
}

test('signing out ends the session on the server: a saved cookie and its token open nothing', async ({
  browser,
}) => {
  const person = await registerUser();
  const page = await pageOf(browser, person);
  const session = await readSession(page);
  const token = session?.user?.accessToken ?? '';
  expect(session?.user?.email).toBe(person.email);
  expect(await profileStatus(page, token)).toBe(200);
  const saved = await page.context().cookies();

  await page.goto('/');
  const header = page.getByRole('banner');
  const menu = header.getByTestId('profile-menu').filter({ hasText: person.fullName });
  await whenHydrated(page);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  const copy = await withCopiedCookies(page, saved);
  await expectSignedOutCopy(copy);
  // The token read from the session before signing out is refused by the API.
  expect(await profileStatus(page, token)).toBe(445);
  await copy.context().close();
  await page.context().close();
});

test('"Sign out everywhere" asks first, says it is done, and ends the session of another browser', async ({
  browser,
}) => {
  const person = await registerUser();
  const here = await pageOf(browser, person);
  const elsewhere = await pageOf(browser, person);
  const elsewhereToken = (await readSession(elsewhere))?.user?.accessToken ?? '';
  await elsewhere.goto('/user');
  await expect(elsewhere).toHaveURL((url) => url.pathname === '/user');

  await here.goto('/user/auth/change-password');
  await whenHydrated(here);
  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = here.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  // Staying signed in changes nothing.
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  expect(await profileStatus(here, elsewhereToken)).toBe(200);

  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here.getByRole('alert').filter({ hasText: 'Signed out everywhere.' })).toBeVisible();
  await expect(here).toHaveURL((url) => url.pathname === '/login');
  expect(await readSession(here)).toBeNull();

  // The other browser's session is over: its token is refused, its cookie answers no session and
  // opens no account page.
  expect(await profileStatus(elsewhere, elsewhereToken)).toBe(445);
  await expectSignedOutCopy(elsewhere);
  await here.context().close();
  await elsewhere.context().close();
});
