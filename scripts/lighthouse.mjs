// `npm run lighthouse`: Lighthouse (mobile preset: its simulated mid-range phone, performance category)
// with headless Chromium against a production build: next build (when stale) + next start + the API on a
// scratch PGlite with demo data. Audits one page of every public route type (`--only home,product` picks
// some by name), `--runs` times each (5 by default), and prints per route the median score, the median
// total blocking time and the first-load JavaScript (bytes of script transferred, from Lighthouse's
// network requests) as a markdown table, with the bare Fastify hello-world's req/s on this machine beside
// it (scripts/bench/bare.mjs) and Lighthouse's own measure of the CPU (its benchmark index). Writes
// bench-results/lighthouse.json; exits non-zero when a route misses the budget (score >= --budget, 95;
// TBT <= --tbt, 200 ms) and names the routes that miss.
// `--cpu-slowdown N` sets the simulated phone's CPU slowdown (4, Lighthouse's own, by default).
// `--inp` measures Interaction to Next Paint of five taps on a phone with a 4× slower CPU instead
// (scripts/lighthouse/inp.mjs; `--repetitions`, 3 by default), written to bench-results/inp.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureBareServer } from './bench/bare.mjs';
import { API_DIR, API_NODE_ARGS, buildRuntimeEnv, ROOT, WEB_DIR, WEB_NODE_ARGS } from './lib/config.mjs';
import { findFreePort, startChild, stopChild, waitForHttp } from './lib/processes.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';
import { formatInpTable, INP_TARGET_MS, measureInp } from './lighthouse/inp.mjs';

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '95' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
    // Single runs spread by ~10 points on a 2-core machine: the median of five stands for a route.
    runs: { type: 'string', default: '5' },
    // Writes every run's full Lighthouse report here (open one at https://googlechrome.github.io/lighthouse/viewer/).
    reports: { type: 'string' },
    // Audits only these route types, by name, comma-separated (e.g. `--only home,product`; ROUTE_TYPES).
    only: { type: 'string' },
    // Total blocking time budget of a route's median, ms.
    tbt: { type: 'string', default: '200' },
    // Interaction to Next Paint instead of Lighthouse (scripts/lighthouse/inp.mjs).
    inp: { type: 'boolean', default: false },
    repetitions: { type: 'string', default: '3' },
    // The CPU slowdown of Lighthouse's simulated phone and of the INP runs.
    'cpu-slowdown': { type: 'string', default: '4' },
    // Seconds of autocannon against the bare server (0 leaves it out).
    'bare-seconds': { type: 'string', default: '5' },
  },
});
const budget = Number(values.budget);
const tbtBudget = Number(values.tbt);
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

/** Ends the run after `--inp` through the one clean-up path. */
class Done extends Error {}

/**
 * One page of every public route type, found in the demo data the way the e2e specs find theirs
 * (apps/web/e2e/fixtures/catalogue.ts): a rated best-seller, a category with products, its store, the
 * first task, job and rental, and the demo blog post.
 */
async function publicRoutes(apiBase) {
  const get = async (route) => {
    const response = await fetch(`${apiBase}${route}`);
    if (!response.ok) throw new Error(`GET ${route}: ${response.status}`);
    return response.json();
  };
  const [products, tree, tasks, jobs, rentals] = await Promise.all([
    get('/product?limit=40&sort=best_selling'),
    get('/category/shop/tree'),
    get('/task/list?limit=1'),
    get('/job/list?limit=1'),
    get('/rent/list?limit=1'),
  ]);
  const product = products.docs.find((d) => d.ratingCount > 0) ?? products.docs[0];
  const category = tree.find((node) => node.productCount > 0);
  const [task, job, rental] = [tasks.docs[0], jobs.docs[0], rentals.docs[0]];
  if (!product || !category || !task || !job || !rental) {
    throw new Error(
      'The demo data lacks a product, a shop category with products, a task, a job or a rental',
    );
  }
  return [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/shop' },
    { name: 'category', path: `/shop/category/${category.slug}` },
    { name: 'product', path: `/shop/product/${product.slug}` },
    { name: 'store', path: `/shop/store/${product.vendor.slug}` },
    { name: 'task', path: '/task' },
    { name: 'task-page', path: `/task/${task._id}` },
    { name: 'job', path: '/job' },
    { name: 'job-page', path: `/job/${job._id}` },
    { name: 'rent', path: '/rent' },
    { name: 'rental', path: `/rent/${rental._id}` },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: '/blog/shopping-local-this-dashain' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
  ];
}

