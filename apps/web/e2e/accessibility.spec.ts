import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { expect, type Page, test } from '@playwright/test';
import { api, type DemoRole } from './fixtures/api.ts';
import { whenHydrated } from './fixtures/hydration.ts';
import { signedInAs } from './fixtures/roles.ts';

// Axe on the pages of every audience in both colour schemes: every page on a desktop; on a phone
// (the @mobile tag) every public page and the first page of each back office. Only serious and critical violations fail: those are the ones that stop someone
// from reading or operating a page (contrast, a control without a name, a disallowed ARIA attribute).
//
// One page load per page: scanned in the light scheme with every rule, then switched to the dark one in
// place and scanned with the colour rules (COLOUR_RULES). A test scans a few pages in one tab
// (PAGES_PER_TEST), so the app's scripts load once for them; the tests run side by side.
// A new page is one line in PAGES: `{name}` parts are filled from the demo data (Catalogue).
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * The rules whose outcome depends on the colours. The dark scheme changes the colours and nothing
 * else on a page (the same elements, names and roles: `data-mantine-color-scheme` switches CSS
 * variables), so it is scanned with these; the light scheme with every rule. A scan of a big page
 * takes seconds, most of them in the other rules.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Audience = 'guest' | DemoRole;

const PAGES: Record<Audience, string[]> = {
  guest: [
    '/',
    '/shop',
    '/shop/categories',
    '/shop/category/{category}',
    '/shop/search/tea',
    '/shop/product/{product}',
    '/shop/viewcart',
    '/shop/wishlist',
    '/task',
    '/task/categories',
    '/job',
    '/job/categories',
    '/job/category/{jobCategory}',
    '/job/search/accountant',
    '/job/{job}',
    '/rent',
    '/rent/search/flat',
    '/rent/{rental}',
    '/login',
    '/register',
    '/contact',
    '/blog',
    '/blog/shopping-local-this-dashain',
    '/about',
    '/faq',
    '/page/shop/privacy-policies',
  ],
  user: [
    '/user',
    '/user/shop/orders',
    '/user/messages',
    '/shop/viewcart',
    '/shop/wishlist',
    '/user/task/create',
    '/user/task/posted?type=Open',
    '/user/job/applied',
    '/user/rent/create',
    '/user/rent/posted',
    '/user/rent/inquiries',
  ],
  vendor: [
    '/vendor',
    '/vendor/shop/products',
    '/vendor/shop/orders',
    '/vendor/shop/payments',
    '/vendor/job/jobs',
    '/vendor/job/applications',
  ],
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
    '/admin/job/jobs',
    '/admin/job/applications',
    '/admin/job/categories',
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

type Catalogue = Record<'product' | 'category' | 'rental' | 'job' | 'jobCategory', string>;

let catalogue: Promise<Catalogue> | undefined;

/**
 * What the `{name}` parts stand for, read once per worker: a product with ratings (its page shows the
 * rating breakdown), a category that holds products, a rental, an open job and its category.
 */
function readCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const products = await api<{ docs: { slug: string; name: string; ratingCount: number }[] }>(
      '/product?limit=40&sort=best_selling',
    );
    const product = products.docs.find((d) => d.ratingCount > 0 && !/^e2e/i.test(d.name)) ?? products.docs[0];
    const tree = await api<{ slug: string; productCount: number }[]>('/category/shop/tree');
    const category = tree.find((node) => node.productCount > 0);
    const rentals = await api<{ docs: { _id: string }[] }>('/rent/list?limit=1');
    const jobs = await api<{ docs: { _id: string; category: { slug: string } }[] }>('/job/list?limit=1');
    const rental = rentals.docs[0];
    const job = jobs.docs[0];
    if (!product || !category || !rental || !job) {
      throw new Error(
        'The demo data lacks a product, a shop category with products, a rental or an open job',
      );
    }
    return {
      product: product.slug,
      category: category.slug,
      rental: rental._id,
      job: job._id,
      jobCategory: job.category.slug,
    };
  })();
  return catalogue;
}

