import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@bazaar/shared/constants';
import { expect, type Page, test } from '@playwright/test';
import { type Audience, resolvePath, SCANNED_PAGES } from './fixtures/catalogue.ts';
import { openOwnPage } from './fixtures/own-page.ts';
import { signedInAs } from './fixtures/roles.ts';

// WCAG 2.1 A and AA on the pages of every audience, in both colour schemes, by two engines that read
// it differently (docs/decisions/031-accessibility-engines-and-checks.md): axe-core (Deque) and IBM's
// Equal Access engine (accessibility-checker-engine, its ace.js evaluated in the page). Every page on
// a desktop with axe in the light scheme; one page of each layout (PHONE_LAYOUTS, and the first page
// of each back office) also in the dark scheme and, on the desktop, by ace; on a phone (the @mobile
// tag) those layout pages in both schemes.
// What fails: axe's serious and critical violations (those that stop someone from reading or
// operating a page), ace's violations (not its "potential" ones, which ask a person to look).
//
// One page load per page: read in the light scheme with every rule, then (a layout page) switched to
// the dark one in place and read by axe with its colour rules. A test reads a few pages in one tab
// (PAGES_PER_TEST), so the app's scripts load once for them; the tests run side by side.
// A new page is one line in SCANNED_PAGES (a public one in PUBLIC_PAGES, fixtures/catalogue.ts):
// `{name}` parts are filled from the demo data. Each page is opened through openOwnPage, with the
// route walk's checks (routes.spec.ts leaves these pages to this spec).
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * axe's rules whose outcome depends on the colours. The dark scheme changes the colours and
 * nothing else on a page (the same elements, names and roles: `data-mantine-color-scheme` switches
 * CSS variables), so it is read with these; the light scheme with every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** The ruleset ace reads the page with: WCAG 2.1, levels A and AA. */
const ACE_POLICY = 'WCAG_2_1';

const ACE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

/**
 * Opens a page in the light scheme as its own page (openOwnPage: the route walk's checks) and waits
 * until its data has arrived (no loader or skeleton left), so the engines see it whole. Not a quiet
 * network: Next keeps link prefetches open for many seconds after the page is complete.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: 'light',
  });
  await openOwnPage(page, path);
  // A placeholder that never goes away is another test's business; the engines check what is there.
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

/** axe's serious and critical violations on the page as it is, one line per rule with its elements. */
async function axeFindings(page: Page, rules?: string[]): Promise<string[]> {
  // nextjs-portal is the development overlay of `next dev`, absent from the built app.
  // Legacy mode runs axe in the page itself. The default opens a blank page for every scan to join the
  // results of frames (the pages have none), which took two thirds of a scan: 13-15 s against 4-6 s on
  // a listing page here, with the same rules on the same document.
  // Only the violations are read: axe still runs every rule on every element, but it gathers and
  // serialises the elements of one pass, not of all (half of a listing page's scan: 1.1 s against
  // 0.5-0.7 s here, the same violations).
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude('nextjs-portal')
    .options({ resultTypes: ['violations'] });
  const result = await (rules ? axe.withRules(rules) : axe).analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}) on ${v.nodes.length} element(s)\n    ${v.nodes
          .map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}${contrastOf(n)}`)
          .join('\n    ')}`,
    );
}

/** One result of ace: `value` is [VIOLATION | RECOMMENDATION | INFORMATION, PASS | FAIL | POTENTIAL | MANUAL]. */
type AceResult = {
  ruleId: string;
  message: string;
  snippet: string;
  path: { dom: string };
  value: [string, string];
};

/** ace's violations on the page as it is, one line per rule. */
async function aceFindings(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: a page's script policy cannot refuse it. Once per page load.
  if (!(await page.evaluate(() => 'aceEngine' in window))) {
    await page.evaluate(`${ACE_SOURCE}\nwindow.aceEngine = ace;`);
  }
  const results = await page.evaluate(async (policy) => {
    type AceChecker = { check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }> };
    const engine = (window as unknown as { aceEngine: { Checker: new () => AceChecker } }).aceEngine;
    const report = await new engine.Checker().check(document, [policy]);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .filter((r) => !r.path.dom.includes('/nextjs-portal'))
      .map(({ ruleId, message, snippet, path }) => ({ ruleId, message, snippet, path: { dom: path.dom } }));
  }, ACE_POLICY);
  const byRule = new Map<string, string[]>();
  for (const r of results) {
    const lines = byRule.get(r.ruleId) ?? [];
    lines.push(`${r.path.dom}  ${r.snippet.slice(0, 160)}  (${r.message})`);
    byRule.set(r.ruleId, lines);
  }
  return [...byRule].map(
    ([rule, lines]) => `ace ${rule} on ${lines.length} element(s)\n    ${lines.join('\n    ')}`,
  );
}

