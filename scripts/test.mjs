// `npm test`: unit tests, the API suite, then the end-to-end suite in Chromium, failing fast; `--only
// cluster` runs the cluster's own tests against `npm run cluster` (docs/cluster.md).
// Prints each part's time, the end-to-end tests that passed only on a retry, and `N passed, M failed`
// as its last line; exits non-zero when anything failed. docs/testing.md describes the layout.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  API_DIR,
  API_NODE_ARGS,
  BIN_DIR,
  buildRuntimeEnv,
  ROOT,
  SHARED_DIR,
  WEB_DIR,
  WEB_NODE_ARGS,
} from './lib/config.mjs';
import { findFreePort, runCommand, startChild, stopChild, waitForHttp } from './lib/processes.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

const PARTS = ['unit', 'api', 'e2e'];
// `--only build` builds the web app when its sources changed (CI builds it beside the typecheck);
// `--only cluster` needs nginx, PostgreSQL and Redis, so only CI and a developer who has them run it.
const ONLY = [...PARTS, 'build', 'cluster'];
// `npm test -- --only e2e task.spec.ts`: positionals pick the e2e specs (or Playwright filters) to run;
// `--grep <text>` (`-g`) picks the e2e tests whose title holds it.
const { values, positionals } = parseArgs({
  options: { only: { type: 'string' }, grep: { type: 'string', short: 'g' } },
  allowPositionals: true,
});
if (values.only && !ONLY.includes(values.only)) {
  process.stderr.write(`--only must be one of: ${ONLY.join(', ')}\n`);
  process.exit(2);
}

// Everything the run creates lives under one temporary folder, removed at the end whatever happens.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-'));
const running = new Set();
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...running].map((handle) => stopChild(handle)));
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    process.stderr.write(`\nReceived ${signal}; stopping the test servers…\n`);
    void cleanUp().then(() => process.exit(130));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from a vitest JSON report; a failed run with no failed test (e.g. a file that cannot load) counts as one failure. */
function countVitest(file, exitCode) {
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (exitCode !== 0 && failed === 0) failed = Math.max(1, report?.numFailedTestSuites ?? 0);
  return { passed, failed };
}

/**
 * Counts from Playwright's JSON report (`stats`); a flaky test passed on a retry, so it counts as
 * passed, and is named in `retried` ("project › file:line › title") to be explained and fixed.
 */
