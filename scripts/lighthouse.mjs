// `npm run lighthouse`: Lighthouse (mobile preset, performance category) with headless Chromium against a
// production build: next build (when stale) + next start + the API on a scratch PGlite with demo data.
// Audits `/`, `/shop` and a product page, prints each route's performance score and first-load JavaScript
// (bytes of script transferred on the first load, from Lighthouse's network requests) as a markdown
// table, writes bench-results/lighthouse.json, and exits non-zero when a score is below the budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { API_DIR, API_NODE_ARGS, buildRuntimeEnv, ROOT, WEB_DIR, WEB_NODE_ARGS } from './lib/config.mjs';
import { findFreePort, startChild, stopChild, waitForHttp } from './lib/processes.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '95' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
    // Single runs spread by ~10 points on a 2-core machine: the median of five stands for a route.
    runs: { type: 'string', default: '5' },
    // Writes every run's full Lighthouse report here (open one at https://googlechrome.github.io/lighthouse/viewer/).
    reports: { type: 'string' },
    // Audits only the routes whose path contains this (e.g. `--only product`).
    only: { type: 'string' },
  },
});
const budget = Number(values.budget);
const runs = Math.max(1, Number(values.runs) || 1);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazaar-lighthouse-'));
const children = new Set();
let chrome = null;
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  try {
    await chrome?.kill();
  } catch {
    // Already gone.
  }
  await Promise.all([...children].map((handle) => stopChild(handle)));
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

async function startAndWait(name, command, args, { cwd, env, readyUrl }) {
  const handle = startChild(name, command, args, { cwd, env, quiet: true });
  children.add(handle);
  if (!(await waitForHttp(readyUrl, { handle, timeoutMs: 180_000 }))) {
    throw new Error(`${name} did not answer ${readyUrl}`);
  }
  return handle;
}

/** Bytes of JavaScript the page transferred on its first load (Lighthouse network requests). */
function firstLoadJs(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

/** What Lighthouse blames on a failing route: its failing audits with the biggest metric savings first. */
function topOpportunities(lhr, count = 5) {
  const weight = (audit) => {
    const savings = audit.metricSavings ?? {};
    const total = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + (savings.CLS ?? 0) * 1000;
    return total > 0 ? total : (audit.numericValue ?? 0) / 10;
  };
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        !METRICS.has(audit.id) &&
        typeof audit.score === 'number' &&
        audit.score < 0.9 &&
        ['metricSavings', 'numeric', 'binary'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, count)
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${((value ?? 0) / 1000).toFixed(2)} s`;

let exitCode = 0;
try {
  const webPort = await findFreePort(3300);
  const apiPort = await findFreePort(4300, [webPort]);
  const baseEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'NEXTAUTH_SECRET',
    'WEB_SECRET',
    'NEXTAUTH_URL',
    'WEB_ORIGIN',
  ]) {
    delete baseEnv[key];
  }
  for (const key of ['API_URL', 'PUBLIC_API_URL', 'IMAGE_BASE_URL']) delete baseEnv[key];
  const env = buildRuntimeEnv({
    env: baseEnv,
    overrides: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: path.join(scratch, 'data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '0',
    },
  });

  const buildCode = await buildWebIfStale({ env });
  if (buildCode !== 0) throw new Error(`next build failed (exit code ${buildCode})`);

  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  await startAndWait('api', process.execPath, API_NODE_ARGS, {
    cwd: API_DIR,
    env,
    readyUrl: `${apiBase}/health`,
  });
  const origin = `http://localhost:${webPort}`;
  await startAndWait('web', process.execPath, WEB_NODE_ARGS, {
    cwd: WEB_DIR,
    env,
    readyUrl: `${origin}/`,
  });

  const best = await (await fetch(`${apiBase}/product?sort=best_selling&limit=1`)).json();
  const slug = best.docs?.[0]?.slug;
  if (!slug) throw new Error('No product to audit: the demo catalogue is empty');
  const routes = ['/', '/shop', `/shop/product/${slug}`].filter(
    (route) => !values.only || route.includes(values.only),
  );
  if (values.reports) mkdirSync(values.reports, { recursive: true });

  chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  const results = [];
  for (const route of routes) {
    // One untimed visit first, so the route is audited as the page cache serves it: right before its
    // runs, as a stored page lives at most a minute and the routes before took longer than that.
    await fetch(`${origin}${route}`).catch(() => {});
    const runsDone = [];
    for (let run = 0; run < runs; run++) {
      process.stdout.write(`Lighthouse (mobile) ${route}${runs > 1 ? ` run ${run + 1}/${runs}` : ''}…\n`);
      const result = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse could not load ${route}: ${result.lhr.runtimeError.message}`);
      }
      const score = Math.round((result.lhr.categories.performance.score ?? 0) * 100);
      runsDone.push({ score, lhr: result.lhr });
      if (values.reports) {
        const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(values.reports, name), JSON.stringify(result.lhr));
      }
    }
    // The median run's report stands for the route.
    runsDone.sort((a, b) => a.score - b.score);
    const { lhr } = runsDone[Math.floor(runsDone.length / 2)];
    const scores = runsDone.map((r) => r.score);
    const score = scores[Math.floor(scores.length / 2)];
    results.push({
      route,
      score,
      scores,
      firstLoadJsBytes: firstLoadJs(lhr),
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      passed: score >= budget,
      opportunities: topOpportunities(lhr),
    });
  }

  const lines = [
    '| route | performance | first-load JS | FCP | LCP | TBT | CLS | budget |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${r.score} | ${kb(r.firstLoadJsBytes)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${Math.round(r.tbtMs ?? 0)} ms | ${(r.cls ?? 0).toFixed(3)} | ${r.passed ? `ok (≥ ${budget})` : 'FAIL'} |`,
    ),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  for (const r of results.filter((x) => !x.passed)) {
    process.stdout.write(`${r.route}: ${r.opportunities.join('; ') || 'no opportunity listed'}\n`);
  }
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), preset: 'mobile', budget, results }, null, 2)}\n`,
  );
  process.stdout.write('Results written to bench-results/lighthouse.json\n');
  if (results.some((r) => !r.passed)) exitCode = 1;
} catch (error) {
  process.stderr.write(`Lighthouse run failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
