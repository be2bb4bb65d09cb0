// `npm run lighthouse -- --inp`: Interaction to Next Paint of the five taps that matter on a phone, in
// Chromium on a phone viewport with the CPU slowed 4× through CDP (Emulation.setCPUThrottlingRate, the
// slowdown Lighthouse's mobile preset simulates). Each repetition opens its page in a fresh context,
// waits until React has taken the page over, then performs the interaction while a PerformanceObserver
// collects the Event Timing entries (durationThreshold 16 ms, the smallest the browser allows). An
// interaction's INP is the longest entry that shares its interactionId; typing is one interaction per key,
// so its figure is the slowest key. An interaction whose entries all stayed under 16 ms counts as 16.
// A tap is a touchscreen tap at the element's centre, as a person's finger: Playwright's locator click
// first installs hit-target listeners in the page, whose work would count in the tap's own entries. What
// a person scrolls to before tapping (the product page's button sits below a phone's first screen) is
// scrolled to in `prepare`, and the page is let go quiet (no request for half a second) as it would while
// they read; the scroll's own loading is then not counted in the tap.
import { chromium } from 'playwright';

export const INP_TARGET_MS = 200;
const MIN_RECORDED_MS = 16;

// Runs in the page before its scripts: keeps every event entry that belongs to an interaction.
const OBSERVE_EVENTS = () => {
  window.__inpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__inpEntries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function whenHydrated(page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** Entries are delivered after the next paint: two animation frames and a short pause let them arrive. */
async function settle(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForTimeout(300);
}

/** A finger's tap at the centre of the first visible element `locator` finds. */
async function tap(page, locator) {
  const box = await locator.filter({ visible: true }).first().boundingBox();
  if (!box) throw new Error('Nothing to tap: the element has no box.');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The five interactions: where each starts, how to get ready, the tap itself, and what answers it. */
function interactions(productPath) {
  return [
    {
      name: 'add to cart (product page)',
      path: productPath,
      prepare: async (page) => {
        await page.getByTestId('add-to-cart').filter({ visible: true }).first().scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      },
      act: async (page) => {
        await tap(page, page.getByTestId('add-to-cart'));
        await page
          .getByRole('alert')
          .filter({ hasText: 'Added to cart' })
          .first()
          .waitFor({ state: 'visible' });
      },
    },
    {
      name: 'open the filters (/shop)',
      path: '/shop',
      act: async (page) => {
        await tap(page, page.getByRole('button', { name: 'Filters' }));
        await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'visible' });
      },
    },
    {
      name: 'open the menu (/)',
      path: '/',
      act: async (page) => {
        await tap(page, page.getByRole('button', { name: 'Open menu' }));
        await page.getByRole('dialog').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'type in the header search (/)',
      path: '/',
      prepare: async (page) => {
        const box = page.getByRole('combobox', { name: 'Search text' }).filter({ visible: true });
        if ((await box.count()) === 0) await page.getByRole('button', { name: 'Open search' }).click();
        await box.first().waitFor({ state: 'visible' });
        await box.first().focus();
      },
      act: async (page) => {
        await page.keyboard.type('phone', { delay: 120 });
      },
    },
    {
      name: 'change the sort (/shop)',
      path: '/shop',
      prepare: async (page) => {
        await page.getByRole('combobox', { name: 'Sort by' }).filter({ visible: true }).first().focus();
      },
      // A key on a closed <select> picks the next option (a trusted input, so it has Event Timing entries;
      // Playwright's selectOption sets the value from script and would have none).
      act: async (page) => {
        await page.keyboard.press('ArrowDown');
        await page.waitForURL((url) => url.searchParams.has('sort'), { timeout: 30_000 });
      },
    },
  ];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Measures each interaction `repetitions` times against `origin`; resolves with one row per interaction:
 * every repetition's INP in ms, p50, max, and whether the max is within the target.
 */
export async function measureInp({ origin, productPath, chromePath, repetitions = 3, cpuSlowdown = 4, log }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-dev-shm-usage'] });
  const rows = [];
  try {
    for (const interaction of interactions(productPath)) {
      const values = [];
      for (let rep = 0; rep < repetitions; rep++) {
        log?.(`INP ${interaction.name} ${rep + 1}/${repetitions}…`);
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          baseURL: origin,
        });
        try {
          const page = await context.newPage();
          await page.addInitScript(OBSERVE_EVENTS);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.goto(interaction.path, { waitUntil: 'load', timeout: 120_000 });
          await whenHydrated(page);
          await interaction.prepare?.(page);
          await settle(page);
          await page.evaluate(() => {
            window.__inpEntries.length = 0;
          });
          await interaction.act(page);
          await settle(page);
          const entries = await page.evaluate(() => window.__inpEntries);
          const byInteraction = new Map();
          for (const entry of entries) {
            byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
          }
          values.push(Math.max(MIN_RECORDED_MS, ...byInteraction.values()));
        } finally {
          await context.close();
        }
      }
      const sorted = [...values].sort((a, b) => a - b);
      const max = sorted[sorted.length - 1];
      rows.push({
        interaction: interaction.name,
        valuesMs: values,
        p50Ms: percentile(sorted, 50),
        maxMs: max,
        passed: max <= INP_TARGET_MS,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The markdown table of `measureInp`'s rows. */
export function formatInpTable(rows, cpuSlowdown) {
  return [
    `| interaction (CPU ${cpuSlowdown}× slower, 390×844) | runs (ms) | p50 | max | target ${INP_TARGET_MS} ms |`,
    '|---|---|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.interaction} | ${r.valuesMs.map((v) => Math.round(v)).join(', ')} | ${Math.round(r.p50Ms)} ms | ${Math.round(r.maxMs)} ms | ${r.passed ? 'ok' : 'OVER'} |`,
    ),
  ].join('\n');
}