function countPlaywright(file, exitCode) {
  const report = readJson(file);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (exitCode !== 0 && failed === 0) failed = 1;
  const retried = [];
  const fileSeconds = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        fileSeconds.set(spec.file, (fileSeconds.get(spec.file) ?? 0) + ms / 1000);
        if (t.status !== 'flaky') continue;
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        retried.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  // Where the end-to-end time goes: each spec file's tests added up (both projects, retries included),
  // so the file that grew is found from CI's output alone.
  const slowest = [...fileSeconds]
    .filter(([, s]) => s >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  if (slowest.length > 0) {
    process.stdout.write('\nEnd-to-end time by spec file (its tests added up; two run at once):\n');
    for (const [file, seconds] of slowest)
      process.stdout.write(`  ${file.padEnd(36)} ${Math.round(seconds)} s\n`);
  }
  return { passed, failed, retried };
}

function vitestReportArgs(name) {
  const outputFile = path.join(scratch, `${name}.json`);
  return { outputFile, args: ['--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`] };
}

function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((file) => /\.test\.[cm]?[jt]sx?$/.test(String(file)));
}

async function runUnit() {
  const total = { passed: 0, failed: 0 };
  const suites = [{ name: 'shared', cwd: SHARED_DIR, extra: [] }];
  // The web's unit tests live beside its code under src/ (apps/web/vitest.config.ts keeps e2e/ out).
  if (hasTestFiles(path.join(WEB_DIR, 'src'))) suites.push({ name: 'web', cwd: WEB_DIR, extra: [] });
  for (const suite of suites) {
    process.stdout.write(`\n▶ unit tests: ${suite.name}\n`);
    const report = vitestReportArgs(`unit-${suite.name}`);
    const code = await runCommand(path.join(BIN_DIR, 'vitest'), ['run', ...suite.extra, ...report.args], {
      cwd: suite.cwd,
      env: process.env,
    });
    const counts = countVitest(report.outputFile, code);
    total.passed += counts.passed;
    total.failed += counts.failed;
    if (counts.failed > 0) break;
  }
  return total;
}

async function runApi() {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  process.stdout.write(`\n▶ API tests on ${where}${process.env.REDIS_URL ? ' + Redis' : ''}\n`);
  const report = vitestReportArgs('api');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await runCommand(npm, ['test', '-w', '@bazaar/api', '--', ...report.args], {
    cwd: path.dirname(API_DIR),
    env: process.env,
  });
  return countVitest(report.outputFile, code);
}

// Variables derived from ports or tied to a developer's own setup; the e2e servers get fresh ones.
const E2E_UNSET = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JWT_SECRET',
  'NEXTAUTH_SECRET',
  'WEB_SECRET',
  'API_URL',
  'PUBLIC_API_URL',
  'NEXTAUTH_URL',
  'WEB_ORIGIN',
  'IMAGE_BASE_URL',
  'API_HOST',
];

async function runE2e() {
  process.stdout.write('\n▶ end-to-end tests (Playwright, Chromium)\n');
  // Ports the system hands out, not fixed ones: two runs started side by side (two checkouts) would
  // otherwise both find 3400 free before either listens on it.
  const apiPort = await findFreePort();
  const webPort = await findFreePort(undefined, [apiPort]);
  const baseEnv = { ...process.env };
  for (const key of E2E_UNSET) delete baseEnv[key];
  const env = buildRuntimeEnv({
    env: baseEnv,
    overrides: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: path.join(scratch, 'e2e-data'),
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
      SEED_DEMO: 'true',
      // Every browser and the web server share 127.0.0.1, so the per-IP limit on the whole API would turn
      // a busy suite into 429s; the login-failure limits stay on.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '0',
    },
  });

  // The API migrates and seeds its demo data while the web app builds: neither needs the other yet.
  const api = startChild('api', process.execPath, API_NODE_ARGS, {
    cwd: API_DIR,
    env,
  });
  running.add(api);
  try {
    const buildCode = await buildWebIfStale({ env });
    if (buildCode !== 0) {
      process.stderr.write(`next build failed (exit code ${buildCode}).\n`);
      return { passed: 0, failed: 1 };
    }
    if (!(await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, { handle: api, timeoutMs: 300_000 }))) {
      process.stderr.write('The e2e API did not become healthy.\n');
      return { passed: 0, failed: 1 };
    }
    const web = startChild('web', process.execPath, WEB_NODE_ARGS, {
      cwd: WEB_DIR,
      env,
    });
    running.add(web);
    const webReady = await waitForHttp(`http://127.0.0.1:${webPort}/`, {
      handle: web,
      timeoutMs: 120_000,
      isReady: (res) => res.status < 500,
    });
    if (!webReady) {
      process.stderr.write('The e2e web app did not start.\n');
      return { passed: 0, failed: 1 };
    }
    process.stdout.write(`e2e servers: web ${env.NEXTAUTH_URL}, API ${env.PUBLIC_API_URL}\n`);
    const reportFile = process.env.E2E_REPORT_FILE || path.join(scratch, 'e2e.json');
    const code = await runCommand(
      path.join(BIN_DIR, 'playwright'),
      ['test', '--reporter=list,json', ...(values.grep ? ['--grep', values.grep] : []), ...positionals],
      {
        cwd: WEB_DIR,
        env: {
          ...process.env,
          E2E_BASE_URL: env.NEXTAUTH_URL,
          E2E_API_URL: env.PUBLIC_API_URL,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
      },
    );
    return countPlaywright(reportFile, code);
  } finally {
    await Promise.all([...running].map((handle) => stopChild(handle)));
    running.clear();
  }
}

/** Runs SQL on the server's `postgres` database (creating and dropping the cluster's own). */
async function onPostgresServer(url, statement) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `--only cluster`: starts `npm run cluster` (2 API, 2 web, nginx) on a fresh PostgreSQL database and
 * a Redis server of its own, waits for its cluster.json, runs e2e/cluster through
 * playwright.cluster.config.ts, then stops the cluster and drops the database.
 */
