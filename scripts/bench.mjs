// `npm run bench -- --cluster` measures through nginx with 1 and 2 API instances (scripts/bench/cluster.mjs).
// `npm run bench -- --web` measures the web tier instead (scripts/bench/web.mjs); `--live` the latency of a
// live event from a write on one API instance to a stream held by another (scripts/bench/live.mjs);
// `--streams [N]` how many live streams one API instance holds and what each costs (scripts/bench/streams.mjs);
// `--saved-searches` the saved-search alerts under 100,000 saved searches (scripts/bench/saved-searches.mjs).
// `npm run bench`: a bare Fastify hello-world and the API (PostgreSQL, or PGlite with --pglite) measured
// with autocannon in one run. On PostgreSQL the bench database also gets a 100,000-product catalogue
// (scripts/bench/seed-catalog.mjs) and the shop scenarios run (scripts/bench/scenarios.mjs): catalog page,
// search, product detail, add to cart and a checkout race; then 100,000 tasks (scripts/bench/seed-tasks.mjs)
// and the task rows (scripts/bench/task-scenarios.mjs): task list, task search and task page. Prints a markdown table, writes
// bench-results/latest.json, and exits non-zero when a budget fails (a share of the bare server's req/s,
// a p99 latency, or orders/s with no oversell). Then the search of every section (scripts/bench/search-scenarios.mjs):
// the /search page's call and the type-ahead's. `--only shop`, `--only task` or `--only search` runs those rows only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase, signInDemo, startMeasuredApi } from './bench/api-server.mjs';
import { startBareServer } from './bench/bare.mjs';
import { runClusterBench } from './bench/cluster.mjs';
import { LIVE_P99_BUDGET_MS, runLiveLatency } from './bench/live.mjs';
import { readBenchOptions } from './bench/options.mjs';
import {
  describeBudget,
  evaluate,
  formatClusterTable,
  formatLiveTable,
  formatSavedSearchTable,
  formatStreamsTable,
  formatTable,
  formatWebTable,
  printDetails,
} from './bench/report.mjs';
import { databaseLabel, writeResults } from './bench/results.mjs';
import { runSavedSearchBench } from './bench/saved-searches.mjs';
import {
  runCheckoutScenario,
  runReadAndCartScenarios,
  runUncachedCatalogueScenarios,
} from './bench/scenarios.mjs';
import { loadSearchInputs, runSearchEverythingScenarios } from './bench/search-scenarios.mjs';
import { seedCatalog } from './bench/seed-catalog.mjs';
import { seedTasks } from './bench/seed-tasks.mjs';
import { runStreamsBench } from './bench/streams.mjs';
import { runTaskScenarios, runUncachedTaskScenarios } from './bench/task-scenarios.mjs';
import { runWebScenarios } from './bench/web.mjs';
import { stopChild } from './lib/processes.mjs';

/** Budget of the plain API rows (site setting, profile): a share of the bare server's req/s. */
const BUDGET_RATIO = 0.3;

