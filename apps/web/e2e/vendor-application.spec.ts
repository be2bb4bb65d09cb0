import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  createUniquePhone,
  type FreshUser,
  registerUser,
  signInThroughNextAuth,
} from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';
import { restoreSession } from './fixtures/roles.ts';

// A real 1×1 PNG, enough for the upload endpoint to resize.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: TINY_PNG };
}

function uniqueStoreName(): string {
  return `E2E Store ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** POST /vendor-application straight to the API, for tests whose subject is the review. */
async function applyViaApi(user: FreshUser, storeName: string): Promise<void> {
  const res = await fetch(`${API_URL}/vendor-application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({
      storeName,
      phone: createUniquePhone(),
      email: user.email,
      panVat: '123456789',
      street: 'New Road 12',
    }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** An admin in a browser context of its own opens the application of `storeName` in the review drawer. */
async function openAsAdmin(browser: Browser, storeName: string): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await restoreSession(admin, 'admin');
  await admin.goto('/admin/vendors/applications');
  await admin.getByRole('textbox', { name: 'Search applications' }).fill(storeName);
  const row = admin.getByTestId('application-row').filter({ hasText: storeName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(admin.getByTestId('application-details')).toContainText(storeName);
  return admin;
}

test('a user applies through the form, an admin approves it and the user reaches /vendor', async ({
  page,
  browser,
}) => {
  // Two browsers, an upload, a review and a role change: a long flow on a 2-core runner.
  test.slow();
  const user = await registerUser();
  const storeName = uniqueStoreName();
  await signInThroughNextAuth(page, user.email, user.password);
  await page.goto('/user/apply-for-vendor');

  const form = page.getByRole('form', { name: 'Vendor application' });
  await expect(form.getByLabel('Email')).toHaveValue(user.email);

  // The shared rules answer on the page before anything is sent.
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Store name must be at least 2 characters')).toBeVisible();
  await form.getByLabel('PAN/VAT number').fill('12345');
  await form.getByLabel('PAN/VAT number').blur();
  await expect(form.getByText('PAN/VAT number is the 9 digits on your certificate')).toBeVisible();

  await form.getByLabel('Store name').fill(storeName);
  await form.getByLabel('Phone').fill(createUniquePhone());
  await form.getByLabel('PAN/VAT number').fill('601234567');
  await form.getByLabel('Street address').fill('Durbar Marg 4');
  await form.getByLabel('About your store').fill('Handmade pottery from Bhaktapur.');

  const fileInputs = form.locator('input[type="file"]');
  await fileInputs.first().setInputFiles(pngFile('logo.png'));
  await expect(form.getByRole('button', { name: 'Change logo' })).toBeVisible();
  await fileInputs.last().setInputFiles(pngFile('pan.png'));
  await expect(form.getByRole('img', { name: 'Document 1' })).toBeVisible();
  await fileInputs.last().setInputFiles(pngFile('registration.png'));
  await expect(form.getByRole('img', { name: 'Document 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Remove document 2' }).click();
  await expect(form.getByRole('img', { name: 'Document 2' })).toHaveCount(0);

  await form.getByRole('button', { name: 'Submit application' }).click();
  const status = page.getByTestId('application-status');
  await expect(status).toContainText('Under review since');
  await expect(status).toContainText(storeName);

  // Still pending after a reload: the form does not come back.
  await page.reload();
  await expect(page.getByTestId('application-status')).toContainText('Under review since');
  await expect(page.getByRole('form', { name: 'Vendor application' })).toHaveCount(0);

  const admin = await openAsAdmin(browser, storeName);
  await expect(admin.getByTestId('application-details')).toContainText('601234567');
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Approve this store?' })
    .getByRole('button', { name: 'Approve store' })
    .click();
  await expect(admin.getByTestId('application-row').filter({ hasText: storeName })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Approved' }).click();
  await expect(admin.getByTestId('application-row').filter({ hasText: storeName })).toContainText('Approved');
  await admin.context().close();

  // Without signing in again, the vendor area opens at once: the proxy finds the new role and the
  // session takes it on this very page (the token was written before the approval).
  await page.goto('/vendor');
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('navigation', { name: 'Vendor menu' })).toBeVisible();
  // The bell is on the page before React has taken it over; a click before that opens nothing (it
  // failed so twice in a row beside other builds).
  await whenHydrated(page);
  await page.getByRole('banner').getByTestId('notification-bell').click();
  // Named apart, so a failure says whether the panel did not open or opened without the notification
  // (seen once in CI, not since: docs/testing.md "Flakes found").
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await expect(page.getByTestId('notification-panel').getByTestId('notification-item').first()).toContainText(
    /approved/i,
  );

  // The session now holds the role: the application page sends a verified vendor on to /vendor.
  await page.goto('/user/apply-for-vendor');
  await page.waitForURL((url) => url.pathname === '/vendor');
  await page.reload();
  await expect(page).toHaveURL(/\/vendor$/);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { userType: string[]; isVendorVerified: boolean };
  };
  expect(session.user.userType).toContain('Vendor');
  expect(session.user.isVendorVerified).toBe(true);
});

test('a rejected application shows the reason and the form to apply again', async ({ page, browser }) => {
  const user = await registerUser();
  const storeName = uniqueStoreName();
  await applyViaApi(user, storeName);

  const admin = await openAsAdmin(browser, storeName);
  await admin.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this application?' });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Reason must be at least 5 characters')).toBeVisible();
  const reason = 'The PAN certificate photo is unreadable';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Rejected' }).click();
  await expect(admin.getByTestId('application-row').filter({ hasText: storeName })).toContainText('Rejected');
  await admin.context().close();

  await signInThroughNextAuth(page, user.email, user.password);
  await page.goto('/user/apply-for-vendor');
  await expect(page.getByTestId('application-status')).toContainText(reason);
  await expect(page.getByRole('form', { name: 'Vendor application' })).toBeVisible();
});

test('the applications table fits the screen and scrolls on its own', { tag: '@mobile' }, async ({
  page,
}) => {
  await restoreSession(page, 'admin');
  await page.goto('/admin/vendors/applications');
  await expect(page.getByRole('table', { name: 'Vendor applications' })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // On a phone the columns keep their width and the table scrolls inside its own container.
  const { tableWidth, viewportWidth } = await page
    .getByRole('table', { name: 'Vendor applications' })
    .evaluate((table) => ({
      tableWidth: table.getBoundingClientRect().width,
      viewportWidth: window.innerWidth,
    }));
  if (viewportWidth < 760) expect(tableWidth).toBeGreaterThan(viewportWidth);
});

test('a user who never applied opens the form with no failed request in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const user = await registerUser();
  await signInThroughNextAuth(page, user.email, user.password);
  const mine = page.waitForResponse((res) => res.url().endsWith('/vendor-application/mine'));
  await page.goto('/user/apply-for-vendor');
  expect((await mine).status()).toBe(200);
  await expect(page.getByRole('form', { name: 'Vendor application' })).toBeVisible();
  expect(errors).toEqual([]);
});
