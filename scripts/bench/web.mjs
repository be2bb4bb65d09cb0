// `npm run bench -- --web`: the web tier in one run. A minimal Next.js app (a static page and one that
// reads a header, served by `next start`) beside Bazaar's pages, served as `npm start` serves them (the
// page cache's front before Next, apps/web/server.mjs) on the API with the 100,000-product
// catalogue on PostgreSQL: every public page must serve at least half the minimal static page's
// req/s with p99 ≤ 100 ms, and the signed-in orders page half the minimal dynamic page's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN_DIR, DEMO_PASSWORD, WEB_DIR, WEB_NODE_ARGS } from '../lib/config.mjs';
import { findFreePort, runCommand, startChild, stopChild, waitForHttp } from '../lib/processes.mjs';
import { buildWebIfStale } from '../lib/web-build.mjs';

const MINIMAL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'minimal-next');
/** `next start` (its port comes from PORT too). */
const NEXT_START = { command: path.join(BIN_DIR, 'next'), args: undefined };
/** What Chromium sends: every page is measured compressed, as browsers receive it. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Budgets of the web tier (docs/benchmarks.md "The web tier"). */
export const PUBLIC_RATIO = 0.5;
export const PUBLIC_P99_MS = 100;
export const SIGNED_IN_RATIO = 0.5;

async function startNext(name, cwd, env, onStart, { command, args } = NEXT_START) {
  const port = await findFreePort();
  const handle = startChild(name, command, args ?? ['start', '-p', String(port)], {
    cwd,
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    quiet: true,
  });
  onStart(handle);
  const origin = `http://127.0.0.1:${port}`;
  if (
    !(await waitForHttp(`${origin}/`, { handle, timeoutMs: 120_000, isReady: (res) => res.status < 500 }))
  ) {
    throw new Error(`${name} did not answer ${origin}/`);
  }
  return { handle, origin };
}

/** Signs in through NextAuth as a browser does; answers the Cookie header of the session. */
async function signInThroughWeb(origin, email) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; ') },
    body: new URLSearchParams({ csrfToken, email, password: DEMO_PASSWORD, json: 'true' }),
  });
  const session = res.headers.getSetCookie().find((c) => c.includes('session-token='));
  if (!session) throw new Error(`Signing in as ${email} through the web failed (${res.status})`);
  return [...cookies, session.split(';')[0]].join('; ');
}

/**
 * Builds both apps, starts them and measures each page. `api` is the measured API (its env carries
 * the secrets the web needs), `catalog` the seeded catalogue; `measure(target, url, headers)` is
 * the bench's autocannon run. Answers the rows with their budgets.
 */
export async function runWebScenarios({ api, catalog, measure, log, onStart, onStop }) {
  log('Building the minimal Next.js app…');
  if (
    (await runCommand(path.join(BIN_DIR, 'next'), ['build'], { cwd: MINIMAL_DIR, name: 'minimal' })) !== 0
  ) {
    throw new Error('next build of the minimal app failed');
  }
  log('Building the web app (when its sources changed)…');
  if ((await buildWebIfStale({ env: api.env })) !== 0) throw new Error('next build of the web app failed');

  const minimal = await startNext('minimal', MINIMAL_DIR, {}, onStart);
  const web = await startNext('web', WEB_DIR, api.env, onStart, {
    command: process.execPath,
    args: WEB_NODE_ARGS,
  });
  try {
    const cookie = await signInThroughWeb(web.origin, 'user@bazaar.test');
    const product = catalog.productSlugs[Math.floor(catalog.productSlugs.length / 2)];
    const word = catalog.queries[0];
    const pages = [
      { target: 'minimal Next page, static', url: `${minimal.origin}/`, budget: { kind: 'yardstick' } },
      {
        target: 'minimal Next page, dynamic',
        url: `${minimal.origin}/dynamic`,
        budget: { kind: 'yardstick' },
      },
      { target: 'web /', url: `${web.origin}/`, budget: 'public' },
      { target: 'web /shop', url: `${web.origin}/shop`, budget: 'public' },
      {
        target: 'web category page',
        url: `${web.origin}/shop/category/${catalog.departmentSlugs[0]}`,
        budget: 'public',
      },
      {
        target: 'web search page',
        url: `${web.origin}/shop/search/${encodeURIComponent(word)}`,
        budget: 'public',
      },
      { target: 'web product page', url: `${web.origin}/shop/product/${product}`, budget: 'public' },
      {
        target: 'web /user/shop/orders (signed in)',
        url: `${web.origin}/user/shop/orders`,
        headers: { cookie },
        budget: 'signed-in',
      },
    ];
    const rows = [];
    for (const page of pages) {
      // Asked as a browser asks: compressed (a page is 90–250 kB of HTML, 15–40 kB gzipped).
      const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...page.headers };
      // The first visitor of a page has it rendered; the measured ones are served what it left.
      const first = await fetch(page.url, { headers, redirect: 'manual' });
      if (first.status !== 200) throw new Error(`${page.url} answered ${first.status}`);
      rows.push({ ...(await measure(page.target, page.url, headers)), budgetOf: page.budget });
    }
    const staticRps = rows[0].requestsPerSecond;
    const dynamicRps = rows[1].requestsPerSecond;
    return rows.map(({ budgetOf, ...row }) => {
      if (budgetOf === 'public') {
        return {
          ...row,
          budget: { kind: 'web', min: PUBLIC_RATIO, of: 'static', base: staticRps, maxP99: PUBLIC_P99_MS },
        };
      }
      if (budgetOf === 'signed-in') {
        return { ...row, budget: { kind: 'web', min: SIGNED_IN_RATIO, of: 'dynamic', base: dynamicRps } };
      }
      return { ...row, budget: budgetOf };
    });
  } finally {
    await Promise.all(
      [minimal.handle, web.handle].map(async (handle) => {
        await stopChild(handle);
        onStop(handle);
      }),
    );
  }
}
