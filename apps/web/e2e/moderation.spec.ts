import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { api, demoVendorProduct, moveOrderAsAdmin, placeOrderAsNewBuyer } from './fixtures/api';
import { DESKTOP, pageAs, signedInAs } from './fixtures/roles.ts';

/**
 * Reports and the moderation queue (decision 046): a signed-in user reports a review on the product
 * page, an admin hides it from /admin/moderation, and it is gone from the product page. The review is
 * written through the API by a fresh buyer of a delivered order.
 */

test.use(signedInAs('user'));

/** Passes once `check` does, pressing "Try again" on a load error meanwhile. */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' });
    if ((await retry.count()) > 0) await retry.first().click();
    await check();
  }).toPass({ timeout: 45_000 });
}

test('a user reports a review, an admin hides it from the queue, it leaves the product page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { product } = await demoVendorProduct();
  const placed = await placeOrderAsNewBuyer(product._id, 'Reported Buyer');
  await moveOrderAsAdmin(placed.orderId, ['Confirmed', 'Processing', 'Shipped', 'Delivered']);
  const token = placed.buyer.accessToken;
  const pending = await api<{ docs: { orderItemId: string }[] }>('/order/user/reviews/pending', { token });
  const comment = `Rude words about the seller ${randomUUID().slice(0, 6)}`;
  await api('/order/user/reviews', {
    method: 'POST',
    token,
    body: { orderItemId: pending.docs[0]!.orderItemId, rating: 1, comment, images: [] },
  });

  // The user reports it from the product page.
  await page.goto(`/shop/product/${product.slug}`);
  const card = page.getByTestId('review-card').filter({ hasText: comment });
  await eventually(page, async () => {
    // The stored page may predate the review until its purge arrives.
    if ((await card.count()) === 0) await page.reload();
    await page.getByRole('heading', { name: 'Ratings & reviews' }).scrollIntoViewIfNeeded();
    await expect(card).toBeVisible({ timeout: 5000 });
  });
  await card.getByRole('button', { name: 'Report this product review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this product review' });
  await dialog.getByRole('radio', { name: 'Offensive or abusive' }).check();
  await dialog.getByLabel('Anything the admins should know (optional)').fill('Insults the seller');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'an admin will look at your report' }),
  ).toBeVisible();

  // The admin hides it from the queue, with a reason.
  const admin = await pageAs(browser, 'admin', DESKTOP);
  await admin.goto('/admin/moderation');
  const group = admin.getByTestId('moderation-group').filter({ hasText: comment });
  await eventually(admin, () => expect(group).toBeVisible({ timeout: 5000 }));
  await expect(group).toContainText('Offensive or abusive');
  await expect(group).toContainText('Insults the seller');
  await group.getByRole('button', { name: 'Hide it' }).click();
  const confirm = admin.getByRole('dialog');
  await confirm.getByLabel(/^Why/).fill('Abusive words');
  await confirm.getByRole('button', { name: 'Hide it' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Hidden from the site' })).toBeVisible();
  await expect(group).toHaveCount(0);
  await admin.context().close();

  // Gone from the product page.
  await eventually(page, async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Ratings & reviews' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('rating-summary')).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Loading reviews…')).toHaveCount(0);
    await expect(page.getByTestId('review-card').filter({ hasText: comment })).toHaveCount(0);
  });
});
