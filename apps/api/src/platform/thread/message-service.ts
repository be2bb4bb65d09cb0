import type { TLiveMessageData } from '@bazaar/shared/live-constants';
import type { TPageQuery } from '@bazaar/shared/pagination';
import { buildPagination } from '@bazaar/shared/pagination';
import type { TThreadMessage, TThreadMessagesResponse } from '@bazaar/shared/thread';
import { PRIVATE_UPLOAD_PREFIX } from '@bazaar/shared/upload-constants';
import type { Executor } from '../../db/client.ts';
import type { ThreadAttachmentRef } from '../../db/schema/threads.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { afterCommit, inTransaction } from '../../lib/transaction.ts';
import { holdsContactDetails, isNewAccount } from '../moderation/limits.ts';
import { reportBySystem } from '../moderation/system-report.ts';
import { markSeenAbout, notify, publishSeen, usersWithUnseenAbout } from '../notification/service.ts';
import { checkUploadRefs } from '../upload/refs.ts';
import { findPrivateUpload } from '../upload/repo.ts';
import { openPrivateUpload, type PrivateFile } from '../upload/service.ts';
import { threadMessageReceived } from './notifications.ts';
import * as repo from './repo.ts';
import { NOT_FOUND, readable, type ThreadDeps, toMessage, writable } from './service.ts';

/** Notifications about a thread carry its id under this metaData key. */
const THREAD_META_KEY = 'threadId';

/**
 * GET /thread/:id/attachments/:uploadId: a file sent in the conversation, for its people (and an
 * admin reading it). The file must be one of the thread's messages' own: anything else is a 404.
 */
export async function readThreadAttachment(
  deps: ThreadDeps & Pick<AppDeps, 'privateUploadsDir'>,
  user: UserRow,
  threadId: string,
  uploadId: string,
): Promise<PrivateFile> {
  const { thread } = await readable(deps.db, user, await repo.findThread(deps.db, threadId));
  const attachment = await repo.findAttachment(deps.db, thread.id, uploadId);
  if (!attachment) throw new AppError('NOT_FOUND', 'File not found');
  return openPrivateUpload(deps, attachment);
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
  deps: ThreadDeps & Pick<AppDeps, 'uploadsDir'>,
  sender: UserRow,
  threadId: string,
  body: string,
  attachmentRefs: readonly string[] = [],
): Promise<TThreadMessage> {
  return inTransaction(deps.db, async (tx) => {
    const { thread } = await writable(tx, sender, threadId);
    // Each file is the sender's own private upload (a picture or a PDF), else 400 naming it.
    const refs = await checkUploadRefs({ ...deps, db: tx }, attachmentRefs, {
      kind: 'document',
      field: 'attachments',
      ownerId: sender.id,
    });
    const attachments = await attachmentsOf(tx, refs);
    const createdAt = await repo.stampActivity(tx, thread.id);
    if (!createdAt) throw new AppError('NOT_FOUND', NOT_FOUND);
    // The subject's own rule (a closed inquiry takes no message; an owner's first answer moves it),
    // under the thread's row lock so two messages never both act on it: it may refuse the message,
    // and says whom it told already.
    const rule = deps.threadSubjectRules[thread.subjectKind]?.onMessage;
    const toldBySubject = new Set(
      rule ? await rule(tx, deps, { subjectId: thread.subjectId, sender, body }) : [],
    );
    const id = newId();
    // A new account's first message holding a phone number or a link is delivered, and goes to the
    // moderation queue as the system's report (decision 046).
    const firstOfNewAccount =
      holdsContactDetails(body) &&
      (await isNewAccount(tx, sender.id)) &&
      !(await repo.hasWrittenBefore(tx, sender.id));
    await repo.insertMessage(tx, {
      id,
      threadId: thread.id,
      senderId: sender.id,
      body,
      attachments,
      createdAt,
    });
    if (firstOfNewAccount) {
      await reportBySystem(tx, {
        kind: 'message',
        subjectId: id,
        ownerId: sender.id,
        note: 'First message of an account younger than a day, holding a phone number or a link',
      });
    }
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
            body: body || `Sent ${attachments.length === 1 ? 'a file' : `${attachments.length} files`}`,
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
        attachments,
        createdAt,
        sender: { _id: sender.id, fullName: sender.fullName, image: sender.image },
      },
      deps.imageBaseUrl,
    );
  });
}

/** What a message shows of its files: their names, types and sizes, from the uploads (refs checked). */
async function attachmentsOf(db: Executor, refs: readonly string[]): Promise<ThreadAttachmentRef[]> {
  const found: ThreadAttachmentRef[] = [];
  for (const ref of refs) {
    const row = await findPrivateUpload(db, ref.slice(PRIVATE_UPLOAD_PREFIX.length));
    if (row) found.push({ id: row.id, name: row.name, contentType: row.contentType, size: row.byteSize });
  }
  return found;
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
