/** Money is integer paisa everywhere; these format it only at the edge (spec §9). */
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** `Rs. 1,23,456` (Indian digit grouping); paisa are shown only when present. */
export function formatPrice(paisa: number): string {
  return `Rs. ${rupees.format(paisa / 100)}`;
}

/** Discount percent, rounded down (spec §9); 0 when there is no higher original price. */
export function discountPercent(pricePaisa: number, mrpPaisa: number | null | undefined): number {
  if (!mrpPaisa || mrpPaisa <= pricePaisa) return 0;
  return Math.floor(((mrpPaisa - pricePaisa) / mrpPaisa) * 100);
}
