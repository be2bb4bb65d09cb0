import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every email the app sends; without SMTP this table is the mailbox admins read. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  templateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
