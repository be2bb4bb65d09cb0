import { z } from 'zod';

/** A cart line. Filled by the Shop section; the Foundation only reads it. */
export const ZCartItem = z.object({
  _id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartResponse = z.object({ items: z.array(ZCartItem) });
export type TCartResponse = z.infer<typeof ZCartResponse>;
