import {
  CROSS_SELL_FROM,
  CROSS_SELL_LINK_FROM,
  CROSS_SELL_PURPOSES,
  CROSS_SELL_STEPS,
} from '@bazaar/shared/cross-sell';
import { date, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { categories } from './shop.ts';

/**
 * A shop category (its sub-categories follow it) or a kind of rental linked to the task category that
 * helps with it: its products or rentals offer that task (decision 049). One link per key.
 */
export const crossSellLinks = pgTable(
  'cross_sell_links',
  {
    id: uuid().primaryKey(),
    fromSection: text({ enum: CROSS_SELL_LINK_FROM }).notNull(),
    fromKey: text().notNull(),
    purpose: text({ enum: CROSS_SELL_PURPOSES }).notNull(),
    taskCategoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cross_sell_links_from_unique').on(t.fromSection, t.fromKey)],
);

export type CrossSellLinkRow = typeof crossSellLinks.$inferSelect;

/** How often the offers of a section were shown, followed and turned into a posted task, per day (UTC). */
export const crossSellCounts = pgTable(
  'cross_sell_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    fromSection: text({ enum: CROSS_SELL_FROM }).notNull(),
    step: text({ enum: CROSS_SELL_STEPS }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.fromSection, t.step] })],
);
