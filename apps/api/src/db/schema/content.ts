import { AD_SLOTS } from '@bazaar/shared/ad';
import { BLOG_STATUSES } from '@bazaar/shared/blog';
import { FAQ_SECTIONS } from '@bazaar/shared/faq';
import { PAGE_KEYS } from '@bazaar/shared/page';
import { SLIDER_PLACEMENTS } from '@bazaar/shared/slider';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Home and shop carousels. */
export const sliders = pgTable(
  'sliders',
  {
    id: uuid().primaryKey(),
    placement: text({ enum: SLIDER_PLACEMENTS }).notNull(),
    image: text().notNull(),
    title: text().notNull().default(''),
    link: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sliders_placement_order_idx').on(t.placement, t.sortOrder)],
);

export type SliderRow = typeof sliders.$inferSelect;

/** One advertisement per slot (super-admin /admin/ad-setting/{slot}). */
export const adPlacements = pgTable('ad_placements', {
  slot: text({ enum: AD_SLOTS }).primaryKey(),
  image: text().notNull(),
  title: text().notNull().default(''),
  link: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type AdPlacementRow = typeof adPlacements.$inferSelect;

/** Blog posts; `body` is sanitised HTML (lib/rich-text.ts). */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    cover: text(),
    excerpt: text().notNull().default(''),
    body: text().notNull(),
    status: text({ enum: BLOG_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_status_published_idx').on(t.status, t.publishedAt)],
);
export type BlogRow = typeof blogs.$inferSelect;

/** Questions and answers of /faq; `answer` is sanitised HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid().primaryKey(),
    section: text({ enum: FAQ_SECTIONS }).notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_section_order_idx').on(t.section, t.sortOrder)],
);
export type FaqRow = typeof faqs.$inferSelect;

/** The about page and each section's policies, one row per key once written; `body` is sanitised HTML. */
export const sitePages = pgTable('site_pages', {
  key: text({ enum: PAGE_KEYS }).primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type SitePageRow = typeof sitePages.$inferSelect;

/** The team on /about. */
export const teamMembers = pgTable('team_members', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  role: text().notNull(),
  photo: text(),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** Partner logos on /about. */
export const partners = pgTable('partners', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  logo: text().notNull(),
  link: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type PartnerRow = typeof partners.$inferSelect;
