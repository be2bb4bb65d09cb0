import type { TPageQuery } from '@bazaar/shared/pagination';
import { buildPagination } from '@bazaar/shared/pagination';
import type { Section } from '@bazaar/shared/section';
import type {
  TAdminThreadResponse,
  TThreadMessage,
  TThreadMineQuery,
  TThreadMineResponse,
  TThreadParticipant,
  TThreadSubject,
  TThreadSummary,
} from '@bazaar/shared/thread';
import { THREAD_SUBJECTS } from '@bazaar/shared/thread-constants';
import type { Executor } from '../../db/client.ts';
import type { ThreadParticipantRow, ThreadRow } from '../../db/schema/threads.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps, NotifyingDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { hasRole } from '../../plugins/auth.ts';
import { holdNewAccount } from '../moderation/limits.ts';
import { isThreadReported } from '../moderation/repo.ts';
import * as repo from './repo.ts';

export type OpenThreadInput = {
  subject: { kind: TThreadSubject; id: string };
  /** What the thread is about, as its participants see it in their list ("Fix the kitchen tap"). */
  title: string;
  /** `route`: the page that person's notifications about the thread open; `link`: their page of what it is about, if not `route`. */
  participants: { userId: string; route: string; link?: string }[];
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

/** What the thread services need from the app (message-service.ts too). */
export type ThreadDeps = NotifyingDeps & Pick<AppDeps, 'threadSubjectRules'>;

export const NOT_FOUND = 'This conversation does not exist or you are not in it';
const ADMIN_READS_REPORTED = 'An admin can read a conversation only once one of its messages was reported';

/**
 * The thread as `user` may see it: a participant's own, or any thread for an admin (who reads
 * without being in it: `participant` is then null). Anyone else gets the same 404 as for a thread
 * that does not exist, so ids tell outsiders nothing.
 */
export async function readable(
  db: Executor,
  user: UserRow,
  thread: ThreadRow | undefined,
): Promise<{ thread: ThreadRow; participant: ThreadParticipantRow | null }> {
  if (!thread) throw new AppError('NOT_FOUND', NOT_FOUND);
  const participant = await repo.findParticipant(db, thread.id, user.id);
  if (participant) return { thread, participant };
  if (hasRole(user.roles, 'Admin')) {
    // An admin reads a conversation they are not in only once one of its messages was reported.
    if (await isThreadReported(db, thread.id)) return { thread, participant: null };
    throw new AppError('FORBIDDEN', ADMIN_READS_REPORTED);
  }
  throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** Like `readable`, for a write: only a participant; an admin outside the thread reads but gets 403. */
export async function writable(db: Executor, user: UserRow, threadId: string) {
  const { thread, participant } = await readable(db, user, await repo.findThread(db, threadId));
  if (!participant) {
    throw new AppError('FORBIDDEN', 'Only the people in this conversation can write in it or mark it read');
  }
  return { thread, participant };
}

function toPerson(row: repo.PersonRow, imageBaseUrl: string): TThreadParticipant {
  return { _id: row._id, fullName: row.fullName, image: toImageUrl(row.image, imageBaseUrl) };
}

/** A message as the API answers it: its sender as a person, its files by name, type and size. */
export function toMessage(row: repo.MessageWithSender, imageBaseUrl: string): TThreadMessage {
  return {
    _id: row.id,
    threadId: row.threadId,
    sender: toPerson(row.sender, imageBaseUrl),
    body: row.body,
    attachments: row.attachments.map((a) => ({
      _id: a.id,
      name: a.name,
      contentType: a.contentType,
      size: a.size,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The section a subject kind belongs to (every kind is a member of one section's `threadSubjects`). */
function sectionOfKind(deps: Pick<AppDeps, 'threadSubjectRules'>, kind: TThreadSubject): Section {
  const owner = deps.threadSubjectRules[kind];
  if (!owner) throw new Error(`No section owns the thread subject ${kind}`);
  return owner.section;
}

/** Summaries of `rows` for `readerId`: people, the newest message and what the reader has not read. */
async function summarize(
  deps: Pick<ThreadDeps, 'db' | 'imageBaseUrl' | 'threadSubjectRules'>,
  readerId: string,
  rows: { thread: ThreadRow; route: string; link: string | null }[],
): Promise<TThreadSummary[]> {
  const { db, imageBaseUrl } = deps;
  const ids = rows.map((r) => r.thread.id);
  const [people, last, unread] = await Promise.all([
    repo.listParticipants(db, ids),
    repo.lastMessages(db, ids),
    repo.unreadCounts(db, readerId, ids),
  ]);
  return rows.map(({ thread, route, link }) => {
    const lastMessage = last.find((m) => m.threadId === thread.id);
    return {
      _id: thread.id,
      subject: { kind: thread.subjectKind, id: thread.subjectId },
      section: sectionOfKind(deps, thread.subjectKind),
      title: thread.title,
      route,
      link: link ?? route,
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
  // The section's kinds, from the registry: each kind is a member of its section's section.ts.
  const kinds = page.section
    ? THREAD_SUBJECTS.filter((kind) => deps.threadSubjectRules[kind]?.section === page.section)
    : undefined;
  const [{ docs, total }, unreadTotal] = await Promise.all([
    repo.listMyThreads(deps.db, user.id, page, {
      unreadOnly: page.unread ?? false,
      kinds,
      vendorArea: page.area === 'vendor',
    }),
    repo.unreadTotal(deps.db, user.id),
  ]);
  return {
    docs: await summarize(deps, user.id, docs),
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
  return summaryFor(deps, user, thread, participant);
}

async function summaryFor(
  deps: ThreadDeps,
  user: UserRow,
  thread: ThreadRow,
  participant: ThreadParticipantRow | null,
): Promise<TThreadSummary> {
  const [summary] = await summarize(deps, user.id, [
    { thread, route: participant?.route ?? '', link: participant ? participant.link : '' },
  ]);
  if (!summary) throw new AppError('NOT_FOUND', NOT_FOUND);
  return summary;
}

/**
 * POST /thread/open/:kind/:ref: the conversation about what `ref` names, opened for `user` or found.
 * The section owning the kind decides who may open it (404 for a row that is not theirs, 403 for one
 * they may not talk about) and who is in it; a kind its section opens itself (a task's accept) is 404.
 */
export async function openSubjectThread(
  deps: ThreadDeps,
  user: UserRow,
  kind: TThreadSubject,
  ref: string,
): Promise<TThreadSummary> {
  const open = deps.threadSubjectRules[kind]?.open;
  if (!open) throw new AppError('NOT_FOUND', `A ${kind} conversation opens by itself, not on request`);
  const id = await inTransaction(deps.db, async (tx) => {
    const opening = await open(tx, user, ref);
    // Starting a new conversation counts against a new account's hour (decision 046); finding one does not.
    if (!(await repo.findThreadBySubject(tx, kind, opening.subjectId))) {
      await holdNewAccount(tx, user.id, 'conversations', (since) =>
        repo.countJoinedSince(tx, user.id, since),
      );
    }
    return (
      await openThread(tx, {
        subject: { kind, id: opening.subjectId },
        title: opening.title,
        participants: opening.participants,
      })
    ).id;
  });
  const thread = await repo.findThread(deps.db, id);
  const participant = await repo.findParticipant(deps.db, id, user.id);
  if (!thread) throw new AppError('NOT_FOUND', NOT_FOUND);
  return summaryFor(deps, user, thread, participant ?? null);
}

/**
 * GET /admin/threads/:id: a conversation holding a reported message, read by an admin from the
 * moderation queue (or one they are in): its summary and a page of its messages, newest first. Reading marks nothing read; an admin
 * never writes in a thread they are not in (POST answers 403).
 */
export async function adminReadThread(
  deps: ThreadDeps,
  admin: UserRow,
  threadId: string,
  page: TPageQuery,
): Promise<TAdminThreadResponse> {
  const found = await repo.findThread(deps.db, threadId);
  if (!found) throw new AppError('NOT_FOUND', 'This conversation does not exist');
  const { thread, participant } = await readable(deps.db, admin, found);
  const [data, { docs, total }] = await Promise.all([
    summaryFor(deps, admin, thread, participant),
    repo.listMessages(deps.db, thread.id, page),
  ]);
  return {
    data,
    messages: {
      docs: docs.map((m) => toMessage(m, deps.imageBaseUrl)),
      pagination: buildPagination(page.page, page.limit, total),
    },
  };
}
