import { index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products, productVariants } from './shop.ts';
import { users } from './users.ts';

export const carts = pgTable('carts', {
  id: uuid().primaryKey(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line per product (and variant) in a cart; price and stock are read live from the product.
 * The NULLS NOT DISTINCT unique lets `ON CONFLICT` merge adds of a product without variants too.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    unique('cart_items_line_unique').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;

/** Products a user saved for later; one row per user and product. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type WishlistRow = typeof wishlists.$inferSelect;
