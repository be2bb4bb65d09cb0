import { expect, type Page, test } from '@playwright/test';
import {
  demoVendorProduct,
  listAllNotifications,
  listNotifications,
  loginDemoViaApi,
  moveOrderAsAdmin,
  placeOrderAsNewBuyer,
  signInThroughNextAuth,
} from './fixtures/api.ts';
import { restoreSession } from './fixtures/roles.ts';

function bell(page: Page) {
  return page.getByRole('banner').getByTestId('notification-bell');
}

function panel(page: Page) {
  return page.getByTestId('notification-panel');
}

function items(page: Page) {
  return panel(page).getByTestId('notification-item');
}

test.describe('as user@bazaar.test (a few pages of seeded notifications)', () => {
  test.beforeEach(async ({ page }) => {
    await restoreSession(page, 'user');
    await page.goto('/');
  });

  test('the bell shows the unseen count', async ({ page }) => {
    const { accessToken } = await loginDemoViaApi('user');
    const { unseenCount } = await listNotifications(accessToken);
    expect(unseenCount).toBeGreaterThan(0);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unseenCount} unseen`);
    // The red badge next to the bell carries the same number.
    await expect(bell(page).locator('xpath=..')).toContainText(String(unseenCount));
  });

  test('the dropdown lists the notifications in at most half of the viewport', { tag: '@mobile' }, async ({
    page,
  }) => {
    const { accessToken } = await loginDemoViaApi('user');
    const firstPage = await listNotifications(accessToken);

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(items(page)).toHaveCount(firstPage.docs.length);
    await expect(items(page).first()).toContainText(firstPage.docs[0]!.title);

    const { panelHeight, viewportHeight } = await panel(page).evaluate((el) => ({
      panelHeight: el.getBoundingClientRect().height,
      viewportHeight: window.innerHeight,
    }));
    expect(panelHeight).toBeGreaterThan(0);
    expect(panelHeight).toBeLessThanOrEqual(viewportHeight * 0.5);
  });

  test('scrolling to the end of the list loads the next page', async ({ page }) => {
    const { accessToken } = await loginDemoViaApi('user');
    const firstPage = await listNotifications(accessToken);
    const all = await listAllNotifications(accessToken);
    expect(firstPage.pagination.nextPage).toBe(2);

    await bell(page).click();
    await expect(items(page)).toHaveCount(firstPage.docs.length);
    await expect(panel(page).getByRole('button', { name: 'Load more' })).toBeAttached();
    // Scroll the list with the mouse wheel, as a reader would; each time its end is reached the next
    // page comes, until the last.
    await items(page).first().hover();
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(items(page)).toHaveCount(all.length, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(items(page).last()).toContainText(all.at(-1)!.title);
    await expect(panel(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('clicking a notification opens its route', async ({ page }) => {
    const { accessToken } = await loginDemoViaApi('user');
    // A seen one, when there is one: opening an unseen one marks it seen, and the count test beside
    // this one reads the same account.
    const { docs } = await listNotifications(accessToken);
    const target = docs.find((n) => n.isSeen) ?? docs[0]!;

    await bell(page).click();
    await items(page).filter({ hasText: target.title }).first().click();

    const expected = new URL(target.metaData.route, 'http://x');
    await expect(page).toHaveURL(
      (url) => url.pathname === expected.pathname && url.search === expected.search,
    );
    await expect(panel(page)).toBeHidden();
  });
});

// Marking all as seen changes an account for good, so it runs on a buyer of its own, made unseen news
// for: an admin cancels the order the buyer placed (the stock goes back on the shelf).
test('"Mark all as seen" shows the success toast and clears the badge', async ({ page }) => {
  const { product } = await demoVendorProduct();
  const { buyer, orderId, orderNumber } = await placeOrderAsNewBuyer(product._id, 'Notified Buyer');
  await moveOrderAsAdmin(orderId, ['Cancelled']);
  const before = await listNotifications(buyer.accessToken);

  await signInThroughNextAuth(page, buyer.email, buyer.password);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before.unseenCount} unseen`);

  await bell(page).click();
  await expect(items(page).filter({ hasText: `Order ${orderNumber} cancelled` })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Mark all as seen' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'All notifications marked as seen' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).locator('xpath=..')).not.toContainText(String(before.unseenCount));
  await expect(panel(page).getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  expect((await listNotifications(buyer.accessToken)).unseenCount).toBe(0);
});

// Opening a notification is seeing it: on a buyer of its own with unseen news (the order placed, then
// cancelled by an admin), opening one lowers the bell by one at once, and for good.
test('opening one unseen notification lowers the bell by one at once', async ({ page }) => {
  const { product } = await demoVendorProduct();
  const { buyer, orderId, orderNumber } = await placeOrderAsNewBuyer(product._id, 'Opening Buyer');
  await moveOrderAsAdmin(orderId, ['Cancelled']);
  const before = (await listNotifications(buyer.accessToken)).unseenCount;
  expect(before).toBeGreaterThanOrEqual(2);

  await signInThroughNextAuth(page, buyer.email, buyer.password);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unseen`);
  await bell(page).click();
  const cancelled = items(page).filter({ hasText: `Order ${orderNumber} cancelled` });
  await expect(cancelled).toHaveAttribute('data-unseen', 'true');
  await cancelled.click();

  await expect(page).toHaveURL(/\/user\/shop\/orders\?id=/);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unseen`);
  await expect.poll(async () => (await listNotifications(buyer.accessToken)).unseenCount).toBe(before - 1);
  const opened = (await listAllNotifications(buyer.accessToken)).find((n) =>
    n.title.startsWith(`Order ${orderNumber} cancelled`),
  );
  expect(opened?.isSeen).toBe(true);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unseen`);
});
