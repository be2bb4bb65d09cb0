import type { TLiveMessageData } from '@bazaar/shared/live-constants';
import type { TPageQuery } from '@bazaar/shared/pagination';
import { buildPagination } from '@bazaar/shared/pagination';
import type {
  TThreadMessage,
  TThreadMessagesResponse,
  TThreadMineQuery,
  TThreadMineResponse,
  TThreadParticipant,
  TThreadSubject,
  TThreadSummary,
} from '@bazaar/shared/thread';
import type { Executor } from '../../db/client.ts';
import type { ThreadParticipantRow, ThreadRow } from '../../db/schema/threads.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { afterCommit, inTransaction } from '../../lib/transaction.ts';
import { hasRole } from '../../plugins/auth.ts';
import { markSeenAbout, notify, publishSeen, usersWithUnseenAbout } from '../notification/service.ts';
import { threadMessageReceived } from './notifications.ts';
import * as repo from './repo.ts';

export type OpenThreadInput = {
  subject: { kind: TThreadSubject; id: string };
  /** What the thread is about, as its participants see it in their list ("Fix the kitchen tap"). */
  title: string;
  /** `route`: the page that person's notifications about the thread open. */
  participants: { userId: string; route: string }[];
};

/**
 * Opens the subject's private thread inside the caller's transaction (a task's accept): one
 * thread per subject, so calling again (or two transactions racing) answers the same thread.
 * A later call adds people who are not in it yet and updates the routes of those who are.
 */
export async function openThread(tx: Executor, input: OpenThreadInput): Promise<{ id: string }> {
  const participants = [...new Map(input.participants.map((p) => [p.userId, p])).values()];
  if (participants.length === 0) throw new Error('A thread needs at least one participant');
  const id = await repo.insertThreadOnce(tx, {
    id: newId(),
    subjectKind: input.subject.kind,
    subjectId: input.subject.id,
    title: input.title,
  });
  await repo.upsertParticipants(tx, id, participants);
  return { id };
}

type ThreadDeps = Pick<
  AppDeps,
  'db' | 'live' | 'push' | 'mailer' | 'webOrigin' | 'publicApiUrl' | 'jwtSecret' | 'imageBaseUrl'
>;

/** Notifications about a thread carry its id under this metaData key. */
const THREAD_META_KEY = 'threadId';

const NOT_FOUND = 'This conversation does not exist or you are not in it';

/**
 * The thread as `user` may see it: a participant's own, or any thread for an admin (who reads
 * without being in it: `participant` is then null). Anyone else gets the same 404 as for a thread
 * that does not exist, so ids tell outsiders nothing.
 */
