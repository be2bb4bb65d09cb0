import { THREAD_SUBJECTS } from '@bazaar/shared/thread-constants';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Private message threads (docs/decisions/016-message-threads.md): one per subject of another
 * area (a task, a rent inquiry), so the subject has no foreign key here; the area that opens a
 * thread keeps it alive with its subject.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid().primaryKey(),
    subjectKind: text({ enum: THREAD_SUBJECTS }).notNull(),
    subjectId: uuid().notNull(),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last activity: the newest message's time (strictly increasing per thread), or the opening. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('threads_subject_unique').on(t.subjectKind, t.subjectId)],
);

export type ThreadRow = typeof threads.$inferSelect;

/** Who is in a thread, where their notifications lead, and how far they have read. */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: uuid()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The page this person's notifications about the thread open. */
    route: text().notNull(),
    /** This person's page of what the thread is about, when it is not `route` (a product's page); null: `route`. */
    link: text(),
    /** Messages created after this are unread; null: nothing read yet. */
    lastReadAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    // "My threads" starts from the participant rows of one user.
    index('thread_participants_user_idx').on(t.userId),
  ],
);

export type ThreadParticipantRow = typeof threadParticipants.$inferSelect;

/** A file of a message, as stored: the private upload's id and what the reader is shown of it. */
export type ThreadAttachmentRef = { id: string; name: string; contentType: string; size: number };

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid().primaryKey(),
    threadId: uuid()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** Pictures and PDFs sent with it: the sender's private uploads, served only to the thread's people. */
    attachments: jsonb().$type<ThreadAttachmentRef[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the unread-message sweep took the message (and emailed whoever had not read it by then);
     * null: not yet. Taken once across API instances (decision 050).
     */
    unreadEmailAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Pages of one thread, newest first; also the unread count (messages after a time).
    index('thread_messages_thread_created_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // The sweep's due messages: the few not yet taken, by age.
    index('thread_messages_unread_email_idx').on(t.createdAt).where(sql`${t.unreadEmailAt} is null`),
  ],
);

export type ThreadMessageRow = typeof threadMessages.$inferSelect;
