import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';

// The cluster's own tests (e2e/cluster), run by `npm test -- --only cluster` against a cluster that
// `npm run cluster` started: the browser goes through the balancer, the checks reach each instance by
// the URLs in its cluster.json (E2E_CLUSTER_FILE).
const clusterFile = process.env.E2E_CLUSTER_FILE;
if (!clusterFile) throw new Error('E2E_CLUSTER_FILE must name the cluster.json of a running cluster');
const cluster = JSON.parse(readFileSync(clusterFile, 'utf8')) as { web: string };

export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/cluster',
  // One after another: the fault tests kill instances the others use.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  use: { ...baseConfig.use, baseURL: cluster.web, viewport: { width: 1280, height: 800 } },
  projects: [{ name: 'cluster', use: { browserName: 'chromium' } }],
});
