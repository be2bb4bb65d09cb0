import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  type DemoProduct,
  demoVendorProduct,
  type FreshUser,
  loginDemoViaApi,
  moveOrderAsAdmin,
  placeOrderAsNewBuyer,
  registerUser,
  signInThroughNextAuth,
} from './fixtures/api';
import { restoreSession } from './fixtures/roles.ts';

/**
 * Reviews end to end: a fresh buyer's order is placed and delivered through the API (checkout, then
 * admin status changes), the buyer reviews it in the browser, the demo vendor replies once, an admin
 * hides and shows it again. Also: the vendor dashboard shows the API's figures, and a fresh vendor's
 * store profile saves. Everything is created for the test, so re-runs never collide.
 */

// A 1×1 PNG for the review photo upload.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A fresh buyer with one delivered order of `product`: cart → address → checkout → the admin moves the
 * order to Delivered.
 */
async function deliveredOrderFor(product: DemoProduct): Promise<{ buyer: FreshUser; orderNumber: string }> {
  const placed = await placeOrderAsNewBuyer(product._id, 'Review Buyer');
  await moveOrderAsAdmin(placed.orderId, ['Confirmed', 'Processing', 'Shipped', 'Delivered']);
  return { buyer: placed.buyer, orderNumber: placed.orderNumber };
}

/**
 * Passes once `check` does; meanwhile presses "Try again" on a load error (the shared dev API restarts
 * whenever its sources change, and a page that loaded during a restart shows the error).
 */
/** The product page renders its reviews when the reader scrolls near them: scroll there, as a reader would. */
async function scrollToReviews(page: Page) {
  await page.getByRole('heading', { name: 'Ratings & reviews' }).scrollIntoViewIfNeeded();
}

/**
 * Passes once `check` does (the product page's stored copy and the lists follow a write within a
 * second or two), and never over a failed load: the page's "Try again" is a failure of the test, not a
 * button it presses (issue 30; it was pressed for a shared development API that restarted).
 */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await expect(page.getByRole('button', { name: 'Try again' }), 'a load failed').toHaveCount(0);
    await check();
  }).toPass({ timeout: 45_000 });
}

