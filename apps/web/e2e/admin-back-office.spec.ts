import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { api, loginDemoViaApi, uploadImage } from './fixtures/api.ts';
import { DESKTOP, pageAs, restoreSession } from './fixtures/roles.ts';

/**
 * The back office's frame and shared table: one highlighted menu entry, tables that scroll inside
 * their own box with a scrollbar in sight, money on one line, a singular footer, slide order buttons
 * that stop at the ends, and dashboard cards that say which pages work. (The applications' Review
 * button: vendor-application.spec.ts.)
 */

/** The horizontal scrollbar of the table named `name`: visible only while columns are cut off. */
function tableScrollbar(page: Page, name: string) {
  return page
    .locator('.mantine-TableScrollContainer-scrollContainer')
    .filter({ has: page.getByRole('table', { name }) })
    .locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
}

test.describe('admin back office', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('only the longest matching menu entry is highlighted', async ({ page }) => {
    await restoreSession(page, 'admin');
    await page.goto('/admin/vendors/applications');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link', { name: 'Vendor applications' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'Vendors', exact: true })).not.toHaveAttribute('data-active');

    await page.goto('/admin/vendors');
    await expect(menu.getByRole('link', { name: 'Vendors', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'Vendor applications' })).not.toHaveAttribute('data-active');
  });

  test('a wide table scrolls inside its box with a scrollbar in sight; money stays on one line', async ({
    page,
  }) => {
    await restoreSession(page, 'admin');
    await page.goto('/admin/shop/vendor-payments');
    const rows = page.getByTestId('vendor-payment-row');
    await expect(rows.first()).toBeVisible();

    // At 1280 px the table fits beside the menu; narrower, it scrolls inside its box, the page does not.
    await expect(tableScrollbar(page, 'Vendor balances')).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(tableScrollbar(page, 'Vendor balances')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // "Rs. 21,76,804.30" on one line: no taller than one line of its text.
    const balance = rows.first().getByTestId('vendor-balance');
    const { height, lineHeight } = await balance.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);

    // The last column is reachable by scrolling the table.
    const ledger = rows.first().getByRole('button', { name: 'Ledger' });
    await ledger.scrollIntoViewIfNeeded();
    await expect(ledger).toBeInViewport();
  });

  test('the results footer counts one order in the singular', async ({ page }) => {
    const admin = await loginDemoViaApi('admin');
    const { docs } = await api<{ docs: { orderNumber: string }[] }>('/admin/orders?limit=1', {
      token: admin.accessToken,
    });
    const orderNumber = docs[0]?.orderNumber;
    if (!orderNumber) throw new Error('the demo data has no order');

    await restoreSession(page, 'admin');
    await page.goto(`/admin/shop/orders?q=${encodeURIComponent(orderNumber)}`);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('admin-table-range')).toHaveText('Showing 1–1 of 1 order');
  });

  test('the first slide cannot move up and the last cannot move down', async ({ page }) => {
    // Two slides of its own, switched off so no carousel shows them, on the home slider (the content
    // spec adds and removes shop slides meanwhile). New slides go last, so the second is the last.
    const admin = await loginDemoViaApi('admin');
    const prefix = `E2E ends ${randomUUID().slice(0, 8)}`;
    const [before, last] = [`${prefix} A`, `${prefix} B`];
    const ids: string[] = [];
    try {
      for (const title of [before, last]) {
        const { data } = await api<{ data: { _id: string } }>('/admin/sliders', {
          method: 'POST',
          token: admin.accessToken,
          body: { placement: 'home', image: await uploadImage(admin.accessToken), title, isActive: false },
        });
        ids.push(data._id);
      }

      await restoreSession(page, 'admin');
      await page.goto('/admin/home/slider');
      const first = page.getByTestId('slide-row').first();
      await expect(first.getByRole('button', { name: /^Move .+ up$/ })).toBeDisabled();
      await expect(first.getByRole('button', { name: /^Move .+ down$/ })).toBeEnabled();

      await page.goto(`/admin/home/slider?q=${encodeURIComponent(prefix)}`);
      await expect(page.getByTestId('slide-row')).toHaveCount(2);
      await expect(page.getByRole('button', { name: `Move ${last} down` })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Move ${last} up` })).toBeEnabled();
      await expect(page.getByRole('button', { name: `Move ${before} down` })).toBeEnabled();
    } finally {
      for (const id of ids) await api(`/admin/sliders/${id}`, { method: 'DELETE', token: admin.accessToken });
    }
  });

  test('the dashboard links only to the pages that work', async ({ page, browser }) => {
    await restoreSession(page, 'admin');
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Orders', exact: true }).first()).toHaveAttribute(
      'href',
      '/admin/shop/orders',
    );
    await expect(main.getByRole('link', { name: 'Vendor payments', exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Users', exact: true })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    await expect(main.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    // A section not built yet has no card, rather than one leading to a placeholder.
    await expect(main.getByRole('link', { name: /opens soon/ })).toHaveCount(0);
    await expect(main.getByText(/Arrives with/)).toHaveCount(0);
    await expect(main.getByText(/once the sections that record them open/)).toHaveCount(0);
    // Admins, ads and site settings are the super admin's.
    await expect(main.getByRole('link', { name: 'Ads', exact: true })).toHaveCount(0);

    // The super admin in a browser of their own, as another person would be.
    const superPage = await pageAs(browser, 'super', DESKTOP);
    try {
      await superPage.goto('/admin');
      const superMain = superPage.getByRole('main');
      await expect(superMain.getByRole('link', { name: 'Ads', exact: true })).toHaveAttribute(
        'href',
        '/admin/ad-setting/shop-home',
      );
      await expect(superMain.getByRole('link', { name: 'Delivery charge', exact: true })).toBeVisible();
      await expect(superMain.getByRole('link', { name: 'Admins', exact: true })).toHaveAttribute(
        'href',
        '/admin/admins',
      );
    } finally {
      await superPage.context().close();
    }
  });
});
