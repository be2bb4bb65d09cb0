import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { EnvError, loadEnv } from './env.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts';
import { seedAllDemoData } from './seed/run.ts';

async function start(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await database.migrate();

  const app = await buildApp({
    database,
    config: {
      jwtSecret: env.jwtSecret,
      webSecret: env.webSecret,
      webOrigin: env.webOrigin,
      imageBaseUrl: env.imageBaseUrl,
      publicApiUrl: env.publicApiUrl,
      dataDir: env.dataDir,
      redisUrl: env.redisUrl,
      smtpUrl: env.smtpUrl,
      mailFrom: env.mailFrom,
      rateLimitMax: env.rateLimitMax,
      catalogueCacheMs: env.catalogueCacheMs,
      trustProxy: env.trustProxy,
      vapid: env.vapid,
    },
    logger: { level: env.logLevel },
  });

  if (env.seedDemo) {
    const seedStart = performance.now();
    const seeded = await seedAllDemoData(database.db, env.dataDir);
    app.log.info({ ...seeded, ms: Math.round(performance.now() - seedStart) }, 'demo data checked');
    const list = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${a.roles.join(', ')}`).join('\n');
    console.log(`\nDemo accounts (demo only; password ${DEMO_PASSWORD}):\n${list}\n`);
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.apiPort, host: env.apiHost });
  app.log.info(`API ready on http://localhost:${env.apiPort}/api (database: ${database.kind})`);
}

start().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else if (err instanceof FolderLockedError) {
    console.error(`The API cannot start: ${err.message}`);
  } else {
    console.error('The API failed to start:', err);
  }
  process.exit(1);
});
