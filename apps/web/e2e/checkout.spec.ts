import { formatPrice } from '@bazaar/shared/money';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, type FreshUser, loginDemoViaApi, registerUser } from './fixtures/api.ts';
import { loginWithCredentials } from './fixtures/auth.ts';
import { restoreSession } from './fixtures/roles.ts';

type Detail = { _id: string; name: string; slug: string; price: number; stock: number; variants: unknown[] };

async function callJson<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A demo product without variants, Rs. 1,000–4,000, with stock: WELCOME10 applies, delivery is charged. */
async function findProductForWelcome10(): Promise<Detail> {
  const { docs } = await callJson<{ docs: { slug: string; price: number }[] }>(
    '/product?limit=60&inStock=true&sort=price_asc&page=2',
  );
  for (const { slug, price } of docs) {
    if (price < 100_000 || price > 400_000) continue;
    const detail = await callJson<Detail>(`/product/slug/${slug}`);
    if (detail.variants.length === 0 && detail.stock >= 3) return detail;
  }
  const all = await callJson<{ docs: { slug: string; price: number }[] }>('/product?limit=100&inStock=true');
  for (const { slug, price } of all.docs) {
    if (price < 100_000 || price > 400_000) continue;
    const detail = await callJson<Detail>(`/product/slug/${slug}`);
    if (detail.variants.length === 0 && detail.stock >= 3) return detail;
  }
  throw new Error('no in-stock demo product between Rs. 1,000 and Rs. 4,000 without variants');
}

async function buyerWithCart(): Promise<{ buyer: FreshUser; product: Detail }> {
  const product = await findProductForWelcome10();
  const buyer = await registerUser();
  await callJson('/order/user/cart', {
    method: 'POST',
    token: buyer.accessToken,
    body: { productId: product._id, quantity: 1 },
  });
  return { buyer, product };
}

/** Picks a place (the first when none is named) once the select has loaded its options. */
async function pick(page: Page, testId: string, option?: string) {
  const select = page.getByTestId(testId);
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  if (option) await select.selectOption({ label: option });
  else await select.selectOption({ index: 1 });
  await expect(select).not.toHaveValue('');
}

/**
 * Adds an address in Kathmandu (down to a municipality), or in a district with no municipalities
 * listed, where the district itself is the place.
 */
async function addAddressThroughModal(
  page: Page,
  place: { state: string; district: string; hasMunicipalities: boolean } = {
    state: 'Bagmati',
    district: 'Kathmandu',
    hasMunicipalities: true,
  },
) {
  await page.getByTestId('add-address').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('address-recipient').fill('Maya Gurung');
  await dialog.getByTestId('address-phone').fill('9812345678');
  await pick(page, 'address-state', place.state);
  await pick(page, 'address-district', place.district);
  if (place.hasMunicipalities) await pick(page, 'address-municipality');
  else {
    await expect(dialog.getByText('None listed for this district yet: the district is enough')).toBeVisible();
    await expect(page.getByTestId('address-municipality')).toBeDisabled();
  }
  await dialog.getByTestId('address-street').fill('Ward 10, Baneshwor');
  await dialog.getByTestId('address-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card')).toContainText('Maya Gurung');
  await expect(page.getByTestId('address-card')).toContainText(place.district);
}

