import http from 'node:http';
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth.ts';

test.describe('smoke', () => {
  test('home renders the header, the main navigation and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Shop', 'Task', 'Job', 'Rent', 'About', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('every page has an icon: /favicon.ico and the linked icons answer', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of [...hrefs, '/favicon.ico']) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  // An API client or nginx's upstream pool reuses an idle kept-alive connection; a server that had
  // closed it at Node's 5 s answered the next request with a reset (an e2e test read ECONNRESET).
  test("the web server keeps an idle connection open past Node's 5 s default", async ({ baseURL }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(new URL('/robots.txt', baseURL), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // What this test is about is the idle time itself: longer than Node's default keep-alive.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  test('the login page renders its form @mobile', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email or phone' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // The suite seeds the demo data (SEED_DEMO=true), so the page lists the demo accounts.
    await expect(page.getByRole('button', { name: 'Demo accounts' })).toBeVisible();
  });

  test('a demo user signs in through /login and the header shows the account instead of Login', async ({
    page,
  }) => {
    await loginAs(page, 'user');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /, profile menu$/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
  });
});
