import type { TPageQuery } from '@bazaar/shared/pagination';
import type { TThreadSubject } from '@bazaar/shared/thread';
import { and, asc, count, desc, eq, gt, gte, inArray, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ThreadAttachmentRef,
  type ThreadParticipantRow,
  type ThreadRow,
  threadMessages,
  threadParticipants,
  threads,
} from '../../db/schema/threads.ts';
import { users } from '../../db/schema/users.ts';
import { fetchPage } from '../../lib/list-query.ts';

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
  const existing = await findThreadBySubject(db, thread.subjectKind, thread.subjectId);
  if (!existing)
    throw new Error(`The ${thread.subjectKind} thread ${thread.subjectId} vanished while opening`);
  return existing.id;
}

/** Adds people to a thread; someone already in it keeps what they have read and gets the new route. */
export async function upsertParticipants(
  db: Executor,
  threadId: string,
  participants: { userId: string; route: string; link?: string }[],
): Promise<void> {
  if (participants.length === 0) return;
  await db
    .insert(threadParticipants)
    .values(participants.map((p) => ({ threadId, userId: p.userId, route: p.route, link: p.link ?? null })))
    .onConflictDoUpdate({
      target: [threadParticipants.threadId, threadParticipants.userId],
      set: { route: sql`excluded.route`, link: sql`excluded.link` },
    });
}

export async function findThread(db: Executor, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(threads).where(eq(threads.id, id));
  return row;
}

export async function findThreadBySubject(
  db: Executor,
  kind: TThreadSubject,
  subjectId: string,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.subjectKind, kind), eq(threads.subjectId, subjectId)));
  return row;
}

/** How many conversations the person joined since a time (a new account's limit on starting them). */
export async function countJoinedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(threadParticipants)
    .where(and(eq(threadParticipants.userId, userId), gte(threadParticipants.joinedAt, since)));
  return row?.n ?? 0;
}

export async function findParticipant(
  db: Executor,
  threadId: string,
  userId: string,
): Promise<ThreadParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)));
  return row;
}

const personColumns = { _id: users.id, fullName: users.fullName, image: users.image };
export type PersonRow = { _id: string; fullName: string; image: string | null };

/** The people of each thread, in the order they joined, with their routes. */
export async function listParticipants(db: Executor, threadIds: string[]) {
  if (threadIds.length === 0) return [];
  return db
    .select({ threadId: threadParticipants.threadId, route: threadParticipants.route, ...personColumns })
    .from(threadParticipants)
    .innerJoin(users, eq(users.id, threadParticipants.userId))
    .where(inArray(threadParticipants.threadId, threadIds))
    .orderBy(threadParticipants.joinedAt, users.id);
}

const messageColumns = {
  id: threadMessages.id,
  threadId: threadMessages.threadId,
  body: threadMessages.body,
  attachments: threadMessages.attachments,
  createdAt: threadMessages.createdAt,
  sender: personColumns,
};
export type MessageWithSender = {
  id: string;
  threadId: string;
  body: string;
  attachments: ThreadAttachmentRef[];
  createdAt: Date;
  sender: PersonRow;
};

/** The newest message of each thread. */
export async function lastMessages(db: Executor, threadIds: string[]): Promise<MessageWithSender[]> {
  if (threadIds.length === 0) return [];
  const newest = db
    .selectDistinctOn([threadMessages.threadId], { id: threadMessages.id })
    .from(threadMessages)
    .where(inArray(threadMessages.threadId, threadIds))
    .orderBy(threadMessages.threadId, desc(threadMessages.createdAt), desc(threadMessages.id));
  return db
    .select(messageColumns)
    .from(threadMessages)
    .innerJoin(users, eq(users.id, threadMessages.senderId))
    .where(inArray(threadMessages.id, newest));
}

/** Messages from the others a participant has not read: those after their read mark. */
function unreadOf(userId: string) {
  return and(
    eq(threadMessages.threadId, threadParticipants.threadId),
    ne(threadMessages.senderId, userId),
    sql`${threadMessages.createdAt} > coalesce(${threadParticipants.lastReadAt}, '-infinity'::timestamptz)`,
  );
}

/** How many messages `userId` has not read, per thread (threads with none are left out). */
export async function unreadCounts(db: Executor, userId: string, threadIds: string[]) {
  if (threadIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ threadId: threadParticipants.threadId, unread: count() })
    .from(threadParticipants)
    .innerJoin(threadMessages, unreadOf(userId))
    .where(and(eq(threadParticipants.userId, userId), inArray(threadParticipants.threadId, threadIds)))
    .groupBy(threadParticipants.threadId);
  return new Map(rows.map((r) => [r.threadId, r.unread]));
}