test.describe('checkout', () => {
  test('a buyer adds an address, applies WELCOME10, places the order and lands on its confirmation page', async ({
    page,
  }) => {
    // Sign-in, an address, three voucher tries, a reload and the confirmation: long on a busy runner.
    test.slow();
    const { buyer, product } = await buyerWithCart();
    await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/viewcart' });
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('place-order')).toBeDisabled();

    await addAddressThroughModal(page);
    // Kathmandu ships for Rs. 100 (demo setting) below the free threshold.
    await expect(page.getByTestId('summary-delivery')).toHaveText(formatPrice(10_000));

    // A bad code shows its reason under the field.
    await page.getByTestId('voucher-input').fill('NOPE-123');
    await page.getByTestId('voucher-apply').click();
    await expect(page.getByText('Voucher code not found')).toBeVisible();

    await page.getByTestId('voucher-input').fill('welcome10');
    await page.getByTestId('voucher-apply').click();
    const discount = Math.min(Math.floor(product.price / 1_000) * 100, 50_000); // 10%, whole rupees
    await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
    await expect(page.getByTestId('summary-discount')).toHaveText(`−${formatPrice(discount)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(
      formatPrice(product.price - discount + 10_000),
    );
    // A reload keeps the voucher on.
    await page.reload();
    await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
    await expect(page.getByTestId('summary-discount')).toHaveText(`−${formatPrice(discount)}`);

    await page.getByTestId('place-order').click();
    // One confirmation page: the order with its store, the address, the payment and what comes next.
    await page.waitForURL(/\/user\/shop\/orders\/placed\/[0-9a-f-]{36}$/);
    const confirmation = page.getByTestId('checkout-confirmation');
    await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your order is placed',
    );
    const order = confirmation.getByTestId('placed-order');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(product.name);
    await expect(order.getByTestId('placed-order-number')).toHaveText(/^BZ-[2-9A-Z]{8}$/);
    const total = formatPrice(product.price - discount + 10_000);
    await expect(page.getByTestId('confirmation-total')).toHaveText(total);
    await expect(page.getByTestId('confirmation-payment')).toContainText('Cash on delivery');
    await expect(page.getByTestId('confirmation-address')).toContainText('Maya Gurung');
    await expect(confirmation).toContainText('What happens next');
    // No pile of toasts on top of it.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

    const cart = await callJson<{ items: unknown[] }>('/order/user/my-cart', { token: buyer.accessToken });
    expect(cart.items).toEqual([]);
    // The buyer is told as well, and the notification opens this page.
    const checkoutId = page.url().split('/').at(-1);
    const news = await callJson<{ docs: { title: string; metaData: { route: string } }[] }>(
      '/notification/all?page=1',
      { token: buyer.accessToken },
    );
    expect(news.docs[0]).toMatchObject({
      title: 'Order placed',
      metaData: { route: `/user/shop/orders/placed/${checkoutId}` },
    });
  });

  test('a voucher that does not apply shows why', async ({ page }) => {
    const { buyer } = await buyerWithCart();
    await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/viewcart' });
    await page.getByTestId('voucher-input').fill('EXPIRED5');
    await page.getByTestId('voucher-apply').click();
    await expect(page.getByText('This voucher has expired')).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  });

  test('the cart checkout works on a phone, to a district with no municipalities listed @mobile', async ({
    page,
  }) => {
    const { buyer } = await buyerWithCart();
    await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/viewcart' });
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await addAddressThroughModal(page, { state: 'Koshi', district: 'Bhojpur', hasMunicipalities: false });
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await expect(page.getByTestId('place-order')).toBeEnabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an admin creates a voucher in the drawer, finds it, and deletes it after confirming', async ({
    page,
  }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await restoreSession(page, 'admin');
    await page.goto('/admin/shop/voucher');
    await expect(page.getByTestId('voucher-row').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('new-voucher').click();
    await page.getByTestId('voucher-code').fill(code.toLowerCase());
    // A percent past 100 stays as typed and is refused under its field; nothing is created.
    await page.getByTestId('voucher-value').fill('150');
    await page.getByTestId('voucher-save').click();
    await expect(page.getByText('A percent voucher is 1–100 %')).toBeVisible();
    await expect(page.getByTestId('voucher-value')).toHaveValue('150 %');
    await page.getByTestId('voucher-value').fill('15');
    await page.getByTestId('voucher-save').click();
    await expect(page.getByText(`Voucher ${code} created`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search vouchers' }).fill(code);
    const row = page.getByTestId('voucher-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('15% off');
    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByTestId('confirm-delete-voucher').click();
    await expect(page.getByText('Voucher deleted')).toBeVisible();
    await expect(page.getByTestId('voucher-row')).toHaveCount(0);
  });

  test('the super admin sees every district with its delivery charge', async ({ page }) => {
    await restoreSession(page, 'super');
    await page.goto('/admin/site-setting/delivery-charge');
    await expect(page.getByTestId('district-row')).toHaveCount(77, { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Search districts' }).fill('Lalitpur');
    await expect(page.getByTestId('district-row')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Charge for Lalitpur' })).toHaveValue('100');

    // A negative default stays as typed, is refused under its field, and nothing is saved.
    const superToken = (await loginDemoViaApi('super')).accessToken;
    const before = await callJson<{ defaultCharge: number }>('/admin/site-setting/delivery-charge', {
      token: superToken,
    });
    await page.getByTestId('default-charge').fill('-50');
    await page.getByTestId('save-delivery-charge').click();
    await expect(page.getByText('The default charge cannot be negative')).toBeVisible();
    await expect(page.getByTestId('default-charge')).toHaveValue('-50');
    const after = await callJson<{ defaultCharge: number }>('/admin/site-setting/delivery-charge', {
      token: superToken,
    });
    expect(after.defaultCharge).toBe(before.defaultCharge);
  });
});
