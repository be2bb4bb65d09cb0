import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_EMAILS, DEMO_PASSWORD, type DemoRole, signInThroughNextAuth } from './fixtures/api.ts';

// Axe on the main pages of every audience, on a desktop and (through the @mobile tag) on a phone, in
// both colour schemes. Only serious and critical violations fail: those are the ones that stop someone
// from reading or operating a page (contrast, a control without a name, a disallowed ARIA attribute).
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const SCHEMES = ['light', 'dark'] as const;

/** How long one page may take to load, settle and be analysed. */
const PAGE_ALLOWANCE_MS = 20_000;

type Violation = { page: string; rule: string; impact: string; targets: string[] };

type Catalogue = { productSlug: string; categorySlug: string; searchText: string; rentId: string };

/** A product with ratings (its page shows the rating breakdown) and a category that holds products. */
async function findCatalogue(): Promise<Catalogue> {
  const list = await api<{ docs: { slug: string; name: string; ratingCount: number }[] }>(
    '/product?limit=40&sort=best_selling',
  );
  const product = list.docs.find((d) => d.ratingCount > 0 && !/^e2e/i.test(d.name)) ?? list.docs[0];
  const tree = await api<{ slug: string; productCount: number }[]>('/category/shop/tree');
  const category = tree.find((node) => node.productCount > 0);
  if (!product || !category) throw new Error('The demo shop has no product or no category with products');
  const rentals = await api<{ docs: { _id: string }[] }>('/rent/list?limit=1');
  const rentId = rentals.docs[0]?._id;
  if (!rentId) throw new Error('The demo has no rental listing');
  return { productSlug: product.slug, categorySlug: category.slug, searchText: 'tea', rentId };
}

/** The public pages, in groups small enough that each is one test within its time. */
const PUBLIC_PAGES = (c: Catalogue): Record<'shop' | 'sections' | 'account', string[]> => ({
  shop: [
    '/',
    '/shop',
    '/shop/categories',
    `/shop/category/${c.categorySlug}`,
    `/shop/search/${c.searchText}`,
    `/shop/product/${c.productSlug}`,
    '/shop/viewcart',
    '/shop/wishlist',
  ],
  sections: ['/task', '/task/categories', '/rent', '/rent/search/flat', `/rent/${c.rentId}`],
  account: ['/login', '/register', '/contact'],
});

const CONTENT_PAGES = [
  '/blog',
  '/blog/shopping-local-this-dashain',
  '/about',
  '/faq',
  '/page/shop/privacy-policies',
];

const SIGNED_IN_PAGES: Record<DemoRole, string[]> = {
  user: [
    '/user',
    '/user/shop/orders',
    '/user/messages',
    '/shop/viewcart',
    '/shop/wishlist',
    '/user/task/create',
    '/user/task/posted?type=Open',
    '/user/rent/create',
    '/user/rent/posted',
    '/user/rent/inquiries',
  ],
  vendor: ['/vendor', '/vendor/shop/products', '/vendor/shop/orders', '/vendor/shop/payments'],
  admin: [
    '/admin',
    '/admin/shop/orders',
    '/admin/shop/products',
    '/admin/users',
    '/admin/messages',
    '/admin/blogs',
    '/admin/blogs/new',
    '/admin/faqs',
    '/admin/task/tasks',
    '/admin/rent/list',
  ],
  super: [
    '/admin/admins',
    '/admin/site-setting/email-template',
    '/admin/site-setting/pages',
    '/admin/site-setting/info',
    '/admin/site-setting/our-team',
    '/admin/site-setting/our-partner',
  ],
};

/** Opens a page and waits until its data has arrived (no loader or skeleton left), so axe sees it whole. */
async function openSettled(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBeLessThan(400);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A placeholder that never goes away is another test's business; axe then checks what is there.
  await expect(
    page.locator('.mantine-Skeleton-root[data-visible="true"]:visible, .mantine-Loader-root:visible'),
  )
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/** For a contrast failure, the colours and ratio axe measured, so the fix can be chosen from the report. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  return data?.contrastRatio ? `  [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
}

async function seriousViolations(page: Page, path: string): Promise<Violation[]> {
  // nextjs-portal is the development overlay of `next dev`, absent from the built app.
  const result = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: path,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}${contrastOf(n)}`),
    }));
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.page}: ${v.rule} (${v.impact}) on ${v.targets.length} element(s)\n    ${v.targets.join('\n    ')}`,
    )
    .join('\n');
}

async function checkPages(page: Page, paths: string[], scheme: (typeof SCHEMES)[number]): Promise<void> {
  // Each page is loaded whole and analysed: its time grows with the pages, not with the machine's speed.
  test.setTimeout(60_000 + paths.length * PAGE_ALLOWANCE_MS);
  const found: Violation[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    found.push(...(await seriousViolations(page, path)));
  }
  if (found.length > 0)
    console.log(`Serious or critical axe violations (${scheme}):\n${describeViolations(found)}`);
  expect(found.map((v) => `${v.page} ${v.rule}: ${v.targets.join(', ')}`)).toEqual([]);
}

test.describe('accessibility (axe, serious and critical)', { tag: '@mobile' }, () => {
  for (const scheme of SCHEMES) {
    test.describe(`${scheme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: THEME_STORAGE_KEY,
          value: scheme,
        });
      });

      for (const group of ['shop', 'sections', 'account'] as const) {
        test(`public pages: ${group}`, async ({ page }) => {
          await checkPages(page, PUBLIC_PAGES(await findCatalogue())[group], scheme);
        });
      }

      test('content pages', async ({ page }) => {
        await checkPages(page, CONTENT_PAGES, scheme);
      });

      for (const role of ['user', 'vendor', 'admin', 'super'] as const) {
        test(`${role} pages`, async ({ page }) => {
          await signInThroughNextAuth(page, DEMO_EMAILS[role], DEMO_PASSWORD);
          await checkPages(page, SIGNED_IN_PAGES[role], scheme);
        });
      }
    });
  }
});
