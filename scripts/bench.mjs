// `npm run bench`: a bare Fastify hello-world and the API (PostgreSQL, or PGlite with --pglite) measured
// with autocannon in one run. Prints a markdown table, writes bench-results/latest.json, and exits non-zero
// when an endpoint falls below its budget (a share of the bare server's req/s).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_DIR, buildRuntimeEnv, DEMO_ACCOUNTS, DEMO_PASSWORD, ROOT, redactUrl } from './lib/config.mjs';
import { findFreePort, startChild, stopChild, waitForHttp } from './lib/processes.mjs';

const BUDGET_RATIO = 0.3;
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
for (const [name, value] of Object.entries({ duration, connections, warmup })) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'warmup' && value === 0)) {
    process.stderr.write(`--${name} must be a positive number\n`);
    process.exit(2);
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-'));
const children = new Set();
let database = null;
let cleanedUp = false;

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function runAdminSql(sql) {
  const client = new pg.Client({ connectionString: withDatabase(database.serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map((handle) => stopChild(handle)));
  if (database?.created) {
    try {
      await runAdminSql(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
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
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function startAndWait(name, args, { cwd, env, readyUrl }) {
  const handle = startChild(name, process.execPath, args, { cwd, env });
  children.add(handle);
  if (!(await waitForHttp(readyUrl, { handle, timeoutMs: 180_000 }))) {
    throw new Error(`${name} did not answer ${readyUrl}`);
  }
  return handle;
}

async function stop(handle) {
  await stopChild(handle);
  children.delete(handle);
}

async function benchBare() {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}/`;
  const handle = await startAndWait('bare', [path.join(API_DIR, 'bench', 'bare-server.mjs')], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    readyUrl: url,
  });
  try {
    return await measure('bare Fastify hello-world', url);
  } finally {
    await stop(handle);
  }
}

async function createBenchDatabase() {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  database = { serverUrl, name: `bazaar_bench_${Date.now()}`, created: false };
  await runAdminSql(`CREATE DATABASE "${database.name}"`);
  database.created = true;
  return withDatabase(serverUrl, database.name);
}

async function loginDemoUser(apiBase) {
  const email = DEMO_ACCOUNTS.find((account) => account.email.startsWith('user@'))?.email;
  const res = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok || typeof body.accessToken !== 'string') {
    throw new Error(`Logging in as ${email} failed (${res.status}): ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

async function benchApi() {
  const apiPort = await findFreePort();
  const baseEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'NEXTAUTH_SECRET',
    'IMAGE_BASE_URL',
    'WEB_ORIGIN',
  ]) {
    delete baseEnv[key];
  }
  const databaseUrl = values.pglite ? undefined : await createBenchDatabase();
  const env = buildRuntimeEnv({
    env: baseEnv,
    overrides: {
      API_PORT: String(apiPort),
      PORT: String(await findFreePort(undefined, [apiPort])),
      DATA_DIR: path.join(scratch, 'data'),
      // Production logging at warn, so the measurement is of the API and not of its log lines.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // One client hammering from one IP would otherwise measure the rate limiter's 429s.
      RATE_LIMIT_MAX: '0',
      SEED_DEMO: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  const handle = await startAndWait('api', ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    readyUrl: `${apiBase}/health`,
  });
  try {
    const token = await loginDemoUser(apiBase);
    return [
      await measure('GET /api/site-setting/site-setting', `${apiBase}/site-setting/site-setting`),
      await measure('GET /api/auth/my-profile', `${apiBase}/auth/my-profile`, {
        authorization: `Bearer ${token}`,
      }),
    ];
  } finally {
    await stop(handle);
  }
}

function formatTable(rows, bareRps) {
  const lines = [
    '| target | req/s | p50 ms | p99 ms | ratio to bare | budget |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const ratio = row.requestsPerSecond / bareRps;
    const budget = row.isBare ? '—' : row.passed ? `ok (≥ ${BUDGET_RATIO * 100}%)` : 'FAIL';
    lines.push(
      `| ${row.target} | ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} | ${row.p50Ms} | ${row.p99Ms} | ${(ratio * 100).toFixed(1)}% | ${budget} |`,
    );
  }
  return lines.join('\n');
}

let exitCode = 0;
try {
  const dbLabel = values.pglite
    ? 'PGlite'
    : `PostgreSQL (${redactUrl(process.env.DATABASE_URL || DEFAULT_PG_URL)})`;
  process.stdout.write(`Benchmark: API on ${dbLabel}; ${os.cpus().length} CPUs; Node ${process.version}\n\n`);
  const bare = await benchBare();
  const apiRows = await benchApi();
  const rows = [
    { ...bare, isBare: true, passed: true },
    ...apiRows.map((row) => ({
      ...row,
      isBare: false,
      ratio: row.requestsPerSecond / bare.requestsPerSecond,
      // Errors or non-2xx answers mean the figure measures failures, so they fail the budget too.
      passed:
        row.requestsPerSecond >= BUDGET_RATIO * bare.requestsPerSecond &&
        row.non2xx === 0 &&
        row.errors === 0 &&
        row.timeouts === 0,
    })),
  ];
  process.stdout.write(`\n${formatTable(rows, bare.requestsPerSecond)}\n\n`);
  for (const row of rows) {
    if (row.non2xx || row.errors || row.timeouts) {
      process.stdout.write(
        `${row.target}: ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts out of ${row.totalRequests}\n`,
      );
    }
  }
  const failed = rows.filter((row) => !row.passed);
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    database: values.pglite ? 'pglite' : 'postgres',
    node: process.version,
    cpus: os.cpus().length,
    durationSeconds: duration,
    connections,
    budgetRatio: BUDGET_RATIO,
    passed: failed.length === 0,
    results: rows.map(({ isBare: _isBare, passed: _passed, ...row }) => ({ ...row, passed: _passed })),
  };
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`Results written to ${path.relative(ROOT, path.join(outDir, 'latest.json'))}\n`);
  if (failed.length > 0) {
    process.stdout.write(`Budget failed for: ${failed.map((row) => row.target).join(', ')}\n`);
    exitCode = 1;
  } else {
    process.stdout.write(
      `Budget met: every endpoint is at least ${BUDGET_RATIO * 100}% of the bare server.\n`,
    );
  }
} catch (error) {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
