import { NOTIFICATION_TYPES } from '@bazaar/shared/notification';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type NotificationMeta = { route: string } & Record<string, unknown>;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    notificationType: text({ enum: NOTIFICATION_TYPES }).notNull(),
    metaData: jsonb().$type<NotificationMeta>().notNull(),
    isSeen: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The bell's unseen count scans only unseen rows.
    index('notifications_user_unseen_idx').on(t.userId).where(sql`${t.isSeen} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
