import { defineConfig } from '@playwright/test';

// The servers are started by scripts/test.mjs (or by hand with `npm start`); this config starts nothing
// and never downloads a browser: it drives Debian's Chromium.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

// Chromium as root in a container: no sandbox, no GPU, and none of the background traffic that would
// reach for the network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const EXCLUSIVE_SPECS = /admin-vendors\.spec\.ts/;
// Run against a cluster of instances by playwright.cluster.config.ts, never against one server.
const CLUSTER_SPECS = /e2e\/cluster\//;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, and never silent: scripts/test.mjs prints every test that needed it at the end of
  // the run, to be explained and fixed (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  // Hunting a flake: `E2E_REPEAT=12 npm test -- --only e2e <spec> -g <title>` runs it twelve times, and
  // E2E_TRACE=1 keeps a trace of each failure (docs/testing.md "Flakes").
  repeatEach: Number(process.env.E2E_REPEAT ?? 1),
  // Two cores run the API, the web and the browser; more workers only add contention.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // The system setting for less motion, which the app honours (theme.ts): no step waits on a modal's,
    // drawer's or toast's transition.
    contextOptions: { reducedMotion: 'reduce' },
    // The service worker (public/sw.js) stays out of every spec but the one about it (installable.spec.ts),
    // so page.route and the cache checks see the pages' own requests.
    serviceWorkers: 'block',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // Each demo role signs in once; the specs start from its saved state (fixtures/roles.ts).
      name: 'sign-in',
      testMatch: /sign-in\.setup\.ts/,
    },
    {
      // Every spec except those meant for phones only and those that change shared demo data.
      name: 'desktop',
      grepInvert: /@mobile-only/,
      testIgnore: [EXCLUSIVE_SPECS, CLUSTER_SPECS],
      dependencies: ['sign-in'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Only specs tagged @mobile (which includes @mobile-only).
      name: 'mobile',
      grep: /@mobile/,
      testIgnore: [EXCLUSIVE_SPECS, CLUSTER_SPECS],
      dependencies: ['sign-in'],
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // Specs that change data every other spec reads (suspending a demo store hides its products),
      // run once the others have finished so no spec sees the change half-way.
      name: 'exclusive',
      testMatch: EXCLUSIVE_SPECS,
      dependencies: ['sign-in', 'desktop', 'mobile'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