test.describe('reviews', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a buyer reviews a delivered item, the vendor replies once, an admin hides and shows it', async ({
    browser,
  }) => {
    const { product } = await demoVendorProduct();
    const { buyer, orderNumber } = await deliveredOrderFor(product);
    const comment = `Sturdy and well packed ${randomUUID().slice(0, 6)}`;

    // The buyer: "To review" lists the item; the modal publishes stars, comment and a photo.
    const buyerContext = await browser.newContext();
    const page = await buyerContext.newPage();
    await signInThroughNextAuth(page, buyer.email, buyer.password);
    await page.goto('/user/shop/reviews');
    const card = page.getByTestId('pending-review').filter({ hasText: orderNumber });
    await expect(card).toContainText(product.name);
    await card.getByRole('button', { name: 'Write review' }).click();
    const modal = page.getByRole('dialog', { name: 'Write a review' });
    // Publishing without stars is refused in the form.
    await modal.getByRole('button', { name: 'Publish review' }).click();
    await expect(modal.getByText('Choose 1 to 5 stars')).toBeVisible();
    // Mantine's star inputs are visually hidden: click the star (the input's label).
    const fourStars = await modal.getByRole('radio', { name: '4 stars' }).getAttribute('id');
    await modal.locator(`label[for="${fourStars}"]`).click();
    await modal.getByRole('textbox', { name: 'Comment' }).fill(comment);
    // The photo uploads as soon as it is chosen. (The shared dev server recompiles while other specs
    // run; a pick that got lost in a reload is simply made again.)
    const photo = modal.getByRole('img', { name: 'Photo 1' });
    await expect(async () => {
      if ((await photo.count()) === 0) {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          modal.getByRole('button', { name: 'Add photos' }).click(),
        ]);
        await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      }
      await expect(photo).toBeVisible({ timeout: 8000 });
    }).toPass({ timeout: 40_000 });
    await modal.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /review is published/i })).toBeVisible();
    await expect(page.getByTestId('pending-review').filter({ hasText: orderNumber })).toHaveCount(0);
    await page.getByRole('tab', { name: /My reviews/ }).click();
    const mine = page.getByTestId('review-card').filter({ hasText: comment });
    await expect(mine).toContainText(product.name);
    await expect(mine.getByRole('link', { name: 'Open the review photo' }).first()).toBeVisible();

    // The vendor: the review waits under "Needs reply"; the reply is posted once.
    const vendorContext = await browser.newContext();
    const vendorPage = await vendorContext.newPage();
    await restoreSession(vendorPage, 'vendor');
    await vendorPage.goto('/vendor/shop/reviews');
    await vendorPage.locator('label').filter({ hasText: 'Needs reply' }).click();
    const pending = vendorPage.getByTestId('review-card').filter({ hasText: comment });
    await expect(pending).toContainText(orderNumber);
    await pending.getByRole('button', { name: 'Reply' }).click();
    const replyModal = vendorPage.getByRole('dialog', { name: 'Reply to review' });
    const reply = `Thank you! ${randomUUID().slice(0, 6)}`;
    await replyModal.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await replyModal.getByRole('button', { name: 'Post reply' }).click();
    await expect(vendorPage.getByRole('alert').filter({ hasText: /Reply posted/i })).toBeVisible();
    await expect(vendorPage.getByTestId('review-card').filter({ hasText: comment })).toHaveCount(0);
    await vendorPage
      .locator('label')
      .filter({ hasText: /^Replied$/ })
      .click();
    const replied = vendorPage.getByTestId('review-card').filter({ hasText: comment });
    await expect(replied.getByTestId('review-reply')).toContainText(reply);
    await expect(replied.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    // The buyer sees the reply under the review, on their page and on the product page.
    await page.reload();
    await eventually(page, () =>
      expect(
        page.getByTestId('review-card').filter({ hasText: comment }).getByTestId('review-reply'),
      ).toContainText(reply, { timeout: 5000 }),
    );
    await page.goto(`/shop/product/${product.slug}`);
    const onProduct = page.getByTestId('review-card').filter({ hasText: comment });
    await eventually(page, async () => {
      await scrollToReviews(page);
      await expect(onProduct).toContainText(buyer.fullName.split(' ')[0]!, { timeout: 5000 });
    });
    await expect(onProduct.getByTestId('review-reply')).toContainText(reply);
    // The 4-star bar filters the list to 4-star reviews.
    await page.getByTestId('rating-filter-4').click();
    await expect(page.getByTestId('reviews-count')).toContainText('with 4 stars');
    await expect(page.getByTestId('review-card').filter({ hasText: comment })).toBeVisible();

    // An admin hides the review (after confirming): it leaves the product page; showing it brings it back.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await restoreSession(adminPage, 'admin');
    await adminPage.goto(`/admin/shop/reviews?q=${encodeURIComponent(buyer.email)}`);
    const row = adminPage.getByTestId('review-row').filter({ hasText: comment });
    await expect(row).toContainText('Visible');
    await row.getByRole('button', { name: 'Hide' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Hide this review?' })
      .getByRole('button', { name: 'Hide review' })
      .click();
    await expect(adminPage.getByRole('alert').filter({ hasText: /hidden/i })).toBeVisible();
    await expect(row).toContainText('Hidden');
    await page.reload();
    await eventually(page, async () => {
      await scrollToReviews(page);
      await expect(page.getByTestId('rating-summary')).toBeVisible({ timeout: 5000 });
      await expect(page.getByText('Loading reviews…')).toHaveCount(0);
      await expect(page.getByTestId('review-card').filter({ hasText: comment })).toHaveCount(0);
    });

    await row.getByRole('button', { name: 'Show' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Show this review again?' })
      .getByRole('button', { name: 'Show review' })
      .click();
    await expect(row).toContainText('Visible');
    await page.reload();
    await eventually(page, async () => {
      await scrollToReviews(page);
      await expect(page.getByTestId('review-card').filter({ hasText: comment })).toBeVisible({
        timeout: 5000,
      });
    });

    await Promise.all([buyerContext.close(), vendorContext.close(), adminContext.close()]);
  });

  test('the vendor dashboard shows the store figures and a 30-day chart @mobile', async ({ page }) => {
    const vendor = await loginDemoViaApi('vendor');
    const figures = await api<{
      ordersCount: number;
      productsCount: number;
      topProducts: { name: string }[];
    }>('/vendor/dashboard', { token: vendor.accessToken });
    await restoreSession(page, 'vendor');
    await page.goto('/vendor');
    await expect(page.getByTestId('stat-revenue')).toContainText('Rs.');
    await expect(page.getByTestId('stat-balance')).toContainText('Rs.');
    // Other specs may place orders meanwhile: at least what the API said a moment ago.
    await expect
      .poll(async () =>
        Number(((await page.getByTestId('stat-orders').textContent()) ?? '').replace(/\D/g, '')),
      )
      .toBeGreaterThanOrEqual(figures.ordersCount);
    await expect(page.getByTestId('stat-products')).toHaveText(figures.productsCount.toLocaleString('en-IN'));
    const chart = page.getByTestId('sales-chart');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /last 30 days/);
    await page
      .locator('label')
      .filter({ hasText: /^Orders$/ })
      .click();
    await expect(chart).toHaveAttribute('aria-label', /Orders per day/);
    // The demo vendor has a month of orders, so it has best sellers.
    expect(figures.topProducts.length).toBeGreaterThan(0);
    await expect(page.getByTestId('top-product').first()).toContainText(figures.topProducts[0]?.name ?? '');
    await expect(page.getByRole('link', { name: 'Orders' }).first()).toBeVisible();
  });

  test('a new vendor saves the store profile', async ({ page }) => {
    // A fresh store (apply + approve through the API), so the demo store never changes.
    const owner = await registerUser({ fullName: `Profile Owner ${randomUUID().slice(0, 4)}` });
    const storeName = `E2E Store ${randomUUID().slice(0, 6)}`;
    const application = await api<{ data: { _id: string } }>('/vendor-application', {
      method: 'POST',
      token: owner.accessToken,
      body: { storeName, phone: '9841234567', email: owner.email, panVat: '123456789', street: 'Thamel' },
    });
    const admin = await loginDemoViaApi('admin');
    await api(`/admin/vendor-applications/${application.data._id}/approve`, {
      method: 'PUT',
      token: admin.accessToken,
    });

    await signInThroughNextAuth(page, owner.email, owner.password);
    await page.goto('/vendor');
    await eventually(page, () =>
      expect(page.getByTestId('stat-revenue')).toHaveText('Rs. 0', { timeout: 5000 }),
    );
    await expect(page.getByTestId('stat-orders')).toHaveText('0');

    await page.goto('/vendor/profile');
    const form = page.getByRole('form', { name: 'Store profile' });
    await eventually(page, () =>
      expect(form.getByRole('textbox', { name: 'Store name' })).toHaveValue(storeName, { timeout: 5000 }),
    );
    // A bad PAN/VAT is refused on the field.
    await form.getByRole('textbox', { name: 'PAN/VAT number' }).fill('12AB');
    await form.getByRole('button', { name: 'Save store profile' }).click();
    await expect(form.getByText('PAN/VAT number is the 9 digits on your certificate')).toBeVisible();

    const renamed = `${storeName} Crafts`;
    await form.getByRole('textbox', { name: 'Store name' }).fill(renamed);
    await form.getByRole('textbox', { name: 'PAN/VAT number' }).fill('987654321');
    await form.getByRole('textbox', { name: 'About the store' }).fill('Handmade pottery from Bhaktapur.');
    await form.getByRole('textbox', { name: 'Payout details' }).fill('NIC Asia 0011223344');
    await form.getByRole('textbox', { name: 'Street' }).fill('Pottery Square');
    await form.getByRole('button', { name: 'Save store profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Store profile saved' })).toBeVisible();
    // What the database holds, read before the page is: a stale form after the reload (seen once, docs/
    // testing.md) then says whether the write or the page's read was behind.
    const stored = await api<{ storeName: string; description: string; street: string }>('/vendor/profile', {
      token: (
        await api<{ accessToken: string }>('/auth/login', {
          method: 'POST',
          body: { email: owner.email, password: owner.password },
        })
      ).accessToken,
    });
    expect(stored).toMatchObject({
      storeName: renamed,
      description: 'Handmade pottery from Bhaktapur.',
      street: 'Pottery Square',
    });

    await page.reload();
    await eventually(page, () =>
      expect(form.getByRole('textbox', { name: 'Store name' })).toHaveValue(renamed, { timeout: 5000 }),
    );
    await expect(form.getByRole('textbox', { name: 'PAN/VAT number' })).toHaveValue('987654321');
    await expect(form.getByRole('textbox', { name: 'Payout details' })).toHaveValue('NIC Asia 0011223344');
  });
});
