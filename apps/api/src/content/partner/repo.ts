import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PartnerRow, partners } from '../../db/schema/content.ts';

export function listPartners(db: Executor): Promise<PartnerRow[]> {
  return db
    .select()
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.createdAt), asc(partners.id));
}

export async function findPartner(db: Executor, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

export async function insertPartner(db: Executor, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePartner(
  db: Executor,
  id: string,
  values: Partial<Omit<PartnerRow, 'id' | 'createdAt'>>,
): Promise<PartnerRow | undefined> {
  const [row] = await db.update(partners).set(values).where(eq(partners.id, id)).returning();
  return row;
}

export async function deletePartner(db: Executor, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.delete(partners).where(eq(partners.id, id)).returning();
  return row;
}
