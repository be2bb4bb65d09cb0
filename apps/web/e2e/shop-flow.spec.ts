import { randomUUID } from 'node:crypto';
import { formatAmount, formatPrice } from '@bazaar/shared/money';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { api, type FreshUser, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { loginWithCredentials } from './fixtures/auth.ts';
import { pageAs } from './fixtures/roles.ts';

/**
 * The whole shop in one story, clicked through the browser as each person would:
 * a guest adds a demo-vendor product to the cart, signs in as a fresh buyer (the cart merges),
 * adds an address, applies WELCOME10 and places the order; the vendor confirms, processes and
 * ships it; an admin marks it delivered; the buyer reviews the item; the vendor replies once and
 * sees the earning (an admin's payout, which follows, is orders.spec.ts's).
 * Everything it touches is created for it (a fresh buyer, a fresh order), so re-runs never collide.
 */

type ProductCard = { slug: string; name: string };
type ProductDetail = {
  _id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  variants: unknown[];
};
type Store = { _id: string; slug: string; storeName: string };
type OrderDetail = {
  _id: string;
  orderNumber: string;
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
  commissionPercent: number;
};

/** The demo vendor's store and its cheapest simple in-stock product (WELCOME10 needs Rs. 1,000). */
async function demoStoreAndProduct(): Promise<{ store: Store; product: ProductDetail }> {
  const vendor = await loginDemoViaApi('vendor');
  const { vendor: store } = await api<{ vendor: Store }>('/vendor/payments?limit=1', {
    token: vendor.accessToken,
  });
  const list = await api<{ docs: ProductCard[] }>(
    `/product?vendor=${store.slug}&inStock=true&limit=60&sort=price_asc`,
  );
  // Skip products other specs create (they may hide or archive them meanwhile).
  for (const card of list.docs.filter((d) => !/^e2e/i.test(d.name))) {
    const detail = await api<ProductDetail>(`/product/slug/${card.slug}`);
    if (detail.variants.length === 0 && detail.stock >= 2 && detail.price >= 100_000) {
      return { store, product: detail };
    }
  }
  throw new Error(`The demo store ${store.storeName} has no simple product of Rs. 1,000+ in stock`);
}

/** A new browser context (nobody signed in) with one page. */
async function freshPage(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Opens `url` and waits for `ready`: the lists load their rows after the page. */
async function openUntil(page: Page, url: string, ready: Locator) {
  await page.goto(url);
  await expect(ready).toBeVisible({ timeout: 20_000 });
}

/** A toast (Mantine notification) with this text. */
function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Picks a place (the first when none is named) once the select has loaded its options. */
async function pick(dialog: Locator, testId: string, option?: string) {
  const select = dialog.getByTestId(testId);
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  if (option) await select.selectOption({ label: option });
  else await select.selectOption({ index: 1 });
  await expect(select).not.toHaveValue('');
}

/** Clicks a move in a confirmation-modal flow and waits for the API's toast. */
async function confirmMove(
  page: Page,
  trigger: Locator,
  orderNumber: string,
  modal: { title: string; button: string; courier?: string },
  expected: string,
) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: modal.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(orderNumber);
  if (modal.courier) await dialog.getByRole('textbox', { name: 'Courier' }).fill(modal.courier);
  await dialog.getByRole('button', { name: modal.button, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(toast(page, `Order ${orderNumber} is ${expected.toLowerCase()}`)).toBeVisible();
}

test.describe
  .serial('shop flow', () => {
    test.describe.configure({ timeout: 300_000 });

    test('guest → buyer checkout → vendor ships → admin delivers → review, reply → earning', async ({
      browser,
    }) => {
      const contexts: BrowserContext[] = [];
      const { store, product } = await demoStoreAndProduct();
      const buyer: FreshUser = await registerUser({ fullName: `Flow Buyer ${randomUUID().slice(0, 4)}` });
      const page = await freshPage(browser, contexts);
      let orderNumber = '';
      let order: OrderDetail | undefined;
      const comment = `Works as promised, fast delivery ${randomUUID().slice(0, 6)}`;
      const reply = `Thanks for buying from ${store.storeName}! ${randomUUID().slice(0, 6)}`;

      await test.step('a guest adds the product to the cart; the badge counts it', async () => {
        const heading = page.getByRole('heading', { level: 1, name: product.name });
        await openUntil(page, `/shop/product/${product.slug}`, heading);
        await expect(page.getByText(formatPrice(product.price)).first()).toBeVisible();
        // The buttons stay disabled until the page has hydrated; click waits for that.
        await page.getByTestId('add-to-cart').first().click();
        await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', 'Cart, 1 item');
        await expect(toast(page, 'Added to cart')).toBeVisible();

        await page.getByTestId('cart-link').first().click();
        await page.waitForURL(/\/shop\/viewcart$/, { timeout: 60_000 });
        await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 20_000 });
        await expect(page.getByTestId('cart-line')).toContainText(product.name);
        await expect(page.getByText('Your cart is saved in this browser.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
      });

      await test.step('the guest signs in as a fresh buyer; the guest cart merges into the account', async () => {
        await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/viewcart' });
        await expect(page).toHaveURL(/\/shop\/viewcart$/);
        await expect(toast(page, 'Cart merged')).toBeVisible({ timeout: 20_000 });
        const line = page.getByTestId('cart-line');
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(product.name);
        await expect(page.getByText('Your cart is saved in this browser.')).toHaveCount(0);
        await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', 'Cart, 1 item');
        const cart = await api<{ items: { productId: string; quantity: number }[] }>('/order/user/my-cart', {
          token: buyer.accessToken,
        });
        expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[product._id, 1]]);
      });

      await test.step('the buyer adds an address, applies WELCOME10 and places the order', async () => {
        await expect(page.getByTestId('place-order')).toBeDisabled();
        await expect(page.getByText('Add a delivery address to place your order.')).toBeVisible();

        await page.getByRole('button', { name: 'Add address' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByTestId('address-recipient').fill(buyer.fullName);
        await dialog.getByTestId('address-phone').fill('9812345678');
        await pick(dialog, 'address-state', 'Bagmati');
        await pick(dialog, 'address-district', 'Kathmandu');
        await pick(dialog, 'address-municipality');
        await dialog.getByTestId('address-street').fill('Ward 10, Baneshwor');
        await dialog.getByTestId('address-save').click();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('address-card')).toHaveCount(1);
        await expect(page.getByTestId('address-card')).toContainText(buyer.fullName);
        await expect(page.getByTestId('address-card')).toContainText('Kathmandu');

        // Kathmandu ships for Rs. 100 below the Rs. 5,000 free-delivery threshold (demo settings).
        const delivery = product.price >= 500_000 ? 0 : 10_000;
        await expect(page.getByTestId('summary-delivery')).toHaveText(
          delivery === 0 ? 'Free' : formatPrice(delivery),
        );
        await expect(page.getByTestId('cart-subtotal')).toHaveText(formatPrice(product.price));

        await page.getByRole('textbox', { name: 'Voucher code' }).fill('welcome10');
        await page.getByRole('button', { name: 'Apply' }).click();
        const discount = Math.min(Math.floor(product.price / 1_000) * 100, 50_000); // 10%, whole rupees
        const total = product.price - discount + delivery;
        await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
        await expect(page.getByTestId('voucher-applied')).toContainText(`−${formatPrice(discount)}`);
        await expect(page.getByTestId('summary-discount')).toHaveText(`−${formatPrice(discount)}`);
        await expect(page.getByTestId('summary-total')).toHaveText(formatPrice(total));
        const place = page.getByRole('button', { name: `Place order · ${formatPrice(total)}` });
        await expect(place).toBeEnabled();
        await place.click();

        await page.waitForURL(/\/user\/shop\/orders\/placed\//, { timeout: 60_000 });
        const placed = page.getByTestId('placed-order-number');
        await expect(placed).toHaveText(/^BZ-[2-9A-Z]{8}$/, { timeout: 20_000 });
        orderNumber = (await placed.textContent()) ?? '';
        await expect(page.getByTestId('confirmation-total')).toHaveText(formatPrice(total));
        await page.getByRole('link', { name: 'Track my orders' }).click();
        const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
        await expect(card.getByTestId('order-status')).toHaveText('Pending');
        await expect(card).toContainText(product.name);
        await expect(card).toContainText(formatPrice(total));
        await expect(card).toContainText(store.storeName);

        const mine = await api<{ docs: OrderDetail[] }>('/order/user/orders?limit=10', {
          token: buyer.accessToken,
        });
        const summary = mine.docs.find((o) => o.orderNumber === orderNumber);
        expect(summary, `order ${orderNumber} in the buyer's list`).toBeTruthy();
        order = await api<OrderDetail>(`/order/user/orders/${summary!._id}`, { token: buyer.accessToken });
        expect(order).toMatchObject({ subtotal: product.price, discount, deliveryCharge: delivery, total });
      });

      const vendorPage = await pageAs(browser, 'vendor');
      contexts.push(vendorPage.context());
      await test.step('the vendor confirms, processes and ships the order', async () => {
        const row = vendorPage.getByTestId('order-row').filter({ hasText: orderNumber });
        await openUntil(vendorPage, `/vendor/shop/orders?q=${orderNumber}`, row);
        await expect(row.getByTestId('order-status')).toHaveText('Pending');
        await expect(row).toContainText(buyer.fullName);

        await confirmMove(
          vendorPage,
          row.getByRole('button', { name: 'Confirm', exact: true }),
          orderNumber,
          { title: 'Confirm this order?', button: 'Confirm order' },
          'Confirmed',
        );
        await expect(row.getByTestId('order-status')).toHaveText('Confirmed');
        await confirmMove(
          vendorPage,
          row.getByRole('button', { name: 'Start processing', exact: true }),
          orderNumber,
          { title: 'Start processing this order?', button: 'Start processing' },
          'Processing',
        );
        await expect(row.getByTestId('order-status')).toHaveText('Processing');
        await confirmMove(
          vendorPage,
          row.getByRole('button', { name: 'Ship', exact: true }),
          orderNumber,
          { title: 'Ship this order?', button: 'Ship order', courier: 'Pathao Parcel' },
          'Shipped',
        );
        await expect(row.getByTestId('order-status')).toHaveText('Shipped');
        // Vendors never mark an order delivered, nor cancel one the courier has.
        await expect(row.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
        await expect(row.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
      });

      const adminPage = await pageAs(browser, 'admin');
      contexts.push(adminPage.context());
      await test.step('an admin marks the order delivered', async () => {
        const row = adminPage.getByTestId('order-row').filter({ hasText: orderNumber });
        await openUntil(adminPage, `/admin/shop/orders?q=${orderNumber}`, row);
        await expect(row.getByTestId('order-status')).toHaveText('Shipped');
        await expect(row).toContainText(store.storeName);
        await row.getByRole('button', { name: 'Manage' }).click();
        const drawer = adminPage.getByRole('dialog', { name: `Order ${orderNumber}` });
        await expect(drawer.getByTestId('order-detail')).toBeVisible({ timeout: 20_000 });
        await expect(drawer.getByTestId('order-delivery')).toContainText('Pathao Parcel');
        await confirmMove(
          adminPage,
          drawer.getByRole('button', { name: 'Mark delivered', exact: true }),
          orderNumber,
          { title: 'Mark this order delivered?', button: 'Mark delivered' },
          'Delivered',
        );
        await expect(drawer.getByTestId('order-detail').getByTestId('order-status').first()).toHaveText(
          'Delivered',
        );
        const history = drawer.getByTestId('order-history');
        for (const status of ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']) {
          await expect(history.getByText(status, { exact: true })).toBeVisible();
        }
        await adminPage.keyboard.press('Escape');
        await expect(row.getByTestId('order-status')).toHaveText('Delivered');
      });

      await test.step('the buyer sees Delivered and reviews the item with stars and a comment', async () => {
        const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
        await openUntil(page, '/user/shop/orders', card);
        await expect(card.getByTestId('order-status')).toHaveText('Delivered');

        const pending = page.getByTestId('pending-review').filter({ hasText: orderNumber });
        await openUntil(page, '/user/shop/reviews', pending);
        await expect(pending).toContainText(product.name);
        await pending.getByRole('button', { name: 'Write review' }).click();
        const modal = page.getByRole('dialog', { name: 'Write a review' });
        await expect(modal).toContainText(`Order ${orderNumber}`);
        // Mantine's star inputs are visually hidden: click the star (the input's label).
        const fiveStars = await modal.getByRole('radio', { name: '5 stars' }).getAttribute('id');
        await modal.locator(`label[for="${fiveStars}"]`).click();
        await expect(modal.getByRole('radio', { name: '5 stars' })).toBeChecked();
        await modal.getByRole('textbox', { name: 'Comment' }).fill(comment);
        await modal.getByRole('button', { name: 'Publish review' }).click();
        await expect(toast(page, /review is published/i)).toBeVisible({ timeout: 20_000 });
        await expect(modal).toBeHidden();
        await expect(page.getByTestId('pending-review').filter({ hasText: orderNumber })).toHaveCount(0);
        await page.getByRole('tab', { name: /My reviews/ }).click();
        const written = page.getByTestId('review-card').filter({ hasText: comment });
        await expect(written).toContainText(product.name);
        await expect(written.getByLabel('5 out of 5 stars')).toBeVisible();
      });

      await test.step('the vendor replies once to the review', async () => {
        const card = vendorPage.getByTestId('review-card').filter({ hasText: comment });
        await openUntil(vendorPage, '/vendor/shop/reviews', card);
        await expect(card).toContainText(orderNumber);
        await expect(card).toContainText('Needs reply');
        await card.getByRole('button', { name: 'Reply' }).click();
        const modal = vendorPage.getByRole('dialog', { name: 'Reply to review' });
        await modal.getByRole('textbox', { name: 'Your reply' }).fill(reply);
        await modal.getByRole('button', { name: 'Post reply' }).click();
        await expect(toast(vendorPage, /Reply posted/)).toBeVisible({ timeout: 20_000 });
        await expect(modal).toBeHidden();
        await expect(card.getByTestId('review-reply')).toContainText(reply);
        // Only one reply per review: the button is gone.
        await expect(card.getByRole('button', { name: 'Reply' })).toHaveCount(0);
      });

      await test.step('the vendor sees the earning of the order, net of commission', async () => {
        const placed = order!;
        const commission = Math.floor(((placed.subtotal - placed.discount) * placed.commissionPercent) / 100);
        const net = placed.total - commission;
        const earning = vendorPage.getByTestId('ledger-row').filter({ hasText: orderNumber });
        await openUntil(vendorPage, '/vendor/shop/payments?type=earning', earning);
        await expect(earning).toContainText('Earning');
        // The payments page shows every amount with its paisa, so whole and fractional ones read alike.
        await expect(earning).toContainText(formatAmount(placed.total));
        await expect(earning).toContainText(formatAmount(commission));
        await expect(earning).toContainText(`+ ${formatAmount(net)}`);
        await expect(vendorPage.getByTestId('balance-balance')).toContainText('Rs.');
      });

      await Promise.all(contexts.map((c) => c.close()));
    });
  });
