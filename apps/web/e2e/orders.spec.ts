import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoVendorProduct, placeOrderAsNewBuyer } from './fixtures/api.ts';
import { pageAs, pageOf } from './fixtures/roles.ts';

/**
 * Orders end to end: a fresh buyer places an order with the demo vendor through the checkout API,
 * the vendor confirms, processes and ships it in the browser, an admin marks it delivered, the buyer
 * sees Delivered with the whole history and an admin records a payout the vendor sees.
 */

/** Opens `url` and waits for `ready`: the order lists load their rows after the page. */
async function openUntil(page: Page, url: string, ready: Locator) {
  await page.goto(url);
  await expect(ready).toBeVisible({ timeout: 20_000 });
}

/** Clicks a move in the order drawer, confirms it in the modal, and waits for the drawer's new status. */
async function moveInDrawer(
  page: Page,
  orderNumber: string,
  button: string,
  confirm: { title: string; button: string; fill?: Record<string, string> },
  expected: string,
) {
  const drawer = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await drawer.getByRole('button', { name: button, exact: true }).click();
  const modal = page.getByRole('dialog', { name: confirm.title });
  await expect(modal).toBeVisible();
  for (const [label, value] of Object.entries(confirm.fill ?? {})) await modal.getByLabel(label).fill(value);
  await modal.getByRole('button', { name: confirm.button, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Order ${orderNumber} is ${expected.toLowerCase()}`).first()).toBeVisible();
  await expect(drawer.getByTestId('order-detail').getByTestId('order-status').first()).toHaveText(expected);
}

test.describe('orders', () => {
  test.describe.configure({ timeout: 300_000 });

  test('vendor ships, admin delivers, buyer sees the history, vendor sees the earning, admin pays out', async ({
    browser,
  }) => {
    const { store, product } = await demoVendorProduct();
    const { buyer, orderId, orderNumber } = await placeOrderAsNewBuyer(product._id, 'Order Buyer');

    // The vendor confirms, processes and ships in the drawer opened from the notification link.
    const vendor = await pageAs(browser, 'vendor');
    const vendorDrawer = vendor.getByRole('dialog', { name: `Order ${orderNumber}` });
    await openUntil(vendor, `/vendor/shop/orders?id=${orderId}`, vendorDrawer.getByTestId('order-detail'));
    await expect(vendorDrawer.getByTestId('order-detail')).toContainText(product.name);
    await moveInDrawer(
      vendor,
      orderNumber,
      'Confirm',
      { title: 'Confirm this order?', button: 'Confirm order' },
      'Confirmed',
    );
    await moveInDrawer(
      vendor,
      orderNumber,
      'Start processing',
      { title: 'Start processing this order?', button: 'Start processing' },
      'Processing',
    );
    // Shipping names the courier: without one the field says so and the order stays.
    await vendorDrawer.getByRole('button', { name: 'Ship', exact: true }).click();
    const shipModal = vendor.getByRole('dialog', { name: 'Ship this order?' });
    await shipModal.getByRole('button', { name: 'Ship order', exact: true }).click();
    await expect(shipModal.getByText('Name the courier that carries the parcel')).toBeVisible();
    await shipModal.getByRole('button', { name: 'Back' }).click();
    await expect(shipModal).toBeHidden();
    await expect(vendorDrawer.getByTestId('order-detail').getByTestId('order-status').first()).toHaveText(
      'Processing',
    );
    await moveInDrawer(
      vendor,
      orderNumber,
      'Ship',
      { title: 'Ship this order?', button: 'Ship order', fill: { Courier: 'Pathao Parcel' } },
      'Shipped',
    );
    await expect(vendorDrawer.getByTestId('order-delivery')).toContainText('Pathao Parcel');
    // Vendors never mark delivered, and the parcel is with the courier: no cancelling either.
    await expect(vendorDrawer.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await expect(vendorDrawer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The admin marks it delivered; the delivery record follows.
    const admin = await pageAs(browser, 'admin');
    await openUntil(
      admin,
      `/admin/shop/orders?id=${orderId}`,
      admin.getByRole('dialog', { name: `Order ${orderNumber}` }).getByTestId('order-detail'),
    );
    await moveInDrawer(
      admin,
      orderNumber,
      'Mark delivered',
      { title: 'Mark this order delivered?', button: 'Mark delivered' },
      'Delivered',
    );
    const deliveryRow = admin.getByTestId('delivery-row').filter({ hasText: orderNumber });
    await openUntil(admin, `/admin/shop/delivery?q=${orderNumber}`, deliveryRow);
    await expect(deliveryRow.getByTestId('delivery-status')).toHaveText('Delivered');

    // The buyer sees Delivered with the whole history.
    const buyerPage = await pageOf(browser, buyer);
    const card = buyerPage.getByTestId('order-card').filter({ hasText: orderNumber });
    await openUntil(buyerPage, '/user/shop/orders', card);
    await expect(card.getByTestId('order-status')).toHaveText('Delivered');
    await card.getByRole('button', { name: 'View details' }).click();
    const history = buyerPage
      .getByRole('dialog', { name: `Order ${orderNumber}` })
      .getByTestId('order-history');
    for (const status of ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']) {
      await expect(history.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(buyerPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The vendor's earning of a delivered order, with its amounts, is shop-flow.spec.ts's step.

    // The admin records a small payout to the store (never above the balance: the form says so first).
    const row = admin.getByTestId('vendor-payment-row').filter({ hasText: store.storeName });
    await openUntil(admin, `/admin/shop/vendor-payments?q=${encodeURIComponent(store.storeName)}`, row);
    await row.getByRole('button', { name: 'Record payout' }).click();
    const modal = admin.getByRole('dialog', { name: 'Record payout' });
    await modal.getByLabel('Amount (Rs.)').fill('999999999');
    await modal.getByRole('button', { name: 'Record payout' }).click();
    await expect(modal.getByText(/Enter at most Rs\./)).toBeVisible();
    const reference = `E2E-${randomUUID().slice(0, 8)}`;
    await modal.getByLabel('Amount (Rs.)').fill('1');
    await modal.getByLabel('Reference').fill(reference);
    await modal.getByRole('button', { name: 'Record payout' }).click();
    await expect(modal).toBeHidden();
    await expect(admin.getByText('Payout of Rs. 1 recorded').first()).toBeVisible();

    const payoutRow = vendor.getByTestId('ledger-row').filter({ hasText: reference });
    await openUntil(vendor, '/vendor/shop/payments?type=payout', payoutRow);
    await expect(payoutRow).toContainText('Payout');
    await expect(payoutRow).toContainText('− Rs. 1');
    await expect(payoutRow).toContainText('Bank transfer');
  });
});