async function readable(
  db: Executor,
  user: UserRow,
  thread: ThreadRow | undefined,
): Promise<{ thread: ThreadRow; participant: ThreadParticipantRow | null }> {
  if (!thread) throw new AppError('NOT_FOUND', NOT_FOUND);
  const participant = await repo.findParticipant(db, thread.id, user.id);
  if (participant) return { thread, participant };
  if (hasRole(user.roles, 'Admin')) return { thread, participant: null };
  throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** Like `readable`, for a write: only a participant; an admin outside the thread reads but gets 403. */
async function writable(db: Executor, user: UserRow, threadId: string) {
  const { thread, participant } = await readable(db, user, await repo.findThread(db, threadId));
  if (!participant) {
    throw new AppError('FORBIDDEN', 'Only the people in this conversation can write in it or mark it read');
  }
  return { thread, participant };
}

function toPerson(row: repo.PersonRow, imageBaseUrl: string): TThreadParticipant {
  return { _id: row._id, fullName: row.fullName, image: toImageUrl(row.image, imageBaseUrl) };
}

function toMessage(row: repo.MessageWithSender, imageBaseUrl: string): TThreadMessage {
  return {
    _id: row.id,
    threadId: row.threadId,
    sender: toPerson(row.sender, imageBaseUrl),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Summaries of `rows` for `readerId`: people, the newest message and what the reader has not read. */
async function summarize(
  db: Executor,
  imageBaseUrl: string,
  readerId: string,
  rows: { thread: ThreadRow; route: string }[],
): Promise<TThreadSummary[]> {
  const ids = rows.map((r) => r.thread.id);
  const [people, last, unread] = await Promise.all([
    repo.listParticipants(db, ids),
    repo.lastMessages(db, ids),
    repo.unreadCounts(db, readerId, ids),
  ]);
  return rows.map(({ thread, route }) => {
    const lastMessage = last.find((m) => m.threadId === thread.id);
    return {
      _id: thread.id,
      subject: { kind: thread.subjectKind, id: thread.subjectId },
      title: thread.title,
      route,
      participants: people.filter((p) => p.threadId === thread.id).map((p) => toPerson(p, imageBaseUrl)),
      lastMessage: lastMessage ? toMessage(lastMessage, imageBaseUrl) : null,
      unreadCount: unread.get(thread.id) ?? 0,
      updatedAt: thread.updatedAt.toISOString(),
    };
  });
}

/** GET /thread/mine: the reader's threads, newest activity first, with the unread total. */
export async function listMyThreads(
  deps: ThreadDeps,
  user: UserRow,
  page: TThreadMineQuery,
): Promise<TThreadMineResponse> {
  const [{ docs, total }, unreadTotal] = await Promise.all([
    repo.listMyThreads(deps.db, user.id, page, page.unread ?? false),
    repo.unreadTotal(deps.db, user.id),
  ]);
  return {
    docs: await summarize(deps.db, deps.imageBaseUrl, user.id, docs),
    pagination: buildPagination(page.page, page.limit, total),
    unreadTotal,
  };
}

/** GET /thread/subject/:kind/:subjectId. */
export async function getThreadBySubject(
  deps: ThreadDeps,
  user: UserRow,
  kind: TThreadSubject,
  subjectId: string,
): Promise<TThreadSummary> {
  const found = await repo.findThreadBySubject(deps.db, kind, subjectId);
  const { thread, participant } = await readable(deps.db, user, found);
  const [summary] = await summarize(deps.db, deps.imageBaseUrl, user.id, [
    { thread, route: participant?.route ?? '' },
  ]);
  if (!summary) throw new AppError('NOT_FOUND', NOT_FOUND);
  return summary;
}

/** GET /thread/:id/messages: newest first. Reading does not mark read (PUT /read does). */
export async function listThreadMessages(
  deps: ThreadDeps,
  user: UserRow,
  threadId: string,
  page: TPageQuery,
): Promise<TThreadMessagesResponse> {
  await readable(deps.db, user, await repo.findThread(deps.db, threadId));
  const { docs, total } = await repo.listMessages(deps.db, threadId, page);
  return {
    docs: docs.map((m) => toMessage(m, deps.imageBaseUrl)),
    pagination: buildPagination(page.page, page.limit, total),
  };
}

/**
 * POST /thread/:id/messages. The sender has read everything up to their message. Every other
 * participant is told, at their own route, once the message is committed; except one who still
 * has an unseen notification about this thread: it already leads them here, and a busy
 * conversation would otherwise fill their bell with one notification per message. Reading the
 * thread marks its notifications seen, so the next message after that is told again.
 */
export async function postMessage(
  deps: ThreadDeps & Pick<AppDeps, 'threadSubjectRules'>,
  sender: UserRow,
  threadId: string,
  body: string,
): Promise<TThreadMessage> {
  return inTransaction(deps.db, async (tx) => {
    const { thread } = await writable(tx, sender, threadId);
    const createdAt = await repo.stampActivity(tx, thread.id);
    if (!createdAt) throw new AppError('NOT_FOUND', NOT_FOUND);
    // The subject's own rule (a closed inquiry takes no message; an owner's first answer moves it),
    // under the thread's row lock so two messages never both act on it: it may refuse the message,
    // and says whom it told already.
    const rule = deps.threadSubjectRules[thread.subjectKind];
    const toldBySubject = new Set(
      rule ? await rule(tx, deps, { subjectId: thread.subjectId, sender, body }) : [],
    );
    const id = newId();
    await repo.insertMessage(tx, { id, threadId: thread.id, senderId: sender.id, body, createdAt });
    await repo.markRead(tx, thread.id, sender.id, createdAt);

    const others = (await repo.listParticipants(tx, [thread.id])).filter((p) => p._id !== sender.id);
    const alreadyTold = await usersWithUnseenAbout(
      tx,
      others.map((p) => p._id),
      THREAD_META_KEY,
      thread.id,
    );
    await notify(
      tx,
      deps,
      ...others
        .filter((p) => !alreadyTold.has(p._id) && !toldBySubject.has(p._id))
        .map((p) =>
          threadMessageReceived({
            userId: p._id,
            route: p.route,
            threadId: thread.id,
            subject: { kind: thread.subjectKind, id: thread.subjectId },
            threadTitle: thread.title,
            senderName: sender.fullName,
            body,
          }),
        ),
    );
    // Every participant's open conversation and Messages count, the sender's other tabs too.
    const subject = { kind: thread.subjectKind, id: thread.subjectId };
    await afterCommit(tx, () =>
      deps.live.publish(
        [sender.id, ...others.map((p) => p._id)].map((userId) => ({
          userId,
          event: {
            type: 'message' as const,
            id,
            data: { threadId: thread.id, messageId: id, subject, senderId: sender.id },
          },
        })),
      ),
    );
    return toMessage(
      {
        id,
        threadId: thread.id,
        body,
        createdAt,
        sender: { _id: sender.id, fullName: sender.fullName, image: sender.image },
      },
      deps.imageBaseUrl,
    );
  });
}

/** PUT /thread/:id/read: everything so far is read, and the notifications about the thread are seen. */
export async function markThreadRead(
  deps: ThreadDeps,
  user: UserRow,
  threadId: string,
): Promise<{ _id: string; readAt: string; unreadCount: 0 }> {
  return inTransaction(deps.db, async (tx) => {
    const { thread } = await writable(tx, user, threadId);
    const readAt = await repo.markRead(tx, thread.id, user.id);
    await markSeenAbout(tx, user.id, THREAD_META_KEY, thread.id);
    await publishSeen(tx, deps, user.id, thread.id);
    return { _id: thread.id, readAt: (readAt ?? thread.updatedAt).toISOString(), unreadCount: 0 };
  });
}

/** The messages posted after `since` in the reader's threads, as live events (a stream's replay). */
export async function listMyMessageEventsSince(
  db: Executor,
  userId: string,
  since: Date,
  limit: number,
): Promise<Array<{ createdAt: Date; data: TLiveMessageData }>> {
  const rows = await repo.listMessagesSince(db, userId, since, limit);
  return rows.map((row) => ({
    createdAt: row.createdAt,
    data: {
      threadId: row.threadId,
      messageId: row.id,
      subject: { kind: row.subjectKind, id: row.subjectId },
      senderId: row.senderId,
    },
  }));
}
