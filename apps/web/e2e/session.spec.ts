import { expect, test } from '@playwright/test';
import {
  changePasswordViaApi,
  createStrongPassword,
  registerUser,
  signInThroughNextAuth,
} from './fixtures/api.ts';

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
