import {
  TASK_OFFER_STATUSES,
  TASK_REVIEW_ROLES,
  TASK_STATUSES,
  TASK_WHEN_KINDS,
} from '@bazaar/shared/task-constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses, categories } from './shop.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A task a user posted (docs/domain.md "Tasks, offers and task reviews"). `placePath` holds the place and
 * every place above it, so "tasks in Kathmandu" is one GIN lookup whatever level the task's place is at.
 * Listed publicly unless Cancelled or hidden by an admin; the search vocabulary counts exactly those (custom
 * migration).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey(),
    posterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    isRemote: boolean().notNull().default(false),
    placeId: uuid().references(() => addresses.id, { onDelete: 'restrict' }),
    placePath: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    street: text().notNull().default(''),
    whenKind: text({ enum: TASK_WHEN_KINDS }).notNull(),
    whenDate: date({ mode: 'string' }),
    /** Paisa. */
    budget: integer().notNull(),
    status: text({ enum: TASK_STATUSES }).notNull().default('Open'),
    assignedTaskerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    acceptedOfferId: uuid(),
    /** The tasker marked it done; the poster's confirmation moves it to Completed. */
    doneAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    cancelledBy: text({ enum: ['Poster', 'Admin'] }),
    isHidden: boolean().notNull().default(false),
    /** Offers made and not withdrawn. */
    offersCount: integer().notNull().default(0),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${tasks.title}, '') || ' ' || coalesce(${tasks.description}, ''))`,
      ),
    /**
     * The category and every place of the path in one array: "cleaning in Kathmandu" is one GIN lookup
     * of both (`facets @> {category, place}`) instead of two bitmaps ANDed, the category's of 5,000
     * rows (2–3 ms at 100,000 tasks against 0.4 ms).
     */
    facets: uuid()
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`array[${tasks.categoryId}] || ${tasks.placePath}`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Listed tasks only, as the public list reads them: its capped count of a broad word's matches
    // then never visits the table (migration 0023).
    index('tasks_search_idx')
      .using('gin', t.search)
      .where(sql`${t.isHidden} = false and ${t.status} <> 'Cancelled'`),
    index('tasks_place_path_idx').using('gin', t.placePath),
    index('tasks_facets_idx').using('gin', t.facets),
    // The public list's indexes, one per order it offers, are covering (INCLUDE, which this schema
    // cannot declare): migrations 0012 and 0015 create them.
    index('tasks_category_idx').on(t.categoryId, t.status),
    index('tasks_poster_idx').on(t.posterId, t.status, t.createdAt),
    index('tasks_tasker_idx').on(t.assignedTaskerId, t.status),
    check('tasks_budget_check', sql`${t.budget} > 0`),
    check('tasks_offers_count_check', sql`${t.offersCount} >= 0`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

/**
 * An offer on a task. `serviceChargePercent` is the setting when it was made, kept on it. One live
 * (Pending or Accepted) offer per tasker per task: a unique partial index, so two racing offers
 * cannot both land.
 */
export const taskOffers = pgTable(
  'task_offers',
  {
    id: uuid().primaryKey(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    taskerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paisa. */
    amount: integer().notNull(),
    message: text().notNull(),
    serviceChargePercent: integer().notNull(),
    status: text({ enum: TASK_OFFER_STATUSES }).notNull().default('Pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_offers_live_unique')
      .on(t.taskId, t.taskerId)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
    index('task_offers_task_idx').on(t.taskId, t.status),
    index('task_offers_tasker_idx').on(t.taskerId, t.status, t.createdAt),
    check('task_offers_amount_check', sql`${t.amount} > 0`),
  ],
);

export type TaskOfferRow = typeof taskOffers.$inferSelect;

/** A public question on a task and the poster's answer (once). */
export const taskQuestions = pgTable(
  'task_questions',
  {
    id: uuid().primaryKey(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    askerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_questions_task_idx').on(t.taskId, t.createdAt)],
);

export type TaskQuestionRow = typeof taskQuestions.$inferSelect;

/** A review by one person of a completed task about the other: once per author per task. */
export const taskReviews = pgTable(
  'task_reviews',
  {
    id: uuid().primaryKey(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectRole: text({ enum: TASK_REVIEW_ROLES }).notNull(),
    rating: smallint().notNull(),
    comment: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    isHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_reviews_task_author_unique').on(t.taskId, t.authorId),
    index('task_reviews_subject_idx').on(t.subjectId, t.subjectRole, t.createdAt),
    index('task_reviews_author_idx').on(t.authorId, t.createdAt),
    check('task_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type TaskReviewRow = typeof taskReviews.$inferSelect;

/** Super-admin task setting: one row keyed 'default' (beside the delivery charge's `delivery_settings`). */
export const taskSettings = pgTable('task_settings', {
  key: text().primaryKey(),
  /** A whole percent of each offer, kept on the offer when it is made. */
  serviceChargePercent: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
