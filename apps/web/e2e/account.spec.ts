import { expect, test } from '@playwright/test';
import { getMyProfile, registerUser, signInThroughNextAuth } from './fixtures/api.ts';

test('editing the name on /user shows the new name in the header', async ({ page }) => {
  const fresh = await registerUser();
  await signInThroughNextAuth(page, fresh.email, fresh.password);
  await page.goto('/user');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('profile-menu').filter({ hasText: fresh.fullName })).toBeVisible();

  const newName = `Renamed ${Date.now().toString(36)}`;
  await page.getByLabel('Full name').fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('alert').filter({ hasText: /profile/i })).toBeVisible();
  await expect(header.getByTestId('profile-menu').filter({ hasText: newName })).toBeVisible();
  expect((await getMyProfile(fresh.accessToken)).fullName).toBe(newName);

  await page.reload();
  await expect(header.getByTestId('profile-menu').filter({ hasText: newName })).toBeVisible();
});

test('changing the password with a wrong current password shows the field error', async ({ page }) => {
  const fresh = await registerUser();
  await signInThroughNextAuth(page, fresh.email, fresh.password);
  await page.goto('/user/auth/change-password');

  // The form stays disabled until React has hydrated it; fill waits for that.
  await page.getByLabel('Current password').fill(`${fresh.password}-wrong`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass1');
  await page.getByLabel('Confirm new password').fill('Another-Pass1');
  await page.getByRole('button', { name: 'Change password' }).click();

  // The API's field error, shown under the field it names (oldPassword).
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  // Still signed in with the old password: nothing changed.
  await expect(
    page.getByRole('banner').getByTestId('profile-menu').filter({ hasText: fresh.fullName }),
  ).toBeVisible();
});

test('a form sent before the session arrives waits for it, not signing the user out', async ({ page }) => {
  const fresh = await registerUser();
  await signInThroughNextAuth(page, fresh.email, fresh.password);
  // The area's pages ask for the session after they arrive; hold that answer back so the form is
  // sent while it is still on its way.
  let releaseSession: () => void = () => {};
  const sessionHeld = new Promise<void>((resolve) => {
    releaseSession = resolve;
  });
  await page.route('**/api/auth/session', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto('/user/auth/change-password');

  await page.getByLabel('Current password').fill(`${fresh.password}-wrong`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass1');
  await page.getByLabel('Confirm new password').fill('Another-Pass1');
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/auth/change-password'),
  );
  await page.getByRole('button', { name: 'Change password' }).click();
  // The click has run the form's submit: a form that did not wait for the session would have sent its
  // request by now, without a token. Only then does the session arrive.
  releaseSession();
  const request = await sent;
  expect(request.headers().authorization).toMatch(/^Bearer /);

  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/auth\/change-password/);
});
