import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PrivateUploadRow, privateUploads } from '../../db/schema/uploads.ts';

export async function insertPrivateUpload(
  db: Executor,
  values: typeof privateUploads.$inferInsert,
): Promise<PrivateUploadRow> {
  const [row] = await db.insert(privateUploads).values(values).returning();
  return row!;
}

export async function findPrivateUpload(db: Executor, id: string): Promise<PrivateUploadRow | null> {
  const [row] = await db.select().from(privateUploads).where(eq(privateUploads.id, id));
  return row ?? null;
}