async function resolvePath(template: string): Promise<string> {
  if (!template.includes('{')) return template;
  const c = await readCatalogue();
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c[name as keyof Catalogue];
    if (!value) throw new Error(`Unknown part {${name}} in ${template}`);
    return value;
  });
}

/**
 * Opens a page in the light scheme and waits until React has taken it over and its data has arrived
 * (no loader or skeleton left), so axe sees it whole. Not a quiet network: Next keeps link prefetches
 * open for many seconds after the page is complete.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: 'light',
  });
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBeLessThan(400);
  await whenHydrated(page);
  // A placeholder that never goes away is another test's business; axe then checks what is there.
  await expect(
    page.locator('.mantine-Skeleton-root[data-visible="true"]:visible, .mantine-Loader-root:visible'),
  )
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

/**
 * Switches the open page to the dark scheme the way another tab's choice reaches it: the scheme is
 * stored and a `storage` event tells Mantine's colour-scheme manager, which re-renders through the same
 * path as the header's toggle. The page is not loaded again (its elements, names and roles do not
 * change with the scheme).
 */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.setItem(key, 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: 'dark', storageArea: window.localStorage }),
    );
  }, THEME_STORAGE_KEY);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

/** For a contrast failure, the colours and ratio axe measured, so the fix can be chosen from the report. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  return data?.contrastRatio ? `  [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
}

/** The serious and critical violations on the page as it is, one line per rule with its elements. */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // nextjs-portal is the development overlay of `next dev`, absent from the built app.
  const axe = new AxeBuilder({ page }).exclude('nextjs-portal');
  const result = await (rules ? axe.withRules(rules) : axe).analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${v.nodes.length} element(s)\n    ${v.nodes
          .map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}${contrastOf(n)}`)
          .join('\n    ')}`,
    );
}

/** Splits a list into runs of at most `size`, in order. */
function chunks<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** The pages a test scans in one browser tab: the app's scripts load once for them all. */
const PAGES_PER_TEST = 4;

/** Scans each page in both schemes, every violation named with its page and scheme. */
async function scanPages(page: Page, templates: string[]): Promise<void> {
  const found: string[] = [];
  for (const template of templates) {
    await test.step(template, async () => {
      const path = await resolvePath(template);
      await openSettled(page, path);
      for (const violation of await seriousViolations(page)) found.push(`${path} light: ${violation}`);
      await switchToDark(page);
      for (const violation of await seriousViolations(page, COLOUR_RULES))
        found.push(`${path} dark: ${violation}`);
    });
  }
  if (found.length > 0) console.log(`Serious or critical axe violations:\n${found.join('\n')}`);
  expect(found).toEqual([]);
}

test.describe('accessibility (axe, serious and critical)', () => {
  test.describe.configure({ mode: 'parallel', timeout: PAGES_PER_TEST * 45_000 });

  for (const [audience, paths] of Object.entries(PAGES) as [Audience, string[]][]) {
    test.describe(audience === 'guest' ? 'signed out' : `as the demo ${audience}`, () => {
      if (audience !== 'guest') test.use(signedInAs(audience));

      // On a phone (@mobile): every public page, and the first page of each back office (the others
      // share its layout, which the desktop scans of every page cover).
      const runs =
        audience === 'guest'
          ? chunks(paths, PAGES_PER_TEST)
          : [paths.slice(0, 1), ...chunks(paths.slice(1), PAGES_PER_TEST)];
      runs.forEach((templates, index) => {
        const onPhone = audience === 'guest' || index === 0;
        test(
          `${templates.join(', ')} in the light and the dark theme`,
          { tag: onPhone ? ['@mobile'] : [] },
          async ({ page }) => scanPages(page, templates),
        );
      });
    });
  }
});
