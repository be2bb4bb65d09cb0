import { expect, test } from '@playwright/test';
import { COMPILE_HINT, HINTED_SCRIPT_MIN_BYTES } from '../src/lib/static-files/precompress.mjs';
import { resolvePath } from './fixtures/catalogue.ts';
import { intlUsesOf, measureFirstLoadScripts, toKilobytes, watchIntl } from './fixtures/script-weight.ts';

/**
 * The target of issue 35: every public route type opens on a phone with at most this much JavaScript
 * over the wire (first load, empty cache, signed out).
 */
const TARGET_KB = 170;

/**
 * One page of each public route type and its budget in kB (over the wire, compressed as served). A
 * budget above TARGET_KB is a ratchet: the figure measured when it was set, rounded up a little, so the
 * page may not grow while the work towards the target goes on (README "JavaScript per route").
 */
const ROUTES: ReadonlyArray<{ path: string; budgetKb: number }> = [
  // Set 2026-12-05 after decision 051 (the figure measured then, plus 3–4 kB); lowered where the figure
  // fell after decisions 054 (the server-rendered footer), 055 (the range filters and the quantity, the
  // search box, the signed-in widgets' queries), 057 (TanStack Query only where a page reads through
  // it), 062 (the scripts sent as their Brotli copies), 063 (the sign-in and sign-up fields without
  // Mantine's inputs), 064 (a visitor's detail and profile pages without the query library), 065 (a
  // visitor's product page without it, the quantity field without Mantine's inputs) and 066 (a visitor's
  // listings without it until they ask for another page, sort or filter): the
  // figure then plus 3 kB, and at most the target once a route meets it. Since decision 067 (a listing's
  // sort, pager, chips, grid and cards drawn without Mantine's components) every route meets it.
  { path: '/', budgetKb: 170 },
  { path: '/shop', budgetKb: 170 },
  { path: '/shop/category/{category}', budgetKb: 170 },
  { path: '/shop/product/{product}', budgetKb: 170 },
  { path: '/shop/store/{store}', budgetKb: 170 },
  { path: '/task', budgetKb: 170 },
  { path: '/task/{task}', budgetKb: 170 },
  { path: '/job', budgetKb: 170 },
  { path: '/job/{job}', budgetKb: 170 },
  { path: '/rent', budgetKb: 170 },
  { path: '/rent/{rental}', budgetKb: 170 },
  { path: '/profile/{tasker}', budgetKb: 170 },
  { path: '/blog', budgetKb: 170 },
  { path: '/blog/shopping-local-this-dashain', budgetKb: 170 },
  { path: '/login', budgetKb: 170 },
  { path: '/register', budgetKb: 170 },
];

// On the phone project only (390×844, touch): the device the budget is for. Each test opens its page in
// a fresh browser context, so nothing is cached.
test.describe('JavaScript on first load, per route', { tag: '@mobile-only' }, () => {
  for (const { path, budgetKb } of ROUTES) {
    test(`${path} ships at most ${budgetKb} kB of JavaScript and uses no Intl while it loads`, async ({
      page,
    }) => {
      await watchIntl(page);
      const scripts = await measureFirstLoadScripts(page, await resolvePath(path));
      const totalKb = toKilobytes(scripts.reduce((sum, s) => sum + s.bytes, 0));
      const largest = [...scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((s) => `  ${toKilobytes(s.bytes)} kB ${new URL(s.url).pathname}`)
        .join('\n');
      test.info().annotations.push({
        type: 'first-load JS',
        description: `${totalKb} kB in ${scripts.length} scripts`,
      });
      process.stdout.write(
        `JS ${path}: ${totalKb} kB in ${scripts.length} scripts (target ${TARGET_KB} kB)\n`,
      );
      expect(scripts.length, 'the page loads its scripts').toBeGreaterThan(0);
      // The browser accepts Brotli: every script of the build comes as the copy written after it
      // (decision 062), not gzipped by Next on the way.
      const notBrotli = scripts.filter(
        (s) => new URL(s.url).pathname.startsWith('/_next/static/') && s.encoding !== 'br',
      );
      expect(notBrotli.map((s) => `${new URL(s.url).pathname} (${s.encoding})`)).toEqual([]);
      expect(totalKb, `${path}: ${scripts.length} scripts, the largest:\n${largest}`).toBeLessThanOrEqual(
        budgetKb,
      );
      // Prices, counts and dates are written without Intl (decision 068): its first use is a long task.
      expect(await intlUsesOf(page), `${path} creates no Intl object while it loads and hydrates`).toEqual(
        [],
      );
    });
  }
});

// V8's compile hint (decision 071): the large scripts a page runs while it hydrates (React's, Next's
// client, the frame's and the page's larger chunks) come with it as their first line, so a phone
// compiles them as they download, off the main thread; the small ones come without it.
test("a page's large scripts come with the compile hint, its small ones without", {
  tag: '@mobile-only',
}, async ({ page }) => {
  const scripts = await measureFirstLoadScripts(page, '/shop');
  const built = await Promise.all(
    scripts
      .filter((s) => new URL(s.url).pathname.startsWith('/_next/static/'))
      .map(async (s) => {
        const body = await (await page.request.get(s.url)).body();
        const isHinted = body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;
        return { url: s.url, isHinted, builtBytes: body.length - (isHinted ? COMPILE_HINT.length : 0) };
      }),
  );
  expect(built.filter((s) => s.isHinted).length, "React's and Next's client at least").toBeGreaterThanOrEqual(
    2,
  );
  for (const { url, isHinted, builtBytes } of built) {
    expect(isHinted, `${new URL(url).pathname}: ${builtBytes} bytes as built`).toBe(
      builtBytes >= HINTED_SCRIPT_MIN_BYTES,
    );
  }
});
