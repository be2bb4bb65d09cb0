import { USER_STATUSES } from '@bazaar/shared/auth';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * One signed-in session (a sign-in on one browser or client), docs/decisions/033. Its access tokens
 * carry its id (`sid`) and die with it; only a hash of its refresh secret is kept. Signing out sets
 * `revokedAt`; a bumped `users.session_version` ends it too (its `sessionVersion` no longer matches).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the refresh secret the web server keeps in its encrypted session cookie. */
    refreshHash: text().notNull(),
    /** The user's session version when this session was made (or kept by a password change). */
    sessionVersion: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
