// What `npm run bench` takes on its command line (scripts/bench.mjs says what each mode measures): the
// options with their defaults, checked, and the figures and row choices that follow from them.
import { parseArgs } from 'node:util';
import { BENCH_PRODUCTS } from './seed-catalog.mjs';
import { BENCH_TASKS } from './seed-tasks.mjs';
import { BENCH_STREAMS } from './streams.mjs';

/**
 * The bench's options from `args` (the command line after the script); a bad value is named on stderr
 * and the process exits with 2.
 */
export function readBenchOptions(args) {
  // `--streams` takes an optional count: alone (last, or before another option) it means BENCH_STREAMS.
  const argv = [...args];
  const streamsAt = argv.indexOf('--streams');
  if (streamsAt >= 0 && !/^\d+$/.test(argv[streamsAt + 1] ?? ''))
    argv.splice(streamsAt + 1, 0, String(BENCH_STREAMS));

  const { values } = parseArgs({
    args: argv,
    options: {
      pglite: { type: 'boolean', default: false },
      // The web tier: a minimal Next.js app beside Bazaar's pages (docs/benchmarks.md "The web tier").
      web: { type: 'boolean', default: false },
      // Live events across two API instances on one Redis (REDIS_URL, default the local server).
      live: { type: 'boolean', default: false },
      // Through nginx with 1 and 2 API instances (`npm run cluster`, scripts/bench/cluster.mjs).
      cluster: { type: 'boolean', default: false },
      'live-events': { type: 'string', default: '300' },
      // The saved-search alerts under 100,000 saved searches (scripts/bench/saved-searches.mjs).
      'saved-searches': { type: 'boolean', default: false },
      // Live streams held open by one API instance (scripts/bench/streams.mjs).
      streams: { type: 'string' },
      'streams-sample': { type: 'string', default: '200' },
      'streams-hold': { type: 'string', default: '20' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      products: { type: 'string', default: String(BENCH_PRODUCTS) },
      tasks: { type: 'string', default: String(BENCH_TASKS) },
      'checkout-buyers': { type: 'string', default: '600' },
      'checkout-stock': { type: 'string', default: '500' },
      // Writes a V8 CPU profile of the API process to this folder (open it in Chrome's DevTools).
      'cpu-prof': { type: 'string' },
      // One section's rows only (`shop`, `task`, or `search`: every section's search, on both seeds),
      // beside the bare server and the two plain API rows.
      only: { type: 'string' },
    },
  });
  if (values.only !== undefined && !['shop', 'task', 'search'].includes(values.only)) {
    process.stderr.write('--only must be shop, task or search\n');
    process.exit(2);
  }
  // The search rows read both seeds: `--only search` seeds both and measures neither section's rows.
  const withShop = values.only !== 'task';
  const withTasks = values.only !== 'shop';
  const shopRows = withShop && values.only !== 'search';
  const taskRows = withTasks && values.only !== 'search';
  const withSearch = values.only === undefined || values.only === 'search';
  const duration = Number(values.duration);
  // The web pages are measured at 20 connections (docs/benchmarks.md "The web tier"), the API at 50.
  const connections = Number(values.web && values.connections === '50' ? '20' : values.connections);
  const warmup = Number(values.warmup);
  // The cluster rows start a cluster per API count, each with its own catalogue: a smaller one.
  const productCount = Number(
    values.cluster && values.products === String(BENCH_PRODUCTS) ? '20000' : values.products,
  );
  const taskCount = Number(values.tasks);
  const checkoutBuyers = Number(values['checkout-buyers']);
  const checkoutStock = Number(values['checkout-stock']);
  for (const [name, value] of Object.entries({
    duration,
    connections,
    warmup,
    products: productCount,
    tasks: taskCount,
    'checkout-buyers': checkoutBuyers,
    'checkout-stock': checkoutStock,
  })) {
    if (!Number.isFinite(value) || value < 0 || (name !== 'warmup' && value === 0)) {
      process.stderr.write(`--${name} must be a positive number\n`);
      process.exit(2);
    }
  }
  return {
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
  };
}
