import type { ZAdminMessageListQuery } from '@bazaar/shared/message';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema/messages.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';

export async function insertMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

const FOLDER_WHERE = {
  inbox: eq(contactMessages.isArchived, false),
  unread: and(eq(contactMessages.isArchived, false), eq(contactMessages.isRead, false)),
  archived: eq(contactMessages.isArchived, true),
} as const;

/** Unread first, then newest. */
export function listMessages(db: Executor, query: z.output<typeof ZAdminMessageListQuery>) {
  const where = and(
    FOLDER_WHERE[query.folder],
    matchesSearch(query.search, [contactMessages.name, contactMessages.email, contactMessages.subject]),
  );
  return fetchPage(
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(asc(contactMessages.isRead), desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic(),
    db.select({ total: count() }).from(contactMessages).where(where),
    query,
  );
}

export async function countUnread(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(FOLDER_WHERE.unread);
  return row?.total ?? 0;
}

export async function findMessage(db: Executor, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export function listReplies(db: Executor, messageId: string) {
  return db
    .select()
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.createdAt));
}

export async function updateMessage(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof contactMessages.$inferInsert, 'isRead' | 'isArchived' | 'repliedAt'>>,
) {
  const [row] = await db.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
  return row;
}

export async function insertReply(db: Executor, values: typeof contactMessageReplies.$inferInsert) {
  await db.insert(contactMessageReplies).values(values);
}
