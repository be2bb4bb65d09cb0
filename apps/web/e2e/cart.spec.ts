import { formatPrice } from '@bazaar/shared/money';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, registerUser } from './fixtures/api.ts';
import { loginWithCredentials } from './fixtures/auth.ts';

type Detail = { _id: string; name: string; slug: string; price: number; stock: number; variants: unknown[] };
type CartBody = { items: { productId: string; quantity: number }[]; subtotal: number };

async function callJson<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** A demo product without variants and with a few units in stock. */
async function findSimpleProduct(): Promise<Detail> {
  // Plenty of stock: other suites running beside this one buy products, and a newly listed one with a
  // few units can sell out mid-test.
  const { docs } = await callJson<{ docs: { slug: string }[] }>('/product?limit=40&inStock=true&sort=newest');
  for (const { slug } of docs) {
    const detail = await callJson<Detail>(`/product/slug/${slug}`);
    if (detail.variants.length === 0 && detail.stock >= 20) return detail;
  }
  throw new Error('the demo shop has no in-stock product without variants');
}

/** Adds one unit as a guest from the product page (its buttons wait for the page to hydrate). */
async function addAsGuest(page: Page, product: Detail): Promise<void> {
  await page.goto(`/shop/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

test.describe('cart', () => {
  test('a guest cart merges at sign-in; the stepper updates the subtotal; remove empties it', async ({
    page,
  }) => {
    const product = await findSimpleProduct();
    const buyer = await registerUser();

    await addAsGuest(page, product);
    await page.goto('/shop/viewcart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.name);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(formatPrice(product.price));
    await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', 'Cart, 1 item');
    await expect(page.getByText('Your cart is saved in this browser.')).toBeVisible();

    await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/viewcart' });
    await expect(page.getByText('Cart merged').first()).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/viewcart$/);
    await expect(line).toHaveCount(1);
    await expect(page.getByText('Your cart is saved in this browser.')).toHaveCount(0);
    // The account's cart in the database now holds the guest's line; the local copy is gone.
    const merged = await callJson<CartBody>('/order/user/my-cart', { token: buyer.accessToken });
    expect(merged.items.map((i) => [i.productId, i.quantity])).toEqual([[product._id, 1]]);
    expect(await page.evaluate(() => localStorage.getItem('bazaar-guest-cart'))).toBeNull();

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByTestId('quantity')).toHaveText('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(formatPrice(product.price * 2));
    await expect
      .poll(
        async () => (await callJson<CartBody>('/order/user/my-cart', { token: buyer.accessToken })).subtotal,
      )
      .toBe(product.price * 2);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    const after = await callJson<CartBody>('/order/user/my-cart', { token: buyer.accessToken });
    expect(after.items).toEqual([]);
  });

  test('a guest is asked to sign in to check out', async ({ page }) => {
    const product = await findSimpleProduct();
    await page.goto('/');
    await page.evaluate((productId) => {
      localStorage.setItem(
        'bazaar-guest-cart',
        JSON.stringify([{ productId, variantId: null, quantity: 1 }]),
      );
    }, product._id);
    await page.goto('/shop/viewcart');
    await expect(page.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2Fshop%2Fviewcart',
    );
  });

  test('a guest is asked to sign in on the wishlist; a buyer moves a saved product to the cart @mobile', async ({
    page,
  }) => {
    await page.goto('/shop/wishlist');
    await expect(page.getByTestId('wishlist-sign-in')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2Fshop%2Fwishlist',
    );

    const product = await findSimpleProduct();
    const buyer = await registerUser();
    await callJson('/wishlist', {
      method: 'POST',
      token: buyer.accessToken,
      body: { productId: product._id },
    });

    await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: '/shop/wishlist' });
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(product.name);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${product.name} added to your cart`)).toBeVisible();
    const cart = await callJson<CartBody>('/order/user/my-cart', { token: buyer.accessToken });
    expect(cart.items.map((i) => i.productId)).toEqual([product._id]);

    await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  });
});

// The product page's heart: a visitor is taken to sign in and back; a buyer saves the product with it
// (its tooltip and the toggle load only for a buyer, decision 040).
test('the product heart takes a visitor to sign in and saves the product for a buyer', async ({ page }) => {
  const product = await findSimpleProduct();
  const path = `/shop/product/${product.slug}`;
  await page.goto(path);
  const visitorHeart = page.getByRole('link', { name: 'Sign in to save to your wishlist' });
  await expect(visitorHeart).toHaveAttribute('href', `/login?callbackUrl=${encodeURIComponent(path)}`);

  const buyer = await registerUser();
  await loginWithCredentials(page, buyer.email, buyer.password, { callbackUrl: path });
  const heart = page.getByRole('button', { name: 'Add to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const saved = await callJson<{ productIds: string[] }>('/wishlist/ids', { token: buyer.accessToken });
  expect(saved.productIds).toEqual([product._id]);
});

// People type /cart: it is a permanent redirect to the spec's cart page, not a 404.
test('/cart leads to the cart page', async ({ page, request }) => {
  const res = await request.get('/cart', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers().location ?? '', 'http://x').pathname).toBe('/shop/viewcart');
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/shop\/viewcart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Your cart/);
});
