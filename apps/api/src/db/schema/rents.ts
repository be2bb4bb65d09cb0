import {
  RENT_INQUIRY_STATUSES,
  RENT_PERIODS,
  RENT_STATUSES,
  RENT_TYPES,
} from '@bazaar/shared/rent-constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses } from './shop.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A rental a user listed (docs/domain.md "Rent listings and inquiries"). `placePath` holds the place and
 * every place above it, so "rentals in Kathmandu" is one GIN lookup whatever level the place is at. Listed
 * publicly while Active and not hidden; the search vocabulary counts exactly those (custom migration).
 */
export const rentListings = pgTable(
  'rent_listings',
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: RENT_TYPES }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    placeId: uuid()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    placePath: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    street: text().notNull().default(''),
    /** Paisa per `period`. */
    price: integer().notNull(),
    period: text({ enum: RENT_PERIODS }).notNull(),
    /** Paisa. */
    deposit: integer().notNull().default(0),
    availableFrom: date({ mode: 'string' }).notNull(),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: RENT_STATUSES }).notNull().default('Draft'),
    isHidden: boolean().notNull().default(false),
    /** Inquiries ever sent, for the admin's sort and the owner's list. */
    inquiriesCount: integer().notNull().default(0),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${rentListings.title}, '') || ' ' || coalesce(${rentListings.description}, ''))`,
      ),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rent_listings_search_idx').using('gin', t.search),
    index('rent_listings_place_path_idx').using('gin', t.placePath),
    // The public list: Active and visible, newest first.
    index('rent_listings_listing_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHidden} = false and ${t.status} = 'Active'`),
    index('rent_listings_price_idx')
      .on(t.period, t.price)
      .where(sql`${t.isHidden} = false and ${t.status} = 'Active'`),
    index('rent_listings_owner_idx').on(t.ownerId, t.status, t.createdAt),
    check('rent_listings_price_check', sql`${t.price} > 0`),
    check('rent_listings_deposit_check', sql`${t.deposit} >= 0`),
  ],
);

export type RentListingRow = typeof rentListings.$inferSelect;
export type NewRentListingRow = typeof rentListings.$inferInsert;

/**
 * An inquiry about a listing. One open (New or Replied) inquiry per sender per listing: a unique
 * partial index, so two racing inquiries cannot both land. The replies are the inquiry's thread
 * (`threads`, subject `rent-inquiry`).
 */
export const rentInquiries = pgTable(
  'rent_inquiries',
  {
    id: uuid().primaryKey(),
    listingId: uuid()
      .notNull()
      .references(() => rentListings.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's owner when it was sent (listings never change owner): "received" is one index. */
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    phone: text().notNull(),
    visitDate: date({ mode: 'string' }),
    status: text({ enum: RENT_INQUIRY_STATUSES }).notNull().default('New'),
    repliedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rent_inquiries_open_unique')
      .on(t.listingId, t.senderId)
      .where(sql`${t.status} in ('New', 'Replied')`),
    index('rent_inquiries_owner_idx').on(t.ownerId, t.status, t.createdAt),
    index('rent_inquiries_sender_idx').on(t.senderId, t.status, t.createdAt),
    index('rent_inquiries_listing_idx').on(t.listingId, t.createdAt),
  ],
);

export type RentInquiryRow = typeof rentInquiries.$inferSelect;
