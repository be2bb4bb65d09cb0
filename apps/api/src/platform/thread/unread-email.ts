import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import { threadMessages, threadParticipants, threads } from '../../db/schema/threads.ts';
import { users } from '../../db/schema/users.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { choicesOf } from '../notification/choices.ts';
import {
  emailNotifications,
  type NotificationEmailDeps,
  type NotificationEmailInput,
} from '../notification/email.ts';
import { excerpt } from '../notification/text.ts';

// "A new message, still unread a while later" by email (decision 050): a sweep in every API process
// takes the messages that have waited UNREAD_EMAIL_AFTER_MS (each once across instances: it marks them
// taken in the statement that takes them) and emails each participant who has not read them since,
// if they want messages by email. One email per person and conversation per sweep, about the newest.

/** How long a message waits unread before its email. */
export const UNREAD_EMAIL_AFTER_MS = 10 * 60_000;
/** How often each API process looks. */
export const UNREAD_EMAIL_SWEEP_MS = 60_000;
/** Messages older than this when first taken (the API was down for long) are taken without an email. */
const TOO_OLD_MS = 24 * 60 * 60_000;
const BATCH = 200;

type Deps = NotificationEmailDeps & { db: Parameters<typeof inTransaction>[0] };

/** One sweep: takes the due messages and emails their unread readers; answers how many emails it queued. */
export async function emailUnreadMessages(deps: Deps, now = new Date()): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    const due = tx
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .where(
        and(
          isNull(threadMessages.unreadEmailAt),
          lte(threadMessages.createdAt, new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS)),
        ),
      )
      .orderBy(asc(threadMessages.createdAt))
      .limit(BATCH)
      // Another instance's sweep in progress is skipped, not waited for: each message is taken once.
      .for('update', { skipLocked: true });
    const taken = await tx
      .update(threadMessages)
      .set({ unreadEmailAt: now })
      .where(sql`${threadMessages.id} in (${due})`)
      .returning({
        threadId: threadMessages.threadId,
        senderId: threadMessages.senderId,
        body: threadMessages.body,
        createdAt: threadMessages.createdAt,
      });
    const recent = taken.filter((m) => m.createdAt.getTime() > now.getTime() - TOO_OLD_MS);
    if (recent.length === 0) return 0;

    const threadIds = [...new Set(recent.map((m) => m.threadId))];
    const [participants, titles, senders] = await Promise.all([
      tx
        .select({
          threadId: threadParticipants.threadId,
          userId: threadParticipants.userId,
          route: threadParticipants.route,
          lastReadAt: threadParticipants.lastReadAt,
        })
        .from(threadParticipants)
        .where(inArray(threadParticipants.threadId, threadIds)),
      tx.select({ id: threads.id, title: threads.title }).from(threads).where(inArray(threads.id, threadIds)),
      tx
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(
          inArray(
            users.id,
            recent.map((m) => m.senderId),
          ),
        ),
    ]);
    const titleOf = new Map(titles.map((t) => [t.id, t.title]));
    const nameOf = new Map(senders.map((s) => [s.id, s.fullName]));

    // The newest unread message of each conversation for each reader who has not read it.
    const newest = new Map<string, NotificationEmailInput>();
    const newestAt = new Map<string, number>();
    for (const message of recent) {
      for (const p of participants) {
        if (p.threadId !== message.threadId || p.userId === message.senderId) continue;
        if (p.lastReadAt && p.lastReadAt >= message.createdAt) continue;
        const key = `${p.userId}:${p.threadId}`;
        if ((newestAt.get(key) ?? 0) > message.createdAt.getTime()) continue;
        newestAt.set(key, message.createdAt.getTime());
        newest.set(key, {
          userId: p.userId,
          topic: 'messages',
          route: p.route,
          email: {
            templateKey: 'message-unread',
            values: {
              senderName: nameOf.get(message.senderId) ?? 'Someone',
              threadTitle: titleOf.get(message.threadId) ?? 'your conversation',
              message: excerpt(message.body, 1000),
            },
          },
        });
      }
    }
    const inputs = [...newest.values()];
    const choices = await choicesOf(
      tx,
      inputs.map((i) => i.userId),
    );
    return emailNotifications(tx, deps, inputs, choices);
  });
}

/** Runs the sweep every `everyMs` in this process until `stop` (which waits for a sweep in progress). */
export function startUnreadMessageEmails(
  deps: Deps,
  opts: { everyMs?: number; log: (err: unknown) => void },
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = emailUnreadMessages(deps)
      .catch(opts.log)
      .finally(() => {
        running = null;
      });
  }, opts.everyMs ?? UNREAD_EMAIL_SWEEP_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
