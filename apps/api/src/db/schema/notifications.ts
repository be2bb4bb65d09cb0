import { NOTIFICATION_TYPES } from '@bazaar/shared/notification';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What a person changed of the notification choices (`@bazaar/shared/notification-choices`): only
 * their changes, laid over the defaults when read. No row: every default.
 */
export const notificationChoices = pgTable('notification_choices', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb().$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser that allowed web push: its push service's endpoint and the keys its messages are
 * encrypted to (RFC 8291). One row per endpoint; removed when the push service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
