// `npm run cluster`: the marketplace as it runs on many machines, on this one: N API and N web instances
// on one PostgreSQL and one Redis, behind Debian's nginx with one listener for the web and one for the
// API (docs/cluster.md). Migrates and seeds once, starts the instances, writes DATA_DIR/cluster.json
// once every instance answers, restarts an instance that dies, and stops everything on Ctrl-C.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  API_DIR,
  API_NODE_ARGS,
  buildRuntimeEnv,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  loadDotEnv,
  ROOT,
  redactUrl,
  WEB_DIR,
  WEB_NODE_ARGS,
} from './lib/config.mjs';
import { NGINX, writeNginxConfig } from './lib/nginx.mjs';
import { findFreePort, runCommand, startChild, stopChild, waitForHttp } from './lib/processes.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bazaar_cluster';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** An instance that dies is started again after this pause (a process manager's job on real machines). */
const RESTART_DELAY_MS = 1000;

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '2' },
    web: { type: 'string', default: '2' },
    // The balancer's two listeners; the instances take free ports from 5100 (API) and 5200 (web).
    port: { type: 'string', default: '5000' },
    'api-port': { type: 'string', default: '5001' },
  },
});

function positiveInteger(name, raw, max) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    process.stderr.write(`--${name} must be a whole number from 1 to ${max} (got "${raw}")\n`);
    process.exit(2);
  }
  return n;
}
const apiCount = positiveInteger('api', values.api, 16);
const webCount = positiveInteger('web', values.web, 16);
const webLbPort = positiveInteger('port', values.port, 65535);
const apiLbPort = positiveInteger('api-port', values['api-port'], 65535);

if (!existsSync(NGINX)) {
  process.stderr.write(
    `nginx is not installed (looked for ${NGINX}); the cluster uses it as its load balancer.\n` +
      'Install it with `apt-get install -y nginx-light` (or `nginx`) as root, or set NGINX_BIN.\n',
  );
  process.exit(1);
}

loadDotEnv();
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

/** Creates the database DATABASE_URL names when it is missing (through the server's `postgres` database). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`DATABASE_URL must name a database (got "${name}")`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`);
      process.stdout.write(`Created the database ${name}.\n`);
    }
  } finally {
    await client.end();
  }
}

// Every instance gets the same secrets (DATA_DIR/secrets.json), the same database, Redis and uploads
// folder, and the balancer's URLs as the ones people see.
const env = buildRuntimeEnv({
  overrides: {
    NODE_ENV: process.env.NODE_ENV || 'production',
    DATA_DIR: process.env.DATA_DIR || path.join(ROOT, 'data', 'cluster'),
    PORT: String(webLbPort),
    API_PORT: String(apiLbPort),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // nginx is the one proxy in front of both tiers; it writes X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY || 'loopback',
    WEB_TRUST_PROXY: process.env.WEB_TRUST_PROXY || 'loopback',
    // The web server's calls go through the balancer too, so a dead API instance is passed over.
    API_URL: process.env.API_URL || `http://127.0.0.1:${apiLbPort}/api`,
  },
});
const dataDir = env.DATA_DIR;
// Written again once this cluster answers; an old one would send a reader to servers not yet up.
rmSync(path.join(dataDir, 'cluster.json'), { force: true });

function writeClusterJson(state) {
  const file = path.join(dataDir, 'cluster.json');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(tmp, file);
  return file;
}

const handles = new Map();
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...handles.values()].map((handle) => stopChild(handle)));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    process.stdout.write(`\nReceived ${signal}, stopping the cluster…\n`);
    void stopAll(0);
  });
}

/**
 * Starts an instance and keeps it running: one that dies (a crash, a kill -9) is started again, as
 * systemd or an orchestrator would on real machines; nginx passes it over meanwhile. A balancer
 * that dies stops everything: nothing answers without it.
 */
function keep(name, start, { restart = true, onRestart } = {}) {
  const handle = start();
  handles.set(name, handle);
  void handle.exited.then(async ({ code, signal }) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!restart) {
      process.stderr.write(`\n${name} exited (${how}); stopping the cluster.\n`);
      await stopAll(1);
      return;
    }
    process.stderr.write(`\n${name} exited (${how}); starting it again.\n`);
    await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
    if (stopping) return;
    keep(name, start, { restart, onRestart });
    onRestart?.();
  });
  return handle;
}

const buildCode = await buildWebIfStale({ env });
if (buildCode !== 0) {
  process.stderr.write(`next build failed (exit code ${buildCode}).\n`);
  process.exit(buildCode);
}

