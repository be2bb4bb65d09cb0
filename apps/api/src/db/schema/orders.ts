import {
  DELIVERY_STATUSES,
  ORDER_HISTORY_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@bazaar/shared/order';
import { LEDGER_TYPES } from '@bazaar/shared/vendor-payment';
import { VOUCHER_TYPES } from '@bazaar/shared/voucher';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses, products, productVariants, vendors } from './shop.ts';
import { users } from './users.ts';

/**
 * A buyer's saved delivery address; `addressId` is a Municipality or Area of the address tree, or a
 * District with none listed under it.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull().default('Home'),
    recipientName: text().notNull(),
    phone: text().notNull(),
    addressId: uuid()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    /** The District above `addressId`, kept so the delivery charge is one lookup. */
    districtId: uuid()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    street: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;

/** Super-admin delivery charge: one row keyed 'default' with the default charge and free threshold. */
export const deliverySettings = pgTable('delivery_settings', {
  key: text().primaryKey(),
  /** Paisa, charged per order when the district has no charge of its own. */
  defaultCharge: integer().notNull(),
  /** Paisa; an order whose subtotal reaches it ships free. Null: never free. */
  freeThreshold: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A district's own delivery charge (paisa per order). */
export const districtDeliveryCharges = pgTable('district_delivery_charges', {
  districtId: uuid()
    .primaryKey()
    .references(() => addresses.id, { onDelete: 'cascade' }),
  charge: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid().primaryKey(),
    /** Stored upper-case; codes match case-insensitively. */
    code: text().notNull().unique(),
    description: text().notNull().default(''),
    type: text({ enum: VOUCHER_TYPES }).notNull(),
    /** Percent 1–100, or paisa for a fixed voucher. */
    value: integer().notNull(),
    /** Paisa the eligible subtotal must reach. */
    minOrder: integer().notNull().default(0),
    /** Paisa cap on a percent discount; null: no cap. */
    maxDiscount: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    /** Uses across all buyers; null: unlimited. */
    usageLimit: integer(),
    /** Uses per buyer; null: unlimited. */
    perUserLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** Only this vendor's items count towards and get the discount; null: every vendor. */
    vendorId: uuid().references(() => vendors.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_used_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('vouchers_value_positive', sql`${t.value} > 0`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;

/** One checkout: groups the orders (one per vendor) and makes a retried submit idempotent. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    voucherId: uuid().references(() => vouchers.id, { onDelete: 'set null' }),
    voucherCode: text(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    deliveryCharge: integer().notNull().default(0),
    total: integer().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('cod'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('checkouts_user_key_unique').on(t.userId, t.idempotencyKey)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/** A voucher use by a buyer; counts towards the per-user limit. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid().primaryKey(),
    voucherId: uuid()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: uuid()
      .notNull()
      .unique()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    discount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_redemptions_voucher_user_idx').on(t.voucherId, t.userId)],
);

export type ShippingAddressSnapshot = {
  recipientName: string;
  phone: string;
  street: string;
  addressId: string;
  districtId: string;
  /** State → … → Area names, e.g. ['Bagmati', 'Kathmandu', 'Kathmandu Metropolitan City']. */
  path: string[];
  label: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey(),
    /** Human reference shown to people, e.g. BZ-7K2M9QXP. */
    orderNumber: text().notNull().unique(),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('cod'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('Unpaid'),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    deliveryCharge: integer().notNull().default(0),
    total: integer().notNull(),
    /** The vendor's commission % when the order was placed. */
    commissionPercent: integer().notNull(),
    voucherCode: text(),
    shippingAddress: jsonb().$type<ShippingAddressSnapshot>().notNull(),
    note: text().notNull().default(''),
    cancelReason: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A line as bought: name, image and price are snapshots, not live. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    name: text().notNull(),
    slug: text().notNull(),
    image: text(),
    variantOptions: jsonb().$type<Record<string, string>>(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    note: text().notNull().default(''),
    /** Who made the change; null for the system. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ORDER_HISTORY_ACTORS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Delivery record of a shipped order (admin back office). */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text().notNull().default(''),
    trackingNote: text().notNull().default(''),
    status: text({ enum: DELIVERY_STATUSES }).notNull().default('Pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deliveries_status_updated_idx').on(t.status, t.updatedAt)],
);

/** A product review: one per delivered order item. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    isHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The vendor ledger: a delivered order credits an `earning` (total − commission), a return
 * after delivery debits a `reversal`, an admin's payout debits a `payout`. Balance = earnings −
 * reversals − payouts; amounts are positive paisa.
 */
export const vendorLedger = pgTable(
  'vendor_ledger',
  {
    id: uuid().primaryKey(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    type: text({ enum: LEDGER_TYPES }).notNull(),
    amount: integer().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    /** For earnings: the order total and the commission taken from it. */
    orderTotal: integer(),
    commission: integer(),
    /** For payouts. */
    method: text(),
    reference: text(),
    note: text().notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_ledger_vendor_created_idx').on(t.vendorId, t.createdAt),
    // An order is credited (and reversed) at most once.
    uniqueIndex('vendor_ledger_order_type_idx').on(t.orderId, t.type).where(sql`${t.orderId} is not null`),
    check('vendor_ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type VendorLedgerRow = typeof vendorLedger.$inferSelect;
