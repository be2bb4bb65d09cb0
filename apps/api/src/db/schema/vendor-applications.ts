import { VENDOR_APPLICATION_STATUSES } from '@bazaar/shared/vendor-application';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses } from './shop.ts';
import { users } from './users.ts';

/** A user's request to sell in the shop; an admin approves (creating the vendor) or rejects it. */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    panVat: text().notNull(),
    addressAreaId: uuid().references(() => addresses.id, { onDelete: 'set null' }),
    street: text().notNull().default(''),
    description: text().notNull().default(''),
    logo: text(),
    documents: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: VENDOR_APPLICATION_STATUSES }).notNull().default('Pending'),
    rejectionReason: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open application per user, even when two submits race.
    uniqueIndex('vendor_applications_one_pending_idx').on(t.userId).where(sql`${t.status} = 'Pending'`),
    index('vendor_applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type VendorApplicationRow = typeof vendorApplications.$inferSelect;
export type NewVendorApplicationRow = typeof vendorApplications.$inferInsert;
