import { index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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

// product_id / variant_id get their foreign keys when the Shop section adds products.
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
    productId: uuid().notNull(),
    variantId: uuid(),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    unique('cart_items_line_unique').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
