import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL } from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';

type TreeNode = { name: string; slug: string; productCount: number; children: TreeNode[] };
type Summary = { name: string; slug: string; price: number };
type Detail = Summary & { specs: { key: string; value: string }[] };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** `Rs. 1,23,456.50` → 123456.5 */
function readRupees(text: string): number {
  return Number(text.replace(/^\s*Rs\.\s*/, '').replace(/[^0-9.]/g, ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A category entry in the tree: its name, then its product count. */
function categoryButton(scope: Locator, name: string) {
  return scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\d`) });
}

function cards(page: Page) {
  return page.getByTestId('product-card');
}

test.describe('shop catalogue', () => {
  test('choosing a sub-category filters the cards and keeps it in the URL', async ({ page }) => {
    const tree = await getJson<TreeNode[]>('/category/shop/tree');
    const root = tree.find((n) => n.children.some((c) => c.productCount > 0));
    const child = root?.children.find((c) => c.productCount > 0);
    if (!root || !child) throw new Error('the demo shop has no sub-category with products');

    await page.goto('/shop');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await categoryButton(sidebar, root.name).click();
    await categoryButton(sidebar, child.name).click();

    await expect(page).toHaveURL((url) => url.searchParams.get('category') === child.slug);
    await expect(page.getByTestId('result-count')).toHaveText(`${child.productCount} products`);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card).toHaveAttribute('data-category', child.slug);
    }

    // The filtered page survives a reload: the server renders the same cards.
    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText(`${child.productCount} products`);
  });

  test('sorting by price, low to high, orders the cards by price', async ({ page }) => {
    await page.goto('/shop');
    // The browser's own select: a choice made before React has hydrated the page is applied once it has.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price_asc');
    await expect(sort).toHaveValue('price_asc');
    // The URL changes first and the cards follow, so wait for the sorted page.
    await expect
      .poll(async () => {
        const prices = (await cards(page).getByTestId('price').allTextContents()).map(readRupees);
        return prices.length > 5 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
  });

  test('a page past the end says so and leads back to the first page', async ({ page }) => {
    await page.goto('/shop?page=999');
    await expect(page.getByRole('heading', { name: 'There is no page 999' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page).not.toHaveURL(/page=999/);
  });

  test('a search with a typo still finds the product', async ({ page }) => {
    const { docs } = await getJson<{ docs: Summary[] }>('/product?limit=20&sort=best_selling');
    // Swap two letters inside the longest word of a real product name, e.g. "Samsung" → "Samsnug".
    const word = docs
      .flatMap((p) => p.name.split(/\s+/))
      .filter((w) => /^[A-Za-z]{6,}$/.test(w))
      .sort((a, b) => b.length - a.length)[0];
    if (!word) throw new Error('no product name with a long word');
    const typo = `${word.slice(0, -3)}${word.at(-2)}${word.at(-3)}${word.at(-1)}`.toLowerCase();
    expect(typo).not.toBe(word.toLowerCase());

    await page.goto(`/shop/search/${encodeURIComponent(typo)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${typo}”`);
    await expect(cards(page).first()).toBeVisible();
    await expect(
      cards(page)
        .filter({ hasText: new RegExp(word, 'i') })
        .first(),
    ).toBeVisible();
  });

  test('a search that finds nothing says so and offers a way on', async ({ page }) => {
    await page.goto('/shop/search/zzqxjv');
    await expect(page.getByText('No results for “zzqxjv”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'All categories' })).toBeVisible();
  });

  test('the chosen option is kept in the URL, so a reload or a shared link opens it', async ({ page }) => {
    type Variant = { _id: string; options: Record<string, string>; stock: number };
    const { docs } = await getJson<{ docs: Summary[] }>('/product?limit=100&inStock=true');
    let found: { slug: string; variant: Variant; group: string } | undefined;
    for (const summary of docs) {
      const detail = await getJson<Detail & { variants: Variant[] }>(`/product/slug/${summary.slug}`);
      // Not the first option: the page opens on the first in-stock one by itself.
      const other = detail.variants.slice(1).find((v) => v.stock > 0 && Object.keys(v.options).length === 1);
      if (other) {
        found = { slug: detail.slug, variant: other, group: Object.keys(other.options)[0]! };
        break;
      }
    }
    if (!found) throw new Error('no demo product with a second in-stock option');
    const value = found.variant.options[found.group]!;
    await page.goto(`/shop/product/${found.slug}`);
    const option = page
      .getByRole('group', { name: found.group })
      .getByRole('button', { name: value, exact: true });
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`variant=${found.variant._id}`));
    await page.reload();
    await expect(
      page.getByRole('group', { name: found.group }).getByRole('button', { name: value, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a product page shows the name, the price and the specifications', async ({ page }) => {
    const { docs } = await getJson<{ docs: Summary[] }>('/product?limit=30');
    let product: Detail | undefined;
    for (const summary of docs) {
      const detail = await getJson<Detail>(`/product/slug/${summary.slug}`);
      if (detail.specs.length > 0) {
        product = detail;
        break;
      }
    }
    if (!product) throw new Error('no demo product has specifications');

    await page.goto(`/shop/product/${product.slug}`);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(product.name)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const shown = readRupees(
      (await page.getByTestId('product-price').getByTestId('price').textContent()) ?? '',
    );
    expect(shown).toBeGreaterThan(0);
    const specs = page.getByTestId('specs-table');
    const first = product.specs[0]!;
    await expect(specs.getByRole('rowheader', { name: first.key })).toBeVisible();
    await expect(specs.getByRole('cell', { name: first.value, exact: true }).first()).toBeVisible();
  });

  test('an unknown product answers the not-found page', async ({ page }) => {
    const res = await page.goto('/shop/product/no-such-product-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});

test.describe('shop catalogue on a phone', { tag: '@mobile-only' }, () => {
  test('the filters open in a drawer', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Customer rating')).toBeVisible();
    // The switch follows the URL, so it shows checked once the URL has changed.
    await drawer.getByRole('switch', { name: 'In stock only' }).click();
    await expect(drawer.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    await expect(page).toHaveURL((url) => url.searchParams.get('inStock') === '1');
    // The buttons stay at the drawer's bottom edge, above the fields, however far the panel scrolls.
    const show = drawer.getByRole('button', { name: /^Show .*results$/ });
    const drawerBottom = async () => {
      const box = await drawer.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    for (const to of ['top', 'bottom'] as const) {
      const scrolls = await drawer.evaluate((el, where) => {
        let found = false;
        for (const node of [el, ...el.querySelectorAll('*')]) {
          if (node.scrollHeight > node.clientHeight + 1) {
            node.scrollTop = where === 'top' ? 0 : node.scrollHeight;
            found = true;
          }
        }
        return found;
      }, to);
      // The panel is longer than the drawer, so this checks the buttons while it scrolls.
      expect(scrolls).toBe(true);
      await expect
        .poll(async () => {
          const box = await show.boundingBox();
          return Math.abs((box?.y ?? 0) + (box?.height ?? 0) - (await drawerBottom()));
        })
        .toBeLessThan(24);
    }
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });
});
