import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What visitors write through /contact; admins read, answer by email and archive them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.isArchived, t.isRead, t.createdAt),
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.isRead} = false and ${t.isArchived} = false`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The answers admins sent to a message (each also went out by email). */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid().primaryKey(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    adminName: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);
