import type { TThreadSubject } from '@bazaar/shared/thread';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { threadParticipants, threads } from '../../db/schema/threads.ts';

/**
 * Inserts the subject's thread unless it exists, and answers its id either way. A thread opened
 * by a transaction still running makes this one wait for it and then find its row: two openings
 * racing end with one thread.
 */
export async function insertThreadOnce(
  db: Executor,
  thread: { id: string; subjectKind: TThreadSubject; subjectId: string; title: string },
): Promise<string> {
  const [inserted] = await db
    .insert(threads)
    .values(thread)
    .onConflictDoNothing({ target: [threads.subjectKind, threads.subjectId] })
    .returning({ id: threads.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.subjectKind, thread.subjectKind), eq(threads.subjectId, thread.subjectId)));
  if (!existing)
    throw new Error(`The ${thread.subjectKind} thread ${thread.subjectId} vanished while opening`);
  return existing.id;
}

/** Adds people to a thread; someone already in it keeps what they have read and gets the new route. */
export async function upsertParticipants(
  db: Executor,
  threadId: string,
  participants: { userId: string; route: string }[],
): Promise<void> {
  if (participants.length === 0) return;
  await db
    .insert(threadParticipants)
    .values(participants.map((p) => ({ threadId, userId: p.userId, route: p.route })))
    .onConflictDoUpdate({
      target: [threadParticipants.threadId, threadParticipants.userId],
      set: { route: sql`excluded.route` },
    });
}
