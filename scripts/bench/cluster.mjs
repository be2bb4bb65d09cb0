// `npm run bench -- --cluster`: catalogue, search, product page and checkout through nginx with 1 and
// then 2 API instances (`npm run cluster`, one web instance), each on a fresh database with the demo
// data and a bench catalogue; and the catalogue page straight to the one instance, for the balancer's
// own cost. On two cores expect little gain from the second instance (docs/benchmarks.md "Cluster").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ROOT } from '../lib/config.mjs';
import { findFreePort, startChild } from '../lib/processes.mjs';
import { createScratchDatabase } from './api-server.mjs';
import { measureVaried, runCheckoutScenario } from './scenarios.mjs';
import { seedCatalog } from './seed-catalog.mjs';

/** Starts `npm run cluster` with `apiCount` API instances and waits for its cluster.json. */
async function startCluster({ apiCount, dataDir, databaseUrl, redisUrl, onStart }) {
  const webPort = await findFreePort(5600);
  const apiPort = await findFreePort(5601, [webPort]);
  const handle = startChild(
    'cluster',
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'cluster.mjs'),
      `--api=${apiCount}`,
      '--web=1',
      `--port=${webPort}`,
      `--api-port=${apiPort}`,
    ],
    {
      cwd: ROOT,
      quiet: true,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'warn',
        // The whole load comes from one address.
        RATE_LIMIT_MAX: '0',
      },
    },
  );
  onStart(handle);
  const file = path.join(dataDir, 'cluster.json');
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      return { handle, cluster: JSON.parse(readFileSync(file, 'utf8')) };
    } catch {
      if (!handle.isRunning() || Date.now() > deadline) throw new Error('The cluster did not start');
      await sleep(500);
    }
  }
}

/** One round of rows per API count; answers every row, its target naming the instances. */
export async function runClusterBench({ scratch, apiCounts = [1, 2], products, opts, log, onStart, onStop }) {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const rows = [];
  for (const apiCount of apiCounts) {
    const database = await createScratchDatabase(`bazaar_cluster_bench_${apiCount}`);
    const dataDir = path.join(scratch, `cluster-${apiCount}`);
    const client = new pg.Client({ connectionString: database.url });
    let started = null;
    try {
      started = await startCluster({ apiCount, dataDir, databaseUrl: database.url, redisUrl, onStart });
      const { cluster } = started;
      await client.connect();
      log(`Seeding ${products.toLocaleString('en-US')} products for ${apiCount} API instance(s)…`);
      const catalog = await seedCatalog(client, { products, log });
      const balancer = new URL(cluster.api).origin;
      const label = `${apiCount} API via nginx`;
      let n = 0;
      const pick = (list) => list[n++ % list.length];
      const common = { duration: opts.duration, warmup: opts.warmup, connections: opts.connections, log };
      const catalogue = () => ({
        path: `/api/product?category=${pick(catalog.departmentSlugs)}&page=${1 + (n % 20)}`,
      });
      rows.push(
        await measureVaried({
          ...common,
          target: `${label}: GET /api/product`,
          origin: balancer,
          next: catalogue,
        }),
      );
      if (apiCount === 1) {
        rows.push(
          await measureVaried({
            ...common,
            target: '1 API straight: GET /api/product',
            origin: new URL(cluster.instances.api[0]).origin,
            next: catalogue,
          }),
        );
      }
      rows.push(
        await measureVaried({
          ...common,
          target: `${label}: GET /api/product/search`,
          origin: balancer,
          next: () => ({ path: `/api/product/search?q=${encodeURIComponent(pick(catalog.queries))}` }),
        }),
        await measureVaried({
          ...common,
          target: `${label}: GET /api/product/slug/:slug`,
          origin: balancer,
          next: () => ({ path: `/api/product/slug/${pick(catalog.productSlugs)}` }),
        }),
      );
      const { JWT_SECRET } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
      const checkout = await runCheckoutScenario({
        apiBase: cluster.api,
        client,
        jwtSecret: JWT_SECRET,
        buyers: opts.checkoutBuyers,
        stock: opts.checkoutStock,
        log,
      });
      // The figure is the point here (two cores shared by every instance): no orders/s budget, but
      // still no oversell and every unit sold.
      rows.push({ ...checkout, target: `${label}: ${checkout.target}`, budget: { kind: 'orders', min: 0 } });
    } finally {
      await client.end().catch(() => {});
      if (started) await onStop(started.handle);
      await database.drop().catch((error) => log(`Could not drop ${database.name}: ${error.message}`));
    }
  }
  return rows;
}
