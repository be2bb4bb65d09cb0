import { MODERATION_ACTIONS, REPORT_KINDS, REPORT_REASONS } from '@bazaar/shared/moderation-constants';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Reports of things people saw (decision 046): a listing, a review, a message or a person of any
 * section, named by `kind` + `subjectId` (no foreign key: the thing lives in its section's table).
 * One per person per thing; `reporterId` null is the system's own report (a new account's first
 * message with a phone number or a link). Open until an admin acts on the thing (`actionId`).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: REPORT_KINDS }).notNull(),
    subjectId: uuid().notNull(),
    reporterId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Who answers for the thing when it was reported (a listing's owner, a review's author). */
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The action that closed it; null while it waits in the queue. */
    actionId: uuid(),
  },
  (t) => [
    uniqueIndex('reports_one_per_reporter').on(t.kind, t.subjectId, t.reporterId),
    // The queue reads the open reports only.
    index('reports_open_idx').on(t.kind, t.subjectId).where(sql`${t.actionId} is null`),
    index('reports_owner_idx').on(t.ownerId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/** What an admin did about a reported thing: who, when, why. Kept for the owner's history. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: REPORT_KINDS }).notNull(),
    subjectId: uuid().notNull(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: MODERATION_ACTIONS }).notNull(),
    reason: text().notNull(),
    adminId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
