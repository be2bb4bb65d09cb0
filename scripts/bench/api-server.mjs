// The API as `npm run bench` and `npm run soak` measure it: production logging at warn, no per-IP limit
// (one client hammering from one address would measure the limiter's 429s), the demo seed, on a scratch
// PostgreSQL database (dropped afterwards) or on PGlite in a scratch folder.
import pg from 'pg';
import { API_DIR, API_NODE_ARGS, buildRuntimeEnv, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../lib/config.mjs';
import { findFreePort, startChild, stopChild, waitForHttp } from '../lib/processes.mjs';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Variables of the shell that must not reach the measured API (it gets its own). */
const OWN_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'NEXTAUTH_SECRET',
  'WEB_SECRET',
  'IMAGE_BASE_URL',
  'WEB_ORIGIN',
];

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function runAdminSql(serverUrl, sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database `<prefix>_<time>` on the server of DATABASE_URL (or the local default):
 * `url` to give the API, `drop()` when done.
 */
export async function createScratchDatabase(prefix) {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const name = `${prefix}_${Date.now()}`;
  await runAdminSql(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Starts the API (`databaseUrl`, or PGlite under `dataDir`) and waits for /api/health. `onStart`
 * gets the child at once, so the caller can stop it on Ctrl-C even while it boots.
 */
export async function startMeasuredApi({
  dataDir,
  databaseUrl,
  nodeArgs = [],
  extraEnv = {},
  onStart = () => {},
}) {
  const apiPort = await findFreePort();
  const baseEnv = { ...process.env };
  for (const key of OWN_VARIABLES) delete baseEnv[key];
  const env = buildRuntimeEnv({
    env: baseEnv,
    overrides: {
      API_PORT: String(apiPort),
      PORT: String(await findFreePort(undefined, [apiPort])),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      SEED_DEMO: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
  });
  const origin = `http://127.0.0.1:${apiPort}`;
  const handle = startChild('api', process.execPath, [...nodeArgs, ...API_NODE_ARGS], {
    cwd: API_DIR,
    env,
  });
  onStart(handle);
  if (!(await waitForHttp(`${origin}/api/health`, { handle, timeoutMs: 180_000 }))) {
    await stopChild(handle);
    throw new Error(`The API did not answer ${origin}/api/health`);
  }
  return { handle, env, origin, apiBase: `${origin}/api` };
}

/** Signs in as the demo account whose email starts with `who` (e.g. `user@`); answers the access token. */
export async function signInDemo(apiBase, who) {
  const email = DEMO_ACCOUNTS.find((account) => account.email.startsWith(who))?.email;
  const res = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok || typeof body.accessToken !== 'string') {
    throw new Error(`Signing in as ${email} failed (${res.status}): ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}
