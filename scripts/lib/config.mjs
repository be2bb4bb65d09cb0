// Resolves the runtime configuration the start, dev, test and bench scripts hand to the API and the web.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_DIR = path.join(ROOT, 'apps', 'api');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');
export const SHARED_DIR = path.join(ROOT, 'packages', 'shared');
export const BIN_DIR = path.join(ROOT, 'node_modules', '.bin');

/**
 * How every script starts the API (run from API_DIR): one node process with tsx's loader, so there is
 * no build step and signals reach the server directly. A 64 MB young generation: the API allocates
 * a short-lived object graph per request (rows, answers, JSON), and with the default size the
 * scavenger ran often enough to take about a tenth of its time; this cuts CPU per uncached list
 * request by 6–11% (docs/decisions/005-tsx-runs-the-api-source.md).
 */
export const API_NODE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx', 'src/server.ts'];

/**
 * How every script starts the built web app (run from WEB_DIR, port in PORT): Next.js as `next start`
 * runs it, behind the page cache's front, which answers a stored page with the bytes Next sent for it
 * (apps/web/server.mjs, docs/product-rules.md "Fast pages").
 */
export const WEB_NODE_ARGS = ['server.mjs'];

export const DEMO_PASSWORD = 'Bazaar@123';
export const DEMO_ACCOUNTS = [
  { email: 'super@bazaar.test', roles: 'SuperAdmin, Admin, User' },
  { email: 'admin@bazaar.test', roles: 'Admin, User' },
  { email: 'vendor@bazaar.test', roles: 'Vendor (verified), User' },
  { email: 'user@bazaar.test', roles: 'User' },
];

/**
 * Secrets the scripts generate once per data folder so restarts keep sessions valid; WEB_SECRET is
 * how the web server's calls prove themselves to the API, so both children must get the same one.
 */
const GENERATED_SECRETS = ['JWT_SECRET', 'NEXTAUTH_SECRET', 'WEB_SECRET'];

/**
 * Loads `<root>/.env` into process.env without overriding variables already set, so the shell and CI
 * always win over the file.
 */
export function loadDotEnv(file = path.join(ROOT, '.env')) {
  if (!existsSync(file)) return false;
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(parsed)) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
  return true;
}

/** DATA_DIR as an absolute path (relative values are taken from the repository root), created if missing. */
export function resolveDataDir(value = process.env.DATA_DIR) {
  const dir = path.resolve(ROOT, value && value.trim() !== '' ? value : 'data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Reads DATA_DIR/secrets.json, adds any missing generated secret, and returns the secrets to use.
 * Unknown keys in the file are kept, because the API writes to the same file when run on its own.
 */
export function ensureSecrets(dataDir, env = process.env) {
  const file = path.join(dataDir, 'secrets.json');
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${file} is not valid JSON; fix or delete it (deleting it signs everyone out).`);
    }
  }
  const result = {};
  let changed = false;
  for (const key of GENERATED_SECRETS) {
    if (env[key]) {
      result[key] = env[key];
      continue;
    }
    if (typeof stored[key] !== 'string' || stored[key].length < 32) {
      stored[key] = randomBytes(48).toString('base64url');
      changed = true;
    }
    result[key] = stored[key];
  }
  if (changed) {
    // Write-then-rename so a crash never leaves a half-written secrets file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, file);
  }
  return result;
}

function parsePort(name, fallback, env) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
  }
  return port;
}

/**
 * The environment both children receive: everything from the parent, plus the ports, URLs, DATA_DIR and
 * secrets derived from the ports unless set explicitly.
 */
export function buildRuntimeEnv({ env = process.env, overrides = {} } = {}) {
  const merged = { ...env, ...overrides };
  const port = parsePort('PORT', 3000, merged);
  const apiPort = parsePort('API_PORT', 4000, merged);
  if (port === apiPort) throw new Error(`PORT and API_PORT must differ (both are ${port})`);
  const dataDir = resolveDataDir(merged.DATA_DIR);
  const secrets = ensureSecrets(dataDir, merged);
  const webOrigin = `http://localhost:${port}`;
  const defaults = {
    API_URL: `http://127.0.0.1:${apiPort}/api`,
    PUBLIC_API_URL: `http://localhost:${apiPort}/api`,
    NEXTAUTH_URL: webOrigin,
    WEB_ORIGIN: webOrigin,
    IMAGE_BASE_URL: `http://localhost:${apiPort}/uploads`,
  };
  const runtime = { ...merged, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, ...secrets };
  // Next.js would otherwise try to send usage telemetry; opt in explicitly with NEXT_TELEMETRY_DISABLED=0.
  runtime.NEXT_TELEMETRY_DISABLED ??= '1';
  for (const [key, value] of Object.entries(defaults)) {
    if (!runtime[key]) runtime[key] = value;
  }
  return runtime;
}

/** The lines printed once both servers answer. */
export function describeRuntime(env) {
  const lines = [
    '',
    `  Web:      ${env.NEXTAUTH_URL}`,
    `  API:      ${env.PUBLIC_API_URL}  (docs: ${env.PUBLIC_API_URL}/docs)`,
    `  Database: ${env.DATABASE_URL ? redactUrl(env.DATABASE_URL) : `PGlite in ${path.join(env.DATA_DIR, 'pglite')}`}`,
    `  Data:     ${env.DATA_DIR}`,
    '',
    `  Demo accounts (demo only, password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(20)} ${account.roles}`),
    '',
  ];
  return lines.join('\n');
}

/** Hides the password of a connection URL before it is printed. */
export function redactUrl(value) {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
