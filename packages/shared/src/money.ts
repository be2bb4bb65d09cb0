/** Money is integer paisa everywhere; these format it only at the edge (README, "Money"). */
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `Rs. 1,23,456` (Indian digit grouping); paisa, when present, always as two digits (`Rs. 10.50`). */
export function formatPrice(paisa: number): string {
  const format = paisa % 100 === 0 ? wholeRupees : rupeesAndPaisa;
  return `Rs. ${format.format(paisa / 100)}`;
}

/** Discount percent, rounded down (README, "Money"); 0 when there is no higher original price. */
export function discountPercent(pricePaisa: number, mrpPaisa: number | null | undefined): number {
  if (!mrpPaisa || mrpPaisa <= pricePaisa) return 0;
  return Math.floor(((mrpPaisa - pricePaisa) / mrpPaisa) * 100);
}
