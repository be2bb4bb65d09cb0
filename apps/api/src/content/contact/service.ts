import {
  CONTACT_MESSAGES_PER_ADDRESS,
  CONTACT_MESSAGES_PER_EMAIL,
  CONTACT_WINDOW_SECONDS,
  type TAdminMessageListResponse,
  type TContactMessage,
  type TContactMessageDetail,
  type ZAdminMessageListQuery,
  type ZContactRequest,
} from '@bazaar/shared/message';
import type { z } from 'zod';
import type { ContactMessageRow } from '../../db/schema/messages.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sendTemplatedEmail } from '../../platform/email-template/service.ts';
import * as repo from './repo.ts';

function toDto(row: ContactMessageRow): TContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: row.isRead,
    isArchived: row.isArchived,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps a message written through /contact. Counted per client address and per sender email in one
 * atomic step with the limits (429 past either), so the form cannot flood the admins' inbox.
 */
export async function createContactMessage(
  deps: AppDeps,
  input: z.output<typeof ZContactRequest>,
  address: string,
): Promise<void> {
  const taken = await deps.counters.take([
    {
      key: `contact:ip:${address}`,
      max: CONTACT_MESSAGES_PER_ADDRESS,
      windowSeconds: CONTACT_WINDOW_SECONDS,
    },
    {
      key: `contact:email:${input.email}`,
      max: CONTACT_MESSAGES_PER_EMAIL,
      windowSeconds: CONTACT_WINDOW_SECONDS,
    },
  ]);
  if (!taken.isAllowed) {
    const minutes = Math.max(1, Math.ceil(taken.resetInSeconds / 60));
    throw new AppError(
      'RATE_LIMITED',
      `You have sent several messages already. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  await repo.insertMessage(deps.db, { id: newId(), ...input });
}

export async function listMessagesForAdmin(
  deps: AppDeps,
  query: z.output<typeof ZAdminMessageListQuery>,
): Promise<TAdminMessageListResponse> {
  return toPage(query, await repo.listMessages(deps.db, query), toDto);
}

export function countUnread(deps: AppDeps): Promise<number> {
  return repo.countUnread(deps.db);
}

/** A message with the answers sent so far. */
export async function getMessage(deps: AppDeps, id: string): Promise<TContactMessageDetail> {
  const row = await repo.findMessage(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  const replies = await repo.listReplies(deps.db, id);
  return {
    ...toDto(row),
    replies: replies.map((r) => ({
      _id: r.id,
      body: r.body,
      adminName: r.adminName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function update(
  deps: AppDeps,
  id: string,
  values: Parameters<typeof repo.updateMessage>[2],
): Promise<TContactMessageDetail> {
  const row = await repo.updateMessage(deps.db, id, values);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return getMessage(deps, id);
}

export const setRead = (deps: AppDeps, id: string, isRead: boolean) => update(deps, id, { isRead });
export const setArchived = (deps: AppDeps, id: string, isArchived: boolean) =>
  update(deps, id, { isArchived });

/**
 * Answers a message by email (the contact-reply template), keeps the answer and marks the message read.
 * The email is queued in the same transaction as the answer: both or neither.
 */
export async function replyToMessage(
  deps: AppDeps,
  admin: UserRow,
  id: string,
  body: string,
): Promise<TContactMessageDetail> {
  const message = await repo.findMessage(deps.db, id);
  if (!message) throw new AppError('NOT_FOUND', 'Message not found');
  await inTransaction(deps.db, async (tx) => {
    const now = new Date();
    await repo.insertReply(tx, {
      id: newId(),
      messageId: id,
      adminId: admin.id,
      adminName: admin.fullName,
      body,
    });
    await repo.updateMessage(tx, id, { isRead: true, repliedAt: now });
    await sendTemplatedEmail(deps, tx, {
      to: message.email,
      templateKey: 'contact-reply',
      values: {
        name: message.name,
        subject: message.subject,
        message: message.message,
        reply: body,
        adminName: admin.fullName,
      },
    });
  });
  return getMessage(deps, id);
}
