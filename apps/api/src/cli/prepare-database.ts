import { openDatabase } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { EnvError, loadEnv } from '../env.ts';
import { seedAllDemoData } from '../seed/run.ts';

/**
 * Migrates the database and, when SEED_DEMO is on, adds the demo data: what one API does at start,
 * run once by `npm run cluster` before its instances start (with SEED_DEMO=false), so that N
 * instances on one fresh database do not each wait on the other's migrations and seed.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const started = performance.now();
    await database.migrate();
    const seeded = env.seedDemo ? await seedAllDemoData(database.db, env.dataDir) : null;
    const ms = Math.round(performance.now() - started);
    console.log(`Database ready in ${ms} ms${seeded ? `; demo data: ${JSON.stringify(seeded)}` : ''}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof FolderLockedError) console.error(err.message);
  else console.error('Preparing the database failed:', err);
  process.exit(1);
});
