import { expect, type Response, test } from '@playwright/test';
import {
  changePasswordViaApi,
  createStrongPassword,
  registerUser,
  signInThroughNextAuth,
} from './fixtures/api.ts';
import { pageAs } from './fixtures/roles.ts';

test('a session revoked elsewhere shows the "Session ended" toast and signs the user out', async ({
  page,
}) => {
  const fresh = await registerUser();
  await signInThroughNextAuth(page, fresh.email, fresh.password);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('profile-menu').filter({ hasText: fresh.fullName })).toBeVisible();

  // Changing the password with another token bumps the session version: the browser's token now answers 445.
  await changePasswordViaApi(fresh.accessToken, fresh.password, createStrongPassword());
  await page.reload();

  await expect(page.getByRole('alert').filter({ hasText: 'Session ended' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session).toEqual({});
});

test("an area page's load renews the session cookie; the router's prefetches of its links do not", async ({
  browser,
}) => {
  // A linked page fetched ahead of a tap can be answered after the browser's session changed (signed
  // out, or someone else signed in on it): its answer must not write the old session back.
  const page = await pageAs(browser, 'user');
  try {
    const writesSession = async (response: Response) =>
      ((await response.headerValue('set-cookie')) ?? '').includes('session-token=');
    const prefetches: Response[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/user/') && url.searchParams.has('_rsc')) prefetches.push(response);
    });
    const load = await page.goto('/user');
    expect(load?.status()).toBe(200);
    expect(load && (await writesSession(load))).toBe(true);
    // The account menu's links are fetched ahead by Next's router once they are in view.
    await expect.poll(() => prefetches.length, { message: 'prefetches of /user pages' }).toBeGreaterThan(0);
    for (const prefetch of prefetches) {
      expect(prefetch.status(), prefetch.url()).toBe(200);
      expect(await writesSession(prefetch), prefetch.url()).toBe(false);
    }
  } finally {
    await page.context().close();
  }
});
