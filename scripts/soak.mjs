// `npm run soak` (not in CI): the API under a steady mix of shop traffic for a long while, to see that
// it stays up and flat. Starts the API as the bench does (a scratch PostgreSQL database, or PGlite with
// --pglite), adds the bench catalogue on PostgreSQL, prepares buyers and well-stocked products through
// the API, measures how many requests of the mix it answers per second, then sends half of that for
// --minutes (10) in one-minute runs: catalogue pages, searches, product pages, sign-ins, cart adds and
// checkouts. Reports every minute's requests, p99 and the API's RSS; at the end checks that every
// acknowledged checkout is one order. Exits non-zero on any error or non-2xx answer, when RSS grows by
// more than MAX_RSS_GROWTH after the first minute, or when a minute's p99 is above P99_SPREAD times the
// median minute's. Writes bench-results/soak-latest.json.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createScratchDatabase, signInDemo, startMeasuredApi } from './bench/api-server.mjs';
import { databaseLabel, writeResults } from './bench/results.mjs';
import { createRandom, runAutocannon } from './bench/scenarios.mjs';
import { seedCatalog } from './bench/seed-catalog.mjs';
import { adminOrderTotal, BUYER_PASSWORD, prepare } from './bench/soak-setup.mjs';
import { stopChild } from './lib/processes.mjs';

/** RSS may grow this much from the end of the first minute (caches, pools, JIT) to the end. */
const MAX_RSS_GROWTH = 0.2;
/** No minute's p99 above this many times the median minute's. */
const P99_SPREAD = 2;
/**
 * How the web server's calls show themselves and the browser they are for (WEB_SECRET_HEADER and
 * CLIENT_ADDRESS_HEADER in packages/shared/src/constants.ts).
 */
const WEB_SECRET_HEADER = 'x-web-secret';
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * One buyer's round, repeated by every connection: 6 catalogue pages, 6 product pages, 4 searches,
 * 2 cart adds, 1 sign-in and 1 checkout of what was added (20 requests).
 */
