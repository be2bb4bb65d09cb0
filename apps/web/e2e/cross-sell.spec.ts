import { expect, test } from '@playwright/test';
import {
  api,
  type DemoProduct,
  loginDemoViaApi,
  moveOrderAsAdmin,
  placeOrderAsNewBuyer,
} from './fixtures/api.ts';
import { openSignedIn, whenHydrated } from './fixtures/hydration.ts';
import { pageOf } from './fixtures/roles.ts';

// The sections sending people to each other (decision 049): the demo links the shop's Furniture to the
// Task section's Handyman & Repairs ("Hire a tasker to assemble it").

type Figures = Record<'shop' | 'rent' | 'job', { shown: number; started: number; posted: number }>;

async function crossSellFigures(): Promise<Figures> {
  const admin = await loginDemoViaApi('admin');
  return (await api<{ crossSell: Figures }>('/admin/dashboard?days=7', { token: admin.accessToken }))
    .crossSell;
}

/** A furniture product in stock without options, to order. */
async function furnitureProduct(): Promise<DemoProduct> {
  const list = await api<{ docs: { slug: string; name: string }[] }>(
    '/product?category=furniture&inStock=true&limit=40',
  );
  for (const card of list.docs.filter((d) => !/^e2e/i.test(d.name))) {
    const product = await api<DemoProduct>(`/product/slug/${card.slug}`);
    if (product.variants.length === 0 && product.stock >= 2) return product;
  }
  throw new Error('The demo shop has no simple furniture product in stock');
}

test('a delivered product leads to a posted assembly task', async ({ browser }) => {
  test.slow();
  const product = await furnitureProduct();
  const before = await crossSellFigures();
  const { buyer, orderId } = await placeOrderAsNewBuyer(product._id, 'Assembly Buyer');
  const page = await pageOf(browser, buyer);

  // Before buying, the product page already offers it.
  await page.goto(`/shop/product/${product.slug}`);
  const onProduct = page.getByTestId('cross-sell-offer');
  await expect(onProduct).toContainText('Needs putting together?');
  await expect(onProduct.getByRole('link', { name: 'Hire a tasker to assemble it' })).toBeVisible();

  // Once delivered, the order offers it for the delivery address, after delivery.
  await moveOrderAsAdmin(orderId, ['Confirmed', 'Processing', 'Shipped', 'Delivered']);
  await openSignedIn(page, `/user/shop/orders?id=${orderId}`);
  const offer = page.getByRole('dialog', { name: /^Order / }).getByTestId('cross-sell-offer');
  await offer.getByRole('link', { name: 'Hire a tasker to assemble it' }).click();

  await page.waitForURL(/\/user\/task\/create\?/);
  await whenHydrated(page);
  await expect(page.getByTestId('task-prefill-notice')).toContainText('Shop page you came from');
  await expect(page.getByLabel('Title')).toHaveValue(`Assemble ${product.name}`.slice(0, 100));
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
    'Handyman & Repairs',
  );
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).not.toHaveValue('');
  await page.getByLabel('Budget (Rs.)').fill('900');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Post task' }).click();
  await page.waitForURL(/\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Assemble ${product.name}`.slice(0, 100));

  // The dashboard counts the offer shown, followed and turned into a posted task. The page sends its
  // "shown" and "started" beacons without waiting for them, so they may land after the task is posted.
  await expect(async () => {
    const after = await crossSellFigures();
    expect(after.shop.posted).toBe(before.shop.posted + 1);
    expect(after.shop.started).toBeGreaterThan(before.shop.started);
    expect(after.shop.shown).toBeGreaterThanOrEqual(before.shop.shown + 2);
  }).toPass({ timeout: 15_000 });
  await page.context().close();
});

/** A demo job with a place whose district has rentals listed, and what the page should list. */
async function jobWithRentalsNear(): Promise<{ jobId: string; district: string; firstTitle: string }> {
  const jobs = await api<{ docs: { _id: string }[] }>('/job/list');
  for (const { _id } of jobs.docs) {
    const near = await api<{ data: { district: string | null; rentals: { title: string }[] } }>(
      `/cross-sell/rentals-near-job/${_id}`,
    );
    const first = near.data.rentals[0];
    if (first && near.data.district)
      return { jobId: _id, district: near.data.district, firstTitle: first.title };
  }
  throw new Error('No demo job has rentals listed in its district');
}

test('a job page lists the rentals near it once scrolled to @mobile', async ({ page }) => {
  const { jobId, district, firstTitle } = await jobWithRentalsNear();
  const before = await crossSellFigures();
  await page.goto(`/job/${jobId}`);
  await whenHydrated(page);
  // Below a phone's first screen it is read and drawn only when the reader comes near it, or jumps past
  // it to the end of the page (which never crosses it).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const near = page.getByTestId('rentals-near-job');
  await expect(near.getByRole('heading', { name: `Rentals near this job, in ${district}` })).toBeVisible();
  await expect(near.getByRole('link', { name: firstTitle })).toBeVisible();
  await expect(async () => {
    expect((await crossSellFigures()).job.shown).toBeGreaterThan(before.job.shown);
  }).toPass({ timeout: 15_000 });
});
