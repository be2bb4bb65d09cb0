import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type TeamMemberRow, teamMembers } from '../../db/schema/content.ts';

export function listMembers(db: Executor): Promise<TeamMemberRow[]> {
  return db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.createdAt), asc(teamMembers.id));
}

export async function findMember(db: Executor, id: string): Promise<TeamMemberRow | undefined> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  return row;
}

export async function insertMember(
  db: Executor,
  values: typeof teamMembers.$inferInsert,
): Promise<TeamMemberRow> {
  const [row] = await db.insert(teamMembers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateMember(
  db: Executor,
  id: string,
  values: Partial<Omit<TeamMemberRow, 'id' | 'createdAt'>>,
): Promise<TeamMemberRow | undefined> {
  const [row] = await db.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
  return row;
}

export async function deleteMember(db: Executor, id: string): Promise<TeamMemberRow | undefined> {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
  return row;
}