async function runCluster() {
  process.stdout.write('\n▶ cluster tests (nginx, 2 API and 2 web instances, Playwright)\n');
  const server = process.env.CLUSTER_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bazaar_cluster_test_${randomBytes(5).toString('hex')}`;
  const dbUrl = new URL(server);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = path.join(scratch, 'cluster-data');
  const webPort = await findFreePort(5400);
  const apiPort = await findFreePort(5401, [webPort]);
  // A Redis server of its own, which a test stops and starts again (E2E_CLUSTER_REDIS_ARGS).
  const redisPort = await findFreePort(5379, [webPort, apiPort]);
  const redisArgs = [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--pidfile',
    path.join(scratch, 'redis.pid'),
    '--logfile',
    path.join(scratch, 'redis.log'),
  ];
  const baseEnv = { ...process.env };
  for (const key of E2E_UNSET) delete baseEnv[key];
  const env = {
    ...baseEnv,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    // On, so that it runs through Redis (and is seen to let requests through while Redis is away);
    // high, because every request of the run comes from one address.
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '100000',
  };
  if ((await runCommand('redis-server', redisArgs)) !== 0) {
    process.stderr.write('Could not start redis-server for the cluster.\n');
    return { passed: 0, failed: 1 };
  }
  await onPostgresServer(server, `create database "${dbName}"`);
  const cluster = startChild(
    'cluster',
    process.execPath,
    [path.join(ROOT, 'scripts', 'cluster.mjs'), '--port', String(webPort), '--api-port', String(apiPort)],
    { cwd: ROOT, env },
  );
  running.add(cluster);
  try {
    const clusterFile = path.join(dataDir, 'cluster.json');
    const deadline = Date.now() + 600_000;
    while (!existsSync(clusterFile) && cluster.isRunning() && Date.now() < deadline) await sleep(500);
    if (!existsSync(clusterFile)) {
      process.stderr.write('The cluster did not start (no cluster.json).\n');
      return { passed: 0, failed: 1 };
    }
    const { web, api } = JSON.parse(readFileSync(clusterFile, 'utf8'));
    const reportFile = path.join(scratch, 'cluster.json');
    const code = await runCommand(
      path.join(BIN_DIR, 'playwright'),
      [
        'test',
        '--config',
        'playwright.cluster.config.ts',
        '--reporter=list,json',
        ...(values.grep ? ['--grep', values.grep] : []),
        ...positionals,
      ],
      {
        cwd: WEB_DIR,
        env: {
          ...process.env,
          E2E_CLUSTER_FILE: clusterFile,
          E2E_CLUSTER_DATABASE_URL: dbUrl.toString(),
          E2E_CLUSTER_REDIS_ARGS: JSON.stringify(redisArgs),
          E2E_BASE_URL: web,
          E2E_API_URL: api,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
      },
    );
    return countPlaywright(reportFile, code);
  } finally {
    await stopChild(cluster);
    running.delete(cluster);
    await runCommand('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave']);
    await onPostgresServer(server, `drop database if exists "${dbName}" with (force)`).catch((error) =>
      process.stderr.write(`Could not drop ${dbName}: ${error.message}\n`),
    );
  }
}

async function runBuild() {
  process.stdout.write('\n▶ web build\n');
  const code = await buildWebIfStale({ env: process.env });
  return code === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 };
}

const RUNNERS = { unit: runUnit, api: runApi, e2e: runE2e, build: runBuild, cluster: runCluster };
const totals = { passed: 0, failed: 0 };
const lines = [];
const retried = [];
try {
  for (const part of values.only ? [values.only] : PARTS) {
    const started = Date.now();
    const counts = await RUNNERS[part]();
    const seconds = Math.round((Date.now() - started) / 1000);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    retried.push(...(counts.retried ?? []));
    lines.push(`  ${part.padEnd(5)} ${counts.passed} passed, ${counts.failed} failed  (${seconds} s)`);
    if (counts.failed > 0) {
      lines.push(`  stopped after a failure in the ${part} tests`);
      break;
    }
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  totals.failed += 1;
} finally {
  await cleanUp();
}

if (retried.length > 0) {
  // Passed, but only on a retry: each is a flake to explain and fix, never to leave (docs/testing.md).
  const report = `End-to-end tests that passed only on a retry (${retried.length}):\n${retried.map((t) => `  ${t}`).join('\n')}\n`;
  process.stdout.write(`\n${report}`);
  if (process.env.E2E_RETRIES_FILE) appendFileSync(process.env.E2E_RETRIES_FILE, report);
}
process.stdout.write(
  `\nTest summary:\n${lines.join('\n')}\n${totals.passed} passed, ${totals.failed} failed\n`,
);
process.exit(totals.failed > 0 ? 1 : 0);