await ensureDatabase(databaseUrl);
// Migrations and the demo seed once, before any instance starts; the instances skip the seed, and
// their own migration step finds nothing to apply (it takes a lock when it has).
process.stdout.write('Migrating and seeding the database once…\n');
const prepareCode = await runCommand(process.execPath, ['--import', 'tsx', 'src/cli/prepare-database.ts'], {
  cwd: API_DIR,
  env: { ...env, SEED_DEMO: process.env.SEED_DEMO || 'true' },
  name: 'db',
});
if (prepareCode !== 0) {
  process.stderr.write(`Preparing the database failed (exit code ${prepareCode}).\n`);
  process.exit(prepareCode);
}

const taken = [webLbPort, apiLbPort];
async function nextPort(preferred) {
  const port = await findFreePort(preferred, taken);
  taken.push(port);
  return port;
}
const apiPorts = [];
for (let i = 0; i < apiCount; i++) apiPorts.push(await nextPort(5101 + i));
const webPorts = [];
for (let i = 0; i < webCount; i++) webPorts.push(await nextPort(5201 + i));

const state = {
  web: `http://localhost:${webLbPort}`,
  api: `http://localhost:${apiLbPort}/api`,
  instances: {
    web: webPorts.map((port) => `http://localhost:${port}`),
    api: apiPorts.map((port) => `http://localhost:${port}/api`),
  },
  // The process of each instance, in the order above (a fault test kills one with kill -9).
  pids: { web: [], api: [] },
};
let isReady = false;
const recordPids = () => {
  state.pids.api = apiPorts.map((_, i) => handles.get(`api${i + 1}`)?.child.pid ?? null);
  state.pids.web = webPorts.map((_, i) => handles.get(`web${i + 1}`)?.child.pid ?? null);
  if (isReady) writeClusterJson(state);
};

const apiEnv = { ...env, SEED_DEMO: 'false', API_HOST: '127.0.0.1' };
apiPorts.forEach((port, i) => {
  keep(
    `api${i + 1}`,
    () =>
      startChild(`api${i + 1}`, process.execPath, API_NODE_ARGS, {
        cwd: API_DIR,
        env: { ...apiEnv, API_PORT: String(port) },
      }),
    { onRestart: recordPids },
  );
});
const apisReady = await Promise.all(
  apiPorts.map((port, i) =>
    waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      handle: handles.get(`api${i + 1}`),
      timeoutMs: 180_000,
    }),
  ),
);
if (stopping) process.exit(1);
if (apisReady.includes(false)) {
  process.stderr.write('An API instance did not answer /api/health in time.\n');
  await stopAll(1);
}

webPorts.forEach((port, i) => {
  keep(
    `web${i + 1}`,
    () =>
      startChild(`web${i + 1}`, process.execPath, WEB_NODE_ARGS, {
        cwd: WEB_DIR,
        env: { ...env, PORT: String(port) },
      }),
    { onRestart: recordPids },
  );
});

const { file: nginxConf, args: nginxArgs } = writeNginxConfig({
  dataDir,
  apiPorts,
  webPorts,
  apiListenPort: apiLbPort,
  webListenPort: webLbPort,
});
if ((await runCommand(NGINX, ['-t', '-q', ...nginxArgs], { name: 'nginx' })) !== 0) {
  process.stderr.write(`nginx refused ${nginxConf}.\n`);
  await stopAll(1);
}
keep('nginx', () => startChild('nginx', NGINX, nginxArgs), { restart: false });

const websReady = await Promise.all(
  webPorts.map((port, i) =>
    waitForHttp(`http://127.0.0.1:${port}/`, {
      handle: handles.get(`web${i + 1}`),
      timeoutMs: 180_000,
      isReady: (res) => res.status < 500,
    }),
  ),
);
const balancerReady =
  (await waitForHttp(`http://127.0.0.1:${apiLbPort}/api/health`, { timeoutMs: 30_000 })) &&
  (await waitForHttp(`http://127.0.0.1:${webLbPort}/`, {
    timeoutMs: 30_000,
    isReady: (r) => r.status < 500,
  }));
if (stopping) process.exit(1);
if (websReady.includes(false) || !balancerReady) {
  process.stderr.write('A web instance or the balancer did not answer in time.\n');
  await stopAll(1);
}

isReady = true;
recordPids();
process.stdout.write(
  [
    '',
    `Bazaar cluster is running: ${apiCount} API and ${webCount} web instances behind nginx.`,
    `  Web:      ${state.web}`,
    `  API:      ${state.api}`,
    `  Database: ${redactUrl(databaseUrl)}`,
    `  Redis:    ${redactUrl(redisUrl)}`,
    `  Data:     ${dataDir} (nginx: ${nginxConf})`,
    `  Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
    '',
    `${path.join(dataDir, 'cluster.json')}:`,
    JSON.stringify({ web: state.web, api: state.api, instances: state.instances }, null, 2),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
