import { z } from 'zod';
import { writeResult, ZPageQuery, ZPagination } from './pagination.ts';
import { ZProductSummary } from './product.ts';

/** A saved product as the wishlist shows it: the catalogue card plus what "Add to cart" needs. */
export const ZWishlistItem = ZProductSummary.extend({
  /** Stock of the product itself (products with variants are bought from their page). */
  stock: z.number().int(),
  hasVariants: z.boolean(),
  /** False once the product left the shop (archived, hidden, vendor suspended). */
  isAvailable: z.boolean(),
  addedAt: z.string(),
});
export type TWishlistItem = z.infer<typeof ZWishlistItem>;

export const ZWishlistQuery = ZPageQuery;
export const ZWishlistResponse = z.object({ docs: z.array(ZWishlistItem), pagination: ZPagination });
export type TWishlistResponse = z.infer<typeof ZWishlistResponse>;

/** GET /wishlist/ids: every saved product id, so buttons can show their state without paging. */
export const ZWishlistIdsResponse = z.object({ productIds: z.array(z.string()) });
export type TWishlistIdsResponse = z.infer<typeof ZWishlistIdsResponse>;

/** POST /wishlist (idempotent). */
export const ZAddToWishlistRequest = z.object({ productId: z.uuid({ error: 'Enter a valid product id' }) });
export type TAddToWishlistRequest = z.infer<typeof ZAddToWishlistRequest>;

export const ZWishlistProductParams = z.object({ productId: z.uuid({ error: 'Enter a valid product id' }) });

export const ZWishlistWriteResponse = writeResult(
  z.object({ productId: z.string(), isWishlisted: z.boolean() }),
);
export type TWishlistWriteResponse = z.infer<typeof ZWishlistWriteResponse>;