// The options and the figures that follow from them (scripts/bench/options.mjs).
const {
  values,
  withShop,
  withTasks,
  shopRows,
  taskRows,
  withSearch,
  duration,
  connections,
  warmup,
  productCount,
  taskCount,
  checkoutBuyers,
  checkoutStock,
} = readBenchOptions(process.argv.slice(2));

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-'));
const children = new Set();
let database = null;
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map((handle) => stopChild(handle)));
  if (database) {
    try {
      await database.drop();
    } catch (error) {
      process.stderr.write(`Could not drop ${database.name}: ${error.message}\n`);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A short untimed run first, so JIT warm-up and connection pools do not count against the target. */
async function measure(target, url, headers = {}) {
  process.stdout.write(`Measuring ${target} (${duration} s, ${connections} connections)…\n`);
  if (warmup > 0) await runAutocannon({ url, headers, duration: warmup });
  const result = await runAutocannon({ url, headers, duration });
  return {
    target,
    url,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function stop(handle) {
  await stopChild(handle);
  children.delete(handle);
}

async function benchBare() {
  const { handle, url } = await startBareServer({ onStart: (child) => children.add(child) });
  try {
    return await measure('bare Fastify hello-world', url);
  } finally {
    await stop(handle);
  }
}

async function benchApi() {
  if (!values.pglite) database = await createScratchDatabase('bazaar_bench');
  const databaseUrl = database?.url;
  const { handle, env, origin, apiBase } = await startMeasuredApi({
    dataDir: path.join(scratch, 'data'),
    databaseUrl,
    nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [],
    onStart: (child) => children.add(child),
  });
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  const log = (line) => process.stdout.write(`${line}\n`);
  try {
    let catalog = null;
    let tasks = null;
    if (client) {
      await client.connect();
      if (withShop) {
        log(`Seeding ${productCount.toLocaleString('en-US')} products into ${database.name}…`);
        catalog = await seedCatalog(client, { products: productCount, log });
        log(`Catalogue seeded in ${catalog.seconds.toFixed(1)} s`);
      }
      if (withTasks) {
        log(`Seeding ${taskCount.toLocaleString('en-US')} tasks…`);
        tasks = await seedTasks(client, { tasks: taskCount, log });
        log(`Tasks seeded in ${tasks.seconds.toFixed(1)} s`);
      }
    } else {
      log(
        'PGlite: the 100,000-product catalogue, the 100,000 tasks and their scenarios need PostgreSQL; skipped.',
      );
    }
    const token = await signInDemo(apiBase, 'user@');
    const rows = [
      await measure('GET /api/site-setting/site-setting', `${apiBase}/site-setting/site-setting`),
      await measure('GET /api/auth/my-profile', `${apiBase}/auth/my-profile`, {
        authorization: `Bearer ${token}`,
      }),
    ].map((row) => ({ ...row, budget: { kind: 'ratio', min: BUDGET_RATIO } }));
    const opts = { duration, warmup, connections };
    if (catalog && shopRows) {
      const jwtSecret = env.JWT_SECRET;
      rows.push(...(await runReadAndCartScenarios({ origin, catalog, client, jwtSecret, opts, log })));
      rows.push(
        await runCheckoutScenario({
          apiBase,
          client,
          jwtSecret,
          buyers: checkoutBuyers,
          stock: checkoutStock,
          log,
        }),
      );
    }
    if (tasks && taskRows) rows.push(...(await runTaskScenarios({ origin, tasks, opts, log })));
    const searchInputs = withSearch && catalog && tasks ? await loadSearchInputs(client) : null;
    await stop(handle);
    if (catalog || tasks) {
      // A second API on the same database with the catalogue cache off (docs/benchmarks.md).
      const uncached = await startMeasuredApi({
        dataDir: path.join(scratch, 'data-uncached'),
        databaseUrl,
        extraEnv: { CATALOGUE_CACHE_MS: '0', SEED_DEMO: 'false' },
        onStart: (child) => children.add(child),
      });
      try {
        const opts = { duration, warmup };
        if (catalog && shopRows)
          rows.push(
            ...(await runUncachedCatalogueScenarios({ origin: uncached.origin, catalog, opts, log })),
          );
        if (tasks && taskRows)
          rows.push(...(await runUncachedTaskScenarios({ origin: uncached.origin, tasks, opts, log })));
        if (searchInputs)
          rows.push(
            ...(await runSearchEverythingScenarios({
              origin: uncached.origin,
              inputs: searchInputs,
              opts,
              log,
            })),
          );
      } finally {
        await stop(uncached.handle);
      }
    }
    return { rows, catalog, tasks };
  } finally {
    await client?.end().catch(() => {});
    await stop(handle);
  }
}

/** The web tier on the API with the 100,000-product catalogue (PostgreSQL only). */
async function benchWeb() {
  database = await createScratchDatabase('bazaar_bench_web');
  const api = await startMeasuredApi({
    dataDir: path.join(scratch, 'data'),
    databaseUrl: database.url,
    onStart: (child) => children.add(child),
  });
  const client = new pg.Client({ connectionString: database.url });
  const log = (line) => process.stdout.write(`${line}\n`);
  try {
    await client.connect();
    log(`Seeding ${productCount.toLocaleString('en-US')} products into ${database.name}…`);
    const catalog = await seedCatalog(client, { products: productCount, log });
    log(`Catalogue seeded in ${catalog.seconds.toFixed(1)} s`);
    const rows = await runWebScenarios({
      api,
      catalog,
      measure,
      log,
      onStart: (child) => children.add(child),
      onStop: (child) => children.delete(child),
    });
    return { rows, catalog };
  } finally {
    await client.end().catch(() => {});
    await stop(api.handle);
  }
}

let exitCode = 0;
try {
  process.stdout.write(
    `Benchmark: API on ${databaseLabel(values.pglite)}; ${os.cpus().length} CPUs; Node ${process.version}\n\n`,
  );
  if (values.live) {
    if (values.pglite)
      throw new Error('--live runs two API instances, which PGlite cannot share: use PostgreSQL');
    database = await createScratchDatabase('bazaar_bench_live');
    const row = await runLiveLatency({
      scratch,
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      events: Number(values['live-events']),
      onStart: (child) => children.add(child),
      onStop: stop,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(formatLiveTable(row));
    const written = writeResults('live-latest.json', false, { results: [row], passed: row.passed });
    process.stdout.write(`Results written to ${written}\n`);
    if (!row.passed) throw new Error(`Live latency p99 over ${LIVE_P99_BUDGET_MS} ms`);
    process.stdout.write('Every budget met.\n');
    await cleanUp();
    process.exit(0);
  }
  if (values['saved-searches']) {
    if (values.pglite) throw new Error('--saved-searches measures on PostgreSQL: drop --pglite');
    database = await createScratchDatabase('bazaar_bench_saved');
    const row = await runSavedSearchBench({
      scratch,
      databaseUrl: database.url,
      onStart: (child) => children.add(child),
      onStop: stop,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(formatSavedSearchTable(row));
    const passed = row.seqScans === 0;
    const written = writeResults('saved-searches-latest.json', false, { results: [row], passed });
    process.stdout.write(`Results written to ${written}\n`);
    if (!passed) throw new Error('The saved-search tables were scanned: matching must go through the index');
    await cleanUp();
    process.exit(0);
  }
  if (values.streams !== undefined) {
    if (values.pglite) throw new Error('--streams measures the API on PostgreSQL and Redis: drop --pglite');
    const streams = Number(values.streams);
    const samples = Number(values['streams-sample']);
    const holdSeconds = Number(values['streams-hold']);
    if (![streams, samples, holdSeconds].every((n) => Number.isInteger(n) && n > 0)) {
      throw new Error('--streams, --streams-sample and --streams-hold must be positive whole numbers');
    }
    database = await createScratchDatabase('bazaar_bench_streams');
    const row = await runStreamsBench({
      scratch,
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      streams,
      samples,
      holdMs: holdSeconds * 1000,
      onStart: (child) => children.add(child),
      onStop: stop,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(formatStreamsTable(row));
    const written = writeResults('streams-latest.json', false, { results: [row], passed: row.passed });
    process.stdout.write(`Results written to ${written}\n`);
    if (!row.passed) throw new Error('Not every stream was opened and held, or no event arrived');
    await cleanUp();
    process.exit(0);
  }
  if (values.cluster) {
    const rows = (
      await runClusterBench({
        scratch,
        products: productCount,
        opts: { duration, warmup, connections, checkoutBuyers, checkoutStock },
        log: (line) => process.stdout.write(`${line}\n`),
        onStart: (child) => children.add(child),
        onStop: stop,
      })
    ).map((row) => ({ ...row, budget: row.budget ?? { kind: 'none' } }));
    for (const row of rows) row.passed = evaluate(row);
    process.stdout.write(`\n${formatClusterTable(rows)}\n\n`);
    printDetails(rows);
    const written = writeResults('cluster-latest.json', false, {
      durationSeconds: duration,
      connections,
      catalog: { products: productCount },
      passed: rows.every((row) => row.passed),
      results: rows.map(({ budget, passed, ...row }) => ({ ...row, budget: describeBudget(budget), passed })),
    });
    process.stdout.write(`Results written to ${written}\n`);
    const failed = rows.filter((row) => !row.passed);
    if (failed.length > 0) throw new Error(`Failed: ${failed.map((row) => row.target).join(', ')}`);
    await cleanUp();
    process.exit(0);
  }
  if (values.web) {
    const web = await benchWeb();
    const rows = web.rows.map((row) => ({
      ...row,
      passed: row.budget.kind === 'yardstick' || evaluate(row),
    }));
    process.stdout.write(`\n${formatWebTable(rows)}\n\n`);
    printDetails(rows);
    const failed = rows.filter((row) => !row.passed);
    const written = writeResults('web-latest.json', false, {
      durationSeconds: duration,
      connections,
      catalog: { products: productCount, seedSeconds: Math.round(web.catalog.seconds * 10) / 10 },
      passed: failed.length === 0,
      results: rows.map(({ budget, passed, ...row }) => ({ ...row, budget: describeBudget(budget), passed })),
    });
    process.stdout.write(`Results written to ${written}\n`);
    if (failed.length > 0)
      throw new Error(`Budget failed for: ${failed.map((row) => row.target).join(', ')}`);
    process.stdout.write('Every budget met.\n');
    await cleanUp();
    process.exit(0);
  }
  const bare = await benchBare();
  const api = await benchApi();
  const rows = [
    { ...bare, budget: { kind: 'bare' }, passed: true },
    ...api.rows.map((row) => ({
      ...row,
      ratio: row.requestsPerSecond / bare.requestsPerSecond,
      passed: evaluate(row, bare.requestsPerSecond),
    })),
  ];
  process.stdout.write(`\n${formatTable(rows, bare.requestsPerSecond)}\n\n`);
  printDetails(rows);
  const failed = rows.filter((row) => !row.passed);
  const written = writeResults('latest.json', values.pglite, {
    durationSeconds: duration,
    connections,
    catalog: api.catalog
      ? {
          products: productCount,
          seedSeconds: Math.round(api.catalog.seconds * 10) / 10,
          departments: api.catalog.departmentSlugs.length,
          queries: api.catalog.queries,
        }
      : null,
    tasks: api.tasks
      ? {
          tasks: taskCount,
          seedSeconds: Math.round(api.tasks.seconds * 10) / 10,
          categories: api.tasks.categorySlugs.length,
          queries: api.tasks.queries,
        }
      : null,
    passed: failed.length === 0,
    results: rows.map(({ budget, passed, ...row }) => ({ ...row, budget: describeBudget(budget), passed })),
  });
  process.stdout.write(`Results written to ${written}\n`);
  if (failed.length > 0) {
    process.stdout.write(`Budget failed for: ${failed.map((row) => row.target).join(', ')}\n`);
    exitCode = 1;
  } else {
    process.stdout.write('Every budget met.\n');
  }
} catch (error) {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