/** Which kind of machine the figures came from: its cores, load and the bare server's req/s. */
async function describeMachine() {
  const seconds = Number(values['bare-seconds']);
  const bare = seconds > 0 ? await measureBareServer({ duration: seconds }) : null;
  const [load1] = os.loadavg();
  const cores = os.cpus().length;
  const line = `Machine: ${cores} cores, load average ${load1.toFixed(1)} at the start${
    bare
      ? `; bare Fastify hello-world ${Math.round(bare.requestsPerSecond).toLocaleString('en-US')} req/s`
      : ''
  }.`;
  return { cores, loadAverage: load1, bareRequestsPerSecond: bare?.requestsPerSecond ?? null, line };
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

  const allRoutes = await publicRoutes(apiBase);
  const wanted = values.only?.split(',').map((name) => name.trim());
  const unknown = (wanted ?? []).filter((name) => !allRoutes.some((r) => r.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown route type ${unknown.join(', ')}: one of ${allRoutes.map((r) => r.name).join(', ')}`,
    );
  }
  const routes = allRoutes.filter((r) => !wanted || wanted.includes(r.name));
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const machine = await describeMachine();

  if (values.inp) {
    const cpuSlowdown = Number(values['cpu-slowdown']) || 4;
    const product = allRoutes.find((r) => r.name === 'product').path;
    const rows = await measureInp({
      origin,
      productPath: product,
      chromePath: values.chrome,
      repetitions: Math.max(1, Number(values.repetitions) || 1),
      cpuSlowdown,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`\n${formatInpTable(rows, cpuSlowdown)}\n\n${machine.line}\n`);
    writeFileSync(
      path.join(outDir, 'inp.json'),
      `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown, targetMs: INP_TARGET_MS, machine, rows }, null, 2)}\n`,
    );
    process.stdout.write('Results written to bench-results/inp.json\n');
    const over = rows.filter((r) => !r.passed);
    if (over.length > 0) {
      process.stdout.write(`Over ${INP_TARGET_MS} ms: ${over.map((r) => r.interaction).join('; ')}\n`);
      exitCode = 1;
    }
    throw new Done();
  }
  if (values.reports) mkdirSync(values.reports, { recursive: true });

  // Lighthouse's simulated phone: 4× slower than this machine's CPU, as Lighthouse sets it for a
  // desktop; `--cpu-slowdown N` calibrates it (Lighthouse's docs/throttling.md, by its benchmark index).
  const cpuSlowdownMultiplier = Number(values['cpu-slowdown']) || 4;

  chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  const results = [];
  for (const { name: routeName, path: route } of routes) {
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
        throttling: { cpuSlowdownMultiplier },
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse could not load ${route}: ${result.lhr.runtimeError.message}`);
      }
      const score = Math.round((result.lhr.categories.performance.score ?? 0) * 100);
      const tbt = result.lhr.audits['total-blocking-time']?.numericValue ?? 0;
      runsDone.push({
        score,
        tbt,
        benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
        lhr: result.lhr,
      });
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
    // The median TBT of the runs, on its own (the median-score run need not hold the median TBT).
    const tbts = runsDone.map((r) => r.tbt).sort((a, b) => a - b);
    const tbtMs = tbts[Math.floor(tbts.length / 2)];
    results.push({
      name: routeName,
      route,
      score,
      scores,
      firstLoadJsBytes: firstLoadJs(lhr),
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs,
      tbtsMs: runsDone.map((r) => Math.round(r.tbt)),
      benchmarkIndexes: runsDone.map((r) => Math.round(r.benchmarkIndex)),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      passed: score >= budget && tbtMs <= tbtBudget,
      opportunities: topOpportunities(lhr),
    });
  }

  const lines = [
    `| route (median of ${runs}) | performance | scores | TBT | first-load JS | FCP | LCP | CLS | budget |`,
    '|---|---:|---|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.tbtMs)} ms | ${kb(r.firstLoadJsBytes)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${(r.cls ?? 0).toFixed(3)} | ${r.passed ? 'ok' : 'MISS'} |`,
    ),
  ];
  // Lighthouse's own measure of the CPU (its benchmark index, read before each run), beside the bare server's.
  const indexes = results
    .flatMap((r) => r.benchmarkIndexes)
    .filter((index) => index > 0)
    .sort((a, b) => a - b);
  const benchmarkIndex = indexes[Math.floor(indexes.length / 2)] ?? null;
  process.stdout.write(
    `\n${lines.join('\n')}\n\n${machine.line} Lighthouse's benchmark index ${benchmarkIndex} (median); CPU ${cpuSlowdownMultiplier}× slower.\n`,
  );
  const missed = results.filter((x) => !x.passed);
  if (missed.length > 0) {
    process.stdout.write(
      `\n${missed.length} of ${results.length} routes miss the budget (score ≥ ${budget}, TBT ≤ ${tbtBudget} ms):\n`,
    );
    for (const r of missed) {
      process.stdout.write(
        `${r.route} (${r.name}): score ${r.score}, TBT ${Math.round(r.tbtMs)} ms; ${r.opportunities.join('; ') || 'no opportunity listed'}\n`,
      );
    }
  } else {
    process.stdout.write(`Every route within the budget (score ≥ ${budget}, TBT ≤ ${tbtBudget} ms).\n`);
  }
  writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), preset: 'mobile', runs, budget, tbtBudgetMs: tbtBudget, cpuSlowdownMultiplier, benchmarkIndex, machine, results }, null, 2)}\n`,
  );
  process.stdout.write('Results written to bench-results/lighthouse.json\n');
  if (missed.length > 0) exitCode = 1;
} catch (error) {
  if (error instanceof Done) {
    // The INP measurement ends the run early.
  } else
    process.stderr.write(`Lighthouse run failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
