import { CATEGORY_SECTIONS } from '@bazaar/shared/category';
import { PRODUCT_STATUSES } from '@bazaar/shared/product';
import { VENDOR_STATUSES } from '@bazaar/shared/vendor';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** A user's store; suspending it hides its products from the shop but keeps its data. */
export const vendors = pgTable('vendors', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  storeName: text().notNull(),
  slug: text().notNull().unique(),
  logo: text(),
  banner: text(),
  description: text().notNull().default(''),
  phone: text(),
  email: text(),
  status: text({ enum: VENDOR_STATUSES }).notNull().default('active'),
  commissionPercent: integer().notNull().default(10),
  /** Where the store is: a node of the address tree plus the street. */
  addressId: uuid(),
  street: text().notNull().default(''),
  panVat: text(),
  /** Bank or wallet details payouts go to (free text the vendor keeps up to date). */
  payoutDetails: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type VendorRow = typeof vendors.$inferSelect;

/** One category table for every section; only the shop nests deeper than one level. */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey(),
    section: text({ enum: CATEGORY_SECTIONS }).notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    image: text(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('categories_section_slug_unique').on(t.section, t.slug),
    index('categories_section_parent_idx').on(t.section, t.parentId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;

export type ProductSpec = { key: string; value: string };

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    brand: text(),
    sku: text(),
    /** Paisa. */
    price: integer().notNull(),
    /** Original price in paisa, shown struck through when above `price`. */
    mrp: integer(),
    stock: integer().notNull().default(0),
    status: text({ enum: PRODUCT_STATUSES }).notNull().default('draft'),
    isFeatured: boolean().notNull().default(false),
    /** Set by admins; hides the product whatever its status. */
    isHidden: boolean().notNull().default(false),
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer().notNull().default(0),
    rating1: integer().notNull().default(0),
    rating2: integer().notNull().default(0),
    rating3: integer().notNull().default(0),
    rating4: integer().notNull().default(0),
    rating5: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    specs: jsonb().$type<ProductSpec[]>().notNull().default([]),
    // 'simple' keeps brand names and Nepali words intact (no English stemming).
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${products.name}, '') || ' ' || coalesce(${products.brand}, '') || ' ' || coalesce(${products.description}, ''))`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_category_price_idx').on(t.categoryId, t.price),
    // The shop listing (category + price sort, any page): an index-only scan over visible products.
    index('products_listing_idx')
      .on(t.categoryId, t.price, t.id.desc(), t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    index('products_status_created_idx').on(t.status, t.createdAt),
    // The default listing (relevance without text: featured, then best sellers), read backwards.
    index('products_featured_idx')
      .on(t.isFeatured, t.soldCount, t.id, t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    // The shop listing by newest (no filter, any page): visible products, read backwards. Ascending,
    // so the backward scan gives `created_at desc, id desc` (nulls first, as ORDER BY … DESC means);
    // a DESC NULLS LAST index would not match that order and the planner would sort instead.
    index('products_newest_idx')
      .on(t.createdAt, t.id, t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    // A category's (or a department's) default and newest orders, index-only: read backwards for one
    // category, sorted from the index for a department's several. Without them a department read
    // every one of its products' rows to order them (10–14 ms at 100,000 products; 3–4 ms with).
    index('products_category_featured_idx')
      .on(t.categoryId, t.isFeatured, t.soldCount, t.id, t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    index('products_category_newest_idx')
      .on(t.categoryId, t.createdAt, t.id, t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    // The whole shop by price, either way (no category): visible products in `price, id desc` order,
    // read backwards for `price desc, id asc`. Without it both sorts read and sorted every product.
    index('products_price_idx')
      .on(t.price, t.id.desc().nullsFirst(), t.vendorId)
      .where(sql`${t.status} = 'active' and ${t.isHidden} = false`),
    index('products_vendor_idx').on(t.vendorId),
    index('products_sold_idx').on(t.soldCount),
    index('products_rating_idx').on(t.ratingAvg),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    options: jsonb().$type<Record<string, string>>().notNull(),
    price: integer().notNull(),
    mrp: integer(),
    stock: integer().notNull().default(0),
    sku: text(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.price} >= 0`),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

/** Nepal's address tree: 0 State, 1 District, 2 Municipality, 3 Area. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    level: smallint().notNull(),
    parentId: uuid().references((): AnyPgColumn => addresses.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('addresses_parent_name_unique').on(t.parentId, t.name).nullsNotDistinct()],
);

export type AddressRow = typeof addresses.$inferSelect;
