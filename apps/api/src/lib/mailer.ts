import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { type EmailOutboxRow, emailOutbox } from '../db/schema/email-outbox.ts';
import { newId } from './ids.ts';
import { afterCommit } from './transaction.ts';

export type Email = {
  to: string;
  subject: string;
  body: string;
  templateKey: string;
  /** Extra headers (the one-click unsubscribe's `List-Unsubscribe` pair), kept in the row for retries. */
  headers?: Record<string, string> | null;
};

/** An email as its outbox row is written. */
export type OutboxEmail = Email & { id: string; attempts: number; nextAttemptAt: Date };

/** How long a sender owns a row it took: past it, another instance may take the row again. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** The first retry waits this long; each further one twice as long, up to OUTBOX_MAX_BACKOFF_MS. */
export const OUTBOX_FIRST_BACKOFF_MS = 30_000;
export const OUTBOX_MAX_BACKOFF_MS = 60 * 60_000;
/** Unsent rows older than this are no longer retried (a reset code has long expired); they stay, with their error. */
export const OUTBOX_RETRY_FOR_MS = 24 * 60 * 60_000;
/** How often the retry loop looks for due rows. */
export const OUTBOX_POLL_MS = 15_000;
const OUTBOX_BATCH = 20;

/** The wait before the next try after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS);
}

/**
 * Every email goes into the outbox first. With SMTP_URL the row is sent once the writer's transaction
 * commits; a failure stays in the row (`lastError`, `nextAttemptAt` pushed out by the backoff) and the
 * retry loop sends it later, from whichever API instance takes it first (decision 019).
 */
export type Mailer = {
  readonly isSmtp: boolean;
  /** Queues an email in the caller's transaction (or at once) and tries SMTP after the commit. */
  send: (db: Executor, email: Email) => Promise<void>;
  /** Queues several emails in one statement, as `send` does each. */
  sendAll: (db: Executor, emails: readonly Email[]) => Promise<void>;
  /**
   * For a write that queues emails in its own statement (the checkout): the rows to insert, then
   * `queued` with them in the same transaction, as `sendAll` does after its insert.
   */
  outboxRows: (emails: readonly Email[]) => OutboxEmail[];
  queued: (db: Executor, rows: readonly OutboxEmail[]) => Promise<void>;
  /** Takes the due unsent rows (several instances never take the same one) and tries each; answers how many went out. */
  retryDue: () => Promise<number>;
  /** Starts the retry loop (SMTP only); `stop` ends it. */
  start: () => void;
  /** Ends the loop and waits for a round in progress. */
  stop: () => Promise<void>;
};

type Options = {
  db: Db;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  log?: (err: unknown) => void;
  pollMs?: number;
};

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

export function createMailer(opts: Options): Mailer {
  const { db } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? createTransport({
        url: opts.smtpUrl,
        // A server that hangs must not hold a request (or the loop) for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof createTransport>[0])
    : null;
  const from = opts.from ?? 'Bazaar <no-reply@bazaar.local>';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** Sends a row this instance holds the lease on, and records the outcome. */
  async function deliver(
    row: Pick<EmailOutboxRow, 'id' | 'to' | 'subject' | 'body' | 'attempts'> & {
      headers?: Record<string, string> | null;
    },
  ) {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.body,
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      return true;
    } catch (err) {
      opts.log?.(err);
      await db
        .update(emailOutbox)
        .set({ lastError: errorText(err), nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)) })
        .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)));
      return false;
    }
  }

  async function takeDue(): Promise<EmailOutboxRow[]> {
    const now = new Date();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lte(emailOutbox.nextAttemptAt, now),
          gt(emailOutbox.createdAt, new Date(now.getTime() - OUTBOX_RETRY_FOR_MS)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(OUTBOX_BATCH)
      // Another instance's claim in progress is skipped, not waited for: each row goes to one sender.
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS),
      })
      .where(sql`${emailOutbox.id} in (${due})`)
      .returning();
  }

  async function retryDue(): Promise<number> {
    if (!transport) return 0;
    const rows = await takeDue();
    let sent = 0;
    for (const row of rows) if (await deliver(row)) sent += 1;
    return sent;
  }

  function outboxRows(emails: readonly Email[]): OutboxEmail[] {
    const leased = transport !== null;
    return emails.map((email) => ({
      id: newId(),
      ...email,
      // With SMTP this instance takes the rows for their first try at once.
      attempts: leased ? 1 : 0,
      nextAttemptAt: new Date(Date.now() + (leased ? OUTBOX_LEASE_MS : 0)),
    }));
  }

  async function sendAll(executor: Executor, emails: readonly Email[]): Promise<void> {
    if (emails.length === 0) return;
    const rows = outboxRows(emails);
    await executor.insert(emailOutbox).values(rows);
    await queued(executor, rows);
  }

  async function queued(executor: Executor, rows: readonly OutboxEmail[]): Promise<void> {
    if (!transport || rows.length === 0) return;
    try {
      await afterCommit(executor, async () => {
        for (const row of rows) await deliver({ ...row, attempts: 1 });
      });
    } catch {
      // A transaction not started with inTransaction() cannot run effects after its commit: the rows
      // are queued all the same, and the retry loop sends them once the lease has passed.
    }
  }

  return {
    isSmtp: transport !== null,
    send: (executor, email) => sendAll(executor, [email]),
    sendAll,
    outboxRows,
    queued,
    retryDue,
    start: () => {
      if (!transport || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = retryDue()
          .catch((err) => {
            opts.log?.(err);
            return 0;
          })
          .finally(() => {
            running = null;
          });
      }, opts.pollMs ?? OUTBOX_POLL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
  };
}

/** For the demo seed, which runs before the app: its events email nobody (nothing is queued). */
export const SEED_MAILER: Mailer = {
  isSmtp: false,
  send: async () => {},
  sendAll: async () => {},
  outboxRows: () => [],
  queued: async () => {},
  retryDue: async () => 0,
  start: () => {},
  stop: async () => {},
};