/** Unread messages across every thread of `userId`. */
export async function unreadTotal(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(threadParticipants)
    .innerJoin(threadMessages, unreadOf(userId))
    .where(eq(threadParticipants.userId, userId));
  return row?.unread ?? 0;
}

/**
 * The threads `userId` is in, newest activity first, with their route for that person; with
 * `unreadOnly`, those holding a message from someone else after the read mark.
 */
export async function listMyThreads(
  db: Executor,
  userId: string,
  page: TPageQuery,
  filter: { unreadOnly?: boolean; kinds?: readonly TThreadSubject[]; vendorArea?: boolean } = {},
) {
  const unread = sql`exists (${db.select({ one: sql`1` }).from(threadMessages).where(unreadOf(userId))})`;
  const mine = and(
    eq(threadParticipants.userId, userId),
    filter.unreadOnly ? unread : undefined,
    filter.kinds ? inArray(threads.subjectKind, [...filter.kinds]) : undefined,
    // In as a store: the vendor side's page of every store conversation is in the vendor area.
    filter.vendorArea ? like(threadParticipants.route, '/vendor/%') : undefined,
  );
  return fetchPage(
    db
      .select({ thread: threads, route: threadParticipants.route, link: threadParticipants.link })
      .from(threadParticipants)
      .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
      .where(mine)
      .orderBy(desc(threads.updatedAt), desc(threads.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(threadParticipants)
      .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
      .where(mine),
    page,
  );
}

/** Whether a message of the thread carries the private upload `uploadId` (its people may download it). */
export async function findAttachment(
  db: Executor,
  threadId: string,
  uploadId: string,
): Promise<ThreadAttachmentRef | undefined> {
  const [row] = await db
    .select({ attachments: threadMessages.attachments })
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        sql`${threadMessages.attachments} @> ${JSON.stringify([{ id: uploadId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.attachments.find((a) => a.id === uploadId);
}

/** One page of a thread's messages, newest first (the id orders messages of the same instant). */
export async function listMessages(db: Executor, threadId: string, page: TPageQuery) {
  const where = eq(threadMessages.threadId, threadId);
  return fetchPage(
    db
      .select(messageColumns)
      .from(threadMessages)
      .innerJoin(users, eq(users.id, threadMessages.senderId))
      .where(where)
      .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
      .$dynamic(),
    db.select({ total: count() }).from(threadMessages).where(where),
    page,
  );
}

/**
 * Takes the thread's row lock and moves its activity time to now, strictly after the previous
 * message: messages of one thread are written one at a time, each later than the one before, so a
 * read mark taken from `updated_at` never covers a message still being written (decision 016).
 */
export async function stampActivity(db: Executor, threadId: string): Promise<Date | undefined> {
  const [row] = await db
    .update(threads)
    .set({ updatedAt: sql`greatest(clock_timestamp(), ${threads.updatedAt} + interval '1 microsecond')` })
    .where(eq(threads.id, threadId))
    .returning({ at: threads.updatedAt });
  return row?.at;
}

export async function insertMessage(
  db: Executor,
  message: {
    id: string;
    threadId: string;
    senderId: string;
    body: string;
    attachments: ThreadAttachmentRef[];
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(threadMessages).values(message);
}

/**
 * Marks everything in the thread read for `userId`, up to the newest committed message (the
 * thread's activity time), or up to `at` when given (a sender has read their own message).
 */
export async function markRead(
  db: Executor,
  threadId: string,
  userId: string,
  at?: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(threadParticipants)
    .set({
      lastReadAt: at ?? sql`(select ${threads.updatedAt} from ${threads} where ${threads.id} = ${threadId})`,
    })
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)))
    .returning({ at: threadParticipants.lastReadAt });
  return row?.at ?? null;
}

/**
 * Messages posted after `since` in the threads `userId` is in, oldest first, at most `limit`, with
 * their thread's subject (a reconnecting live stream replays them).
 */
export async function listMessagesSince(db: Executor, userId: string, since: Date, limit: number) {
  return db
    .select({
      id: threadMessages.id,
      threadId: threadMessages.threadId,
      senderId: threadMessages.senderId,
      createdAt: threadMessages.createdAt,
      subjectKind: threads.subjectKind,
      subjectId: threads.subjectId,
    })
    .from(threadParticipants)
    .innerJoin(threadMessages, eq(threadMessages.threadId, threadParticipants.threadId))
    .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
    .where(and(eq(threadParticipants.userId, userId), gt(threadMessages.createdAt, since)))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id))
    .limit(limit);
}

/** Whether this person wrote any message before (a new account's first message is checked, decision 046). */
export async function hasWrittenBefore(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(eq(threadMessages.senderId, userId))
    .limit(1);
  return Boolean(row);
}