/** Splits a list into runs of at most `size`, in order. */
function chunks<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/**
 * One public page of each layout, read on a phone as well: the home page, a shop list (its category,
 * search and wishlist pages share it), a categories page of each kind, a product, a store, the cart, a
 * section's list (Task, Job and Rent share it, their searches too), a listing page (Task, Job and Rent
 * share its frame), a profile, the search of every section, the sign-in card (register and the
 * password pages share it), a form page, the blog and a post, and a content page (about, the policy
 * pages).
 */
const PHONE_LAYOUTS = [
  '/',
  '/shop',
  '/shop/categories',
  '/task/categories',
  '/shop/product/{product}',
  '/shop/store/{store}',
  '/shop/viewcart',
  '/task',
  '/task/{task}',
  '/profile/{tasker}',
  '/search/bookshelf',
  '/login',
  '/contact',
  '/blog',
  '/blog/shopping-local-this-dashain',
  '/faq',
];

/** The pages a test reads in one browser tab: the app's scripts load once for them all. */
const PAGES_PER_TEST = 4;

/**
 * Reads each page with axe in the light scheme and, as asked, with ace and in the dark scheme, every
 * violation named with its page and scheme.
 */
async function scanPages(
  page: Page,
  templates: string[],
  { withAce, withDark }: { withAce: boolean; withDark: boolean },
): Promise<void> {
  const found: string[] = [];
  for (const template of templates) {
    await test.step(template, async () => {
      const path = await resolvePath(template);
      await openSettled(page, path);
      for (const finding of [...(await axeFindings(page)), ...(withAce ? await aceFindings(page) : [])])
        found.push(`${path} light: ${finding}`);
      if (!withDark) return;
      // The dark scheme changes colours only: axe's colour rules read it. ace reads the whole page
      // whatever rules are kept (each of its runs costs seconds), so it reads the light scheme only.
      await switchToDark(page);
      for (const finding of await axeFindings(page, COLOUR_RULES)) found.push(`${path} dark: ${finding}`);
    });
  }
  if (found.length > 0) console.log(`Accessibility violations:\n${found.join('\n')}`);
  expect(found).toEqual([]);
}

test.describe('accessibility (axe and ace, WCAG 2.1 AA)', () => {
  test.describe.configure({ mode: 'parallel', timeout: PAGES_PER_TEST * 60_000 });

  for (const [audience, paths] of Object.entries(SCANNED_PAGES) as [Audience, string[]][]) {
    test.describe(audience === 'guest' ? 'signed out' : `as the demo ${audience}`, () => {
      if (audience !== 'guest') test.use(signedInAs(audience));

      // The layout pages (one public page of each layout, PHONE_LAYOUTS, and the first page of each
      // back office): both schemes, ace on the desktop, and on a phone (@mobile). The other pages share
      // those layouts, their colours and components: the desktop reads each with axe in the light
      // scheme.
      const runs =
        audience === 'guest'
          ? [
              ...chunks(PHONE_LAYOUTS, PAGES_PER_TEST).map((t) => ({ templates: t, onPhone: true })),
              ...chunks(
                paths.filter((p) => !PHONE_LAYOUTS.includes(p)),
                PAGES_PER_TEST,
              ).map((t) => ({ templates: t, onPhone: false })),
            ]
          : [paths.slice(0, 1), ...chunks(paths.slice(1), PAGES_PER_TEST)].map((t, index) => ({
              templates: t,
              onPhone: index === 0,
            }));
      runs.forEach(({ templates, onPhone }) => {
        test(
          onPhone
            ? `${templates.join(', ')} in the light and the dark theme`
            : `${templates.join(', ')} in the light theme`,
          { tag: onPhone ? ['@mobile'] : [] },
          // IBM's engine on the desktop's layout pages (each ace run costs seconds a page).
          async ({ page }, testInfo) =>
            scanPages(page, templates, {
              withAce: onPhone && testInfo.project.name !== 'mobile',
              withDark: onPhone,
            }),
        );
      });
    });
  }
});
