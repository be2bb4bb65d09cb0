import { EMAIL_TEMPLATE_KEYS } from '@bazaar/shared/email-template';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the app sends, rendered. Without SMTP this table is the mailbox admins read; with SMTP a
 * row stays unsent, with its error, until a send succeeds (decision 019: the outbox retry).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    templateKey: text().notNull(),
    /** Extra headers to send (an email about a topic: its one-click unsubscribe, RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Sends tried so far. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    /**
     * When a sender may next take the row: a failed send pushes it out (backoff), and a sender that
     * takes it pushes it out by a lease first, so another API instance leaves it alone meanwhile.
     */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/** A super admin's wording of one email; a key without a row uses the default in the shared package. */
export const emailTemplates = pgTable('email_templates', {
  key: text({ enum: EMAIL_TEMPLATE_KEYS }).primaryKey(),
  subject: text().notNull(),
  body: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
