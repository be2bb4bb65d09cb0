import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api, registerUser } from './fixtures/api.ts';
import { openSignedIn } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// An installable site (decision 045): the manifest and its icons, the service worker that answers with
// the offline page when the network is gone, and the notification settings a person chooses.

test.describe('installable', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest names the app, its start page and icons a phone can use', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Bazaar'),
      short_name: 'Bazaar',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = (manifest.icons as { sizes: string; purpose: string; src: string }[]).map(
      (i) => `${i.sizes} ${i.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('offline, a page that cannot be reached shows the offline page', { tag: '@mobile' }, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // The worker registers once the page has loaded, and controls the pages opened after it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/blog').catch(() => {});
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  });
});

test('notification settings: a choice switched off stays off, and account emails cannot be', async ({
  browser,
}) => {
  const person = await registerUser({ fullName: `Quiet Person ${randomUUID().slice(0, 4)}` });
  const p = await pageOf(browser, person);
  await openSignedIn(p, '/user/settings/notifications');
  await expect(p.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  const taskEmail = p.getByRole('switch', { name: 'Task: Email' });
  await expect(taskEmail).toBeChecked();
  // A tap lands on the switch's drawn track, which lies over its (hidden) input inside its label.
  await taskEmail.click({ force: true });
  await expect(p.getByRole('alert').filter({ hasText: 'Notification choices saved' })).toBeVisible();
  await expect(taskEmail).not.toBeChecked();
  await expect(p.getByRole('switch', { name: 'Account: Email' })).toBeDisabled();

  // Kept by the API, and shown so after a reload.
  const { data } = await api<{ data: Record<string, Record<string, boolean>> }>('/notification/choices', {
    token: person.accessToken,
  });
  expect(data.task).toEqual({ inApp: true, email: false, push: true });
  await p.reload();
  await expect(p.getByRole('switch', { name: 'Task: Email' })).not.toBeChecked();
  await expect(p.getByTestId('push-device')).toBeVisible();
  await p.context().close();
});
