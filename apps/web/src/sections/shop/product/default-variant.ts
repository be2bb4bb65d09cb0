import type { TProductVariant } from '@bazaar/shared/product';

// Not in variant-picker.tsx (a client module): the server render of a product page reads it for the
// page's structured data (decision 065).

/** The variant a shopper sees first: the first one in stock, else the first one. */
export function pickDefaultVariant(variants: TProductVariant[]): TProductVariant | null {
  return variants.find((v) => v.stock > 0) ?? variants[0] ?? null;
}
