import { USER_STATUSES } from '@bazaar/shared/auth';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Accounts of every role; a token stays valid only while its `sv` matches `sessionVersion`. */
export const users = pgTable('users', {
  id: uuid().primaryKey(),
  fullName: text().notNull(),
  email: text().notNull().unique(),
  phone: text().unique(),
  passwordHash: text().notNull(),
  image: text(),
  roles: text().array().notNull().default(sql`'{User}'::text[]`),
  isVendorVerified: boolean().notNull().default(false),
  status: text({ enum: USER_STATUSES }).notNull().default('active'),
  sessionVersion: integer().notNull().default(0),
  // Tasker profile, filled by the Task section.
  bio: text(),
  skills: text().array(),
  /** Task categories the tasker works in (ids of `categories` with section 'task'). */
  taskCategoryIds: uuid().array(),
  /** The node of the address tree the tasker works around. */
  taskerServiceAreaId: uuid(),
  /** The tasker's own photo (an upload path); the account image otherwise. */
  taskerPhoto: text(),
  taskerProfileUpdatedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** One-time password reset codes; only a hash of the code is kept. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
