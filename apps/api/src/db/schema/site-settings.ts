import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A single row keyed 'default': the public site information. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  siteName: text().notNull(),
  logo: text(),
  contactNumber: text().notNull(),
  email: text().notNull().default(''),
  address: text().notNull().default(''),
  facebookLink: text().notNull().default(''),
  instagramLink: text().notNull().default(''),
  twitterLink: text().notNull().default(''),
  youtubeLink: text().notNull().default(''),
  appStoreLink: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;
