import { createPostgresHandle } from '../src/db/client.ts';

/** On PostgreSQL, migrate the test database once before any file runs. */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = createPostgresHandle(url, 1);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
