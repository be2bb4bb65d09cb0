import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY } from './cart-constants.ts';
import { writeResult } from './pagination.ts';
import { ZVendorCard } from './product.ts';

export { CART_LINE_MAX_QUANTITY } from './cart-constants.ts';

/**
 * A cart line with the product as it is now: price and stock are read live, never stored.
 * `isAvailable` is false when the product left the shop or sold out; such lines stay in the cart
 * (flagged with `issue`) and are left out of the subtotal.
 */
export const ZCartItem = z.object({
  _id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Paisa: the variant's price, else the product's. */
  unitPrice: z.number().int(),
  mrp: z.number().int().nullable(),
  stock: z.number().int(),
  /** e.g. { Size: 'M' }; null for a product without variants. */
  variantOptions: z.record(z.string(), z.string()).nullable(),
  vendor: ZVendorCard,
  /** unitPrice × quantity, in paisa. */
  lineTotal: z.number().int(),
  isAvailable: z.boolean(),
  /** Why the line cannot be bought as it is (sold out, fewer left than asked, gone); null when fine. */
  issue: z.string().nullable(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartResponse = z.object({
  items: z.array(ZCartItem),
  /** Paisa: the sum of the line totals of available lines. */
  subtotal: z.number().int(),
  /** Units in the available lines. */
  itemCount: z.number().int(),
});
export type TCartResponse = z.infer<typeof ZCartResponse>;

const ZQuantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_LINE_MAX_QUANTITY, `Quantity can be at most ${CART_LINE_MAX_QUANTITY}`);

/** One line as a client asks for it; also the shape of a guest cart line in local storage. */
export const ZCartLineInput = z.object({
  productId: z.uuid({ error: 'Enter a valid product id' }),
  variantId: z.uuid({ error: 'Enter a valid variant id' }).nullish(),
  quantity: ZQuantity,
});
export type TCartLineInput = z.infer<typeof ZCartLineInput>;

/** POST /order/user/cart: adds to the line, merging with what is already there. */
export const ZAddToCartRequest = ZCartLineInput;
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;

/** PUT /order/user/cart/:itemId. */
export const ZUpdateCartItemRequest = z.object({ quantity: ZQuantity });
export type TUpdateCartItemRequest = z.infer<typeof ZUpdateCartItemRequest>;

export const ZCartItemParams = z.object({ itemId: z.uuid({ error: 'Enter a valid cart item id' }) });

/** POST /order/user/cart/merge: a guest cart handed over at sign-in. */
export const ZMergeCartRequest = z.object({
  items: z.array(ZCartLineInput).max(100, 'A cart holds at most 100 lines'),
});
export type TMergeCartRequest = z.infer<typeof ZMergeCartRequest>;

/** What merging changed about a guest line: fewer units than asked, or none at all. */
export const ZCartAdjustment = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  /** Null when the product no longer exists in the shop. */
  name: z.string().nullable(),
  requested: z.number().int(),
  added: z.number().int(),
  message: z.string(),
});
export type TCartAdjustment = z.infer<typeof ZCartAdjustment>;

/** Every cart write answers the whole cart, so a client can replace what it shows. */
export const ZCartWriteResponse = writeResult(ZCartResponse);
export type TCartWriteResponse = z.infer<typeof ZCartWriteResponse>;

export const ZMergeCartResponse = writeResult(
  z.object({ cart: ZCartResponse, adjustments: z.array(ZCartAdjustment) }),
);
export type TMergeCartResponse = z.infer<typeof ZMergeCartResponse>;

/** POST /cart/preview (public): a guest cart priced like a signed-in one. */
export const ZCartPreviewRequest = ZMergeCartRequest;