const ROUND = [
  'catalogue',
  'product',
  'search',
  'catalogue',
  'product',
  'cart',
  'catalogue',
  'product',
  'search',
  'signIn',
  'catalogue',
  'product',
  'search',
  'cart',
  'catalogue',
  'product',
  'checkout',
  'catalogue',
  'product',
  'search',
];

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '24' },
    'capacity-seconds': { type: 'string', default: '20' },
    // The bench catalogue added on PostgreSQL (0 keeps the demo catalogue alone).
    products: { type: 'string', default: '20000' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const capacitySeconds = Number(values['capacity-seconds']);
const productCount = Number(values.products);
for (const [name, value] of Object.entries({
  minutes,
  connections,
  'capacity-seconds': capacitySeconds,
  products: productCount,
})) {
  if (!Number.isInteger(value) || value < 0 || (name !== 'products' && value === 0)) {
    process.stderr.write(`--${name} must be a whole positive number\n`);
    process.exit(2);
  }
}

const log = (line) => process.stdout.write(`${line}\n`);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazaar-soak-'));
let api = null;
let database = null;
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await stopChild(api);
  if (database) {
    await database.drop().catch((error) => {
      process.stderr.write(`Could not drop ${database.name}: ${error.message}\n`);
    });
  }
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

/** The API process's resident memory in MB (Linux /proc, else ps). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** Answers by kind and status (`checkout 200`), and checkouts sent, over every run. */
const tally = { counts: new Map(), checkoutsSent: 0 };
const answered = (key) => tally.counts.get(key) ?? 0;

/**
 * Autocannon options for the mix: each connection goes round ROUND as one buyer, taken from the
 * free ones at the round's first request and given back after its last answer, so no two
 * connections ever fill or check out one cart at once (autocannon starts each round afresh).
 */
function trafficOptions(origin, setup, webSecret) {
  const random = createRandom(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const free = [...setup.buyers];
  const buyerOf = (context) => {
    context.buyer ??= free.pop();
    if (!context.buyer) throw new Error('More connections than free buyers');
    return context.buyer;
  };
  const make = {
    catalogue: () => ({
      path: `/api/product?category=${pick(setup.departments)}&sort=${pick(['relevance', 'newest', 'price_asc'])}&page=${1 + Math.floor(random() * 3)}`,
    }),
    product: () => ({ path: `/api/product/slug/${pick(setup.slugs)}` }),
    search: () => ({
      path: `/api/product/search?q=${encodeURIComponent(`${pick(setup.words)} ${pick(setup.words)}`)}`,
    }),
    // As the web's sign-in sends it: from the web server, for the buyer's browser. Sent from this
    // one address, twenty at once would be refused: failures are counted before the check.
    signIn: (buyer) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { [WEB_SECRET_HEADER]: webSecret, [CLIENT_ADDRESS_HEADER]: buyer.ip },
      body: { email: buyer.email, password: BUYER_PASSWORD },
    }),
    cart: (buyer) => ({
      method: 'POST',
      path: '/api/order/user/cart',
      token: buyer.token,
      body: { productId: pick(setup.stocked), quantity: 1 },
    }),
    checkout: (buyer) => ({
      method: 'POST',
      path: '/api/order/user/checkout',
      token: buyer.token,
      headers: { 'idempotency-key': `soak-${randomUUID()}` },
      body: { addressId: buyer.addressId },
    }),
  };
  return {
    url: origin,
    connections,
    initialContext: {},
    requests: ROUND.map((kind, i) => ({
      setupRequest: (request, context) => {
        if (kind === 'checkout') tally.checkoutsSent += 1;
        const r = make[kind](buyerOf(context));
        return {
          ...request,
          method: r.method ?? 'GET',
          path: r.path,
          headers: {
            ...(r.body ? { 'content-type': 'application/json' } : {}),
            ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
            ...r.headers,
          },
          body: r.body ? JSON.stringify(r.body) : undefined,
        };
      },
      onResponse: (status, _body, context) => {
        const key = `${kind} ${status}`;
        tally.counts.set(key, answered(key) + 1);
        if (i === ROUND.length - 1) free.unshift(context.buyer);
      },
    })),
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let exitCode = 0;
try {
  log(
    `Soak: API on ${databaseLabel(values.pglite)}; ${os.cpus().length} CPUs; Node ${process.version}; ${minutes} min`,
  );
  if (!values.pglite) database = await createScratchDatabase('bazaar_soak');
  const started = await startMeasuredApi({
    dataDir: path.join(scratch, 'data'),
    databaseUrl: database?.url,
    onStart: (child) => {
      api = child;
    },
  });
  const { origin, apiBase, env } = started;
  const pid = api.child.pid;
  const rssAtBoot = rssMb(pid);

  if (database && productCount > 0) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      log(`Seeding ${productCount.toLocaleString('en-US')} products…`);
      await seedCatalog(client, { products: productCount, log });
    } finally {
      await client.end();
    }
  }
  // Twice as many buyers as connections: a round cut off by an error keeps its buyer.
  const setup = await prepare(apiBase, connections * 2);
  log(
    `Ready: ${setup.buyers.length} buyers, ${setup.slugs.length} product pages, ${setup.departments.length} departments, ${setup.words.length} search words`,
  );
  const adminToken = await signInDemo(apiBase, 'admin@');
  const ordersBefore = await adminOrderTotal(apiBase, adminToken);

  // Capacity: the same mix as fast as it is answered, after a short warm-up.
  log(`Measuring capacity (${capacitySeconds} s, ${connections} connections)…`);
  await runAutocannon({ ...trafficOptions(origin, setup, env.WEB_SECRET), duration: 5 });
  const capacity = await runAutocannon({
    ...trafficOptions(origin, setup, env.WEB_SECRET),
    duration: capacitySeconds,
  });
  const setupAnswers = new Map(tally.counts);
  const capacityRps = capacity.requests.average;
  const rate = Math.max(1, Math.floor(capacityRps / 2));
  log(`Capacity ${Math.round(capacityRps)} req/s (p99 ${capacity.latency.p99} ms); soaking at ${rate} req/s`);

  const rssAtStart = rssMb(pid);
  const perMinute = [];
  for (let minute = 1; minute <= minutes; minute++) {
    const placedBefore = answered('checkout 200');
    const result = await runAutocannon({
      ...trafficOptions(origin, setup, env.WEB_SECRET),
      overallRate: rate,
      duration: 60,
    });
    const checkouts = answered('checkout 200') - placedBefore;
    const row = {
      minute,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      checkouts,
      rssMb: rssMb(pid),
    };
    perMinute.push(row);
    log(
      `minute ${String(minute).padStart(2)}: ${row.requests} requests (${row.requestsPerSecond}/s), ` +
        `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.checkouts} checkouts, errors ${row.errors}, RSS ${row.rssMb} MB`,
    );
  }
  const rssAtEnd = rssMb(pid);
  const ordersAfter = await adminOrderTotal(apiBase, adminToken);

  const errors = perMinute.reduce((sum, r) => sum + r.errors, 0);
  // Any answer but a success, in the capacity runs too (they run at full speed, not half).
  const unexpected = [...tally.counts.entries()].filter(([key]) => !/ 20[01]$/.test(key));
  const baseline = perMinute[0].rssMb;
  const growth = baseline && rssAtEnd ? (rssAtEnd - baseline) / baseline : 0;
  const p99s = perMinute.map((r) => r.p99Ms);
  const p99Median = median(p99s);
  const worstP99 = Math.max(...p99s);
  const orderDelta = ordersAfter - ordersBefore;
  const placed = answered('checkout 200');
  // A run ends with requests in flight: their checkouts may or may not have been placed.
  const unanswered =
    tally.checkoutsSent -
    [...tally.counts.entries()]
      .filter(([key]) => key.startsWith('checkout '))
      .reduce((sum, [, n]) => sum + n, 0);
  const checks = {
    errors: errors === 0 && unexpected.length === 0,
    memoryFlat: growth <= MAX_RSS_GROWTH,
    p99Stable: worstP99 <= P99_SPREAD * p99Median,
    // Every acknowledged checkout is one order (one store); at most the unanswered ones add to that.
    ordersMatch: orderDelta >= placed && orderDelta <= placed + unanswered,
  };

  log('\n| minute | requests | req/s | p50 ms | p99 ms | checkouts | errors | RSS MB |');
  log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of perMinute) {
    log(
      `| ${r.minute} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.checkouts} | ${r.errors} | ${r.rssMb} |`,
    );
  }
  log(
    `\nRSS: ${rssAtBoot} MB at boot, ${rssAtStart} MB at the start, ${baseline} MB after minute 1, ${rssAtEnd} MB at the end ` +
      `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% after minute 1; limit +${MAX_RSS_GROWTH * 100}%): ${checks.memoryFlat ? 'flat' : 'GROWING'}`,
  );
  log(
    `p99 per minute: median ${p99Median} ms, worst ${worstP99} ms (limit ${P99_SPREAD}× the median): ${checks.p99Stable ? 'stable' : 'UNSTABLE'}`,
  );
  log(
    `Errors: ${errors}${unexpected.length ? `; unexpected answers ${JSON.stringify(Object.fromEntries(unexpected))}` : ''}`,
  );
  log(
    `Orders: ${placed} checkouts acknowledged (${setupAnswers.get('checkout 200') ?? 0} of them while measuring capacity), ` +
      `${unanswered} cut off when a run ended, ${orderDelta} new orders: ${checks.ordersMatch ? 'match' : 'MISMATCH'}`,
  );

  const passed = Object.values(checks).every(Boolean);
  const written = writeResults('soak-latest.json', values.pglite, {
    connections,
    capacityRequestsPerSecond: Math.round(capacityRps),
    rateRequestsPerSecond: rate,
    rss: { bootMb: rssAtBoot, startMb: rssAtStart, afterMinuteOneMb: baseline, endMb: rssAtEnd },
    perMinute,
    answers: Object.fromEntries(tally.counts),
    checks,
    passed,
  });
  log(`Results written to ${written}`);
  if (!passed) {
    log(
      `Failed: ${Object.keys(checks)
        .filter((k) => !checks[k])
        .join(', ')}`,
    );
    exitCode = 1;
  } else {
    log('Soak passed.');
  }
} catch (error) {
  process.stderr.write(`Soak failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
