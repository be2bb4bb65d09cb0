import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { cartItems, carts } from '../../../db/schema/carts.ts';
import { products, productVariants, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';

const productColumns = {
  productId: products.id,
  name: products.name,
  slug: products.slug,
  images: products.images,
  price: products.price,
  mrp: products.mrp,
  stock: products.stock,
  status: products.status,
  isHidden: products.isHidden,
  vendorId: vendors.id,
  vendorStoreName: vendors.storeName,
  vendorSlug: vendors.slug,
  vendorLogo: vendors.logo,
  vendorStatus: vendors.status,
};

/** A product with its vendor, as a cart line needs it (visible or not: the service decides). */
export type CartProductRow = {
  productId: string;
  name: string;
  slug: string;
  images: string[];
  price: number;
  mrp: number | null;
  stock: number;
  status: 'draft' | 'active' | 'archived';
  isHidden: boolean;
  vendorId: string;
  vendorStoreName: string;
  vendorSlug: string;
  vendorLogo: string | null;
  vendorStatus: 'active' | 'suspended';
};

export type CartVariantRow = {
  id: string;
  productId: string;
  options: Record<string, string>;
  price: number;
  mrp: number | null;
  stock: number;
};

export type CartLineRow = CartProductRow & {
  id: string;
  variantId: string | null;
  quantity: number;
  variant: CartVariantRow | null;
};

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  options: productVariants.options,
  price: productVariants.price,
  mrp: productVariants.mrp,
  stock: productVariants.stock,
};

/** The user's cart lines joined with their products, vendors and variants, oldest first. */
export async function listCartLines(db: Executor, userId: string): Promise<CartLineRow[]> {
  const rows = await db
    .select({
      ...productColumns,
      id: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      variant: variantColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows as CartLineRow[];
}

export async function findProductsByIds(db: Executor, ids: string[]): Promise<CartProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.id, ids));
  return rows as CartProductRow[];
}

/** Every variant of these products (a product with variants must be bought as one of them). */
export async function listVariantsOfProducts(db: Executor, productIds: string[]): Promise<CartVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
}

/** The user's cart id, creating the cart on first use (safe under concurrent first adds). */
export async function ensureCart(db: Executor, userId: string): Promise<string> {
  await db.insert(carts).values({ id: newId(), userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!row) throw new Error('cart vanished right after it was created');
  return row.id;
}

/** The live stock of the line's variant, or of the product when it has none (0 when gone). */
function stockOf(productId: string, variantId: string | null): SQL {
  return variantId
    ? sql`coalesce((select stock from ${productVariants} where id = ${variantId}::uuid and product_id = ${productId}::uuid), 0)`
    : sql`coalesce((select stock from ${products} where id = ${productId}::uuid), 0)`;
}

type LineKey = { cartId: string; userId: string; productId: string; variantId: string | null };

/**
 * Adds `quantity` to the line only if the new total stays within `cap` and the live stock. One
 * statement, so concurrent adds serialise on the line's unique key and can never pass the stock.
 * Null when the add would exceed it (nothing changed).
 */
export async function addToLineWithinStock(
  db: Executor,
  line: LineKey & { quantity: number; cap: number },
): Promise<number | null> {
  const limit = sql`least(${stockOf(line.productId, line.variantId)}, ${line.cap}::int)`;
  const result = await db.execute(sql`
    insert into ${cartItems} (id, cart_id, user_id, product_id, variant_id, quantity)
    select ${newId()}::uuid, ${line.cartId}::uuid, ${line.userId}::uuid, ${line.productId}::uuid,
      ${line.variantId}::uuid, ${line.quantity}::int
    where ${line.quantity}::int <= ${limit}
    on conflict on constraint cart_items_line_unique do update
      set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity <= ${limit}
    returning quantity`);
  const { rows } = result as unknown as { rows: { quantity: number }[] };
  return rows[0]?.quantity ?? null;
}

/**
 * Adds up to `quantity`, clamping the line to the live stock and `cap` (merging a guest cart).
 * Answers the line's quantity afterwards, or null when nothing could be added.
 */
export async function addToLineClamped(
  db: Executor,
  line: LineKey & { quantity: number; cap: number },
): Promise<number | null> {
  const limit = sql`least(${stockOf(line.productId, line.variantId)}, ${line.cap}::int)`;
  const result = await db.execute(sql`
    insert into ${cartItems} (id, cart_id, user_id, product_id, variant_id, quantity)
    select ${newId()}::uuid, ${line.cartId}::uuid, ${line.userId}::uuid, ${line.productId}::uuid,
      ${line.variantId}::uuid, least(${line.quantity}::int, ${limit})
    where ${limit} > 0
    on conflict on constraint cart_items_line_unique do update
      set quantity = greatest(cart_items.quantity, least(cart_items.quantity + excluded.quantity, ${limit}))
    returning quantity`);
  const { rows } = result as unknown as { rows: { quantity: number }[] };
  return rows[0]?.quantity ?? null;
}

export async function findLineQuantity(db: Executor, key: LineKey): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, key.cartId),
        eq(cartItems.productId, key.productId),
        key.variantId ? eq(cartItems.variantId, key.variantId) : sql`${cartItems.variantId} is null`,
      ),
    );
  return row?.quantity ?? 0;
}

/** A line of this user's cart; null for a line that is not theirs or does not exist. */
export async function findUserItem(db: Executor, userId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return row ?? null;
}

/** Sets the quantity only while it fits the live stock; false when it does not (nothing changed). */
export async function setQuantityWithinStock(
  db: Executor,
  item: { id: string; userId: string; productId: string; variantId: string | null; quantity: number },
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity: item.quantity })
    .where(
      and(
        eq(cartItems.id, item.id),
        eq(cartItems.userId, item.userId),
        sql`${item.quantity}::int <= ${stockOf(item.productId, item.variantId)}`,
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteUserItem(db: Executor, userId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteUserItems(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  return rows.length;
}
