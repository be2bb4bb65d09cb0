/**
 * Money is integer paisa everywhere (docs/product-rules.md "Money"); these are the only places that convert
 * it to or from rupees, format it, or take Bazaar's commission from it.
 */

/** Paisa in one rupee. */
export const PAISA_PER_RUPEE = 100;

/**
 * Rupees → whole paisa, rounded to the nearest paisa with halves away from zero, on the decimal
 * number as written: 1.005 → 101 and 0.1 + 0.2 → 30, where `Math.round(x * 100)` gives 100 and
 * 30 only by luck of binary floating point. Throws on NaN and ±Infinity: they are not amounts.
 */
export function toPaisa(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  // 15 significant digits drop the binary noise of the multiplication (1.005 × 100 = 100.49999…).
  const exact = Number(Math.abs(rupees * PAISA_PER_RUPEE).toPrecision(15));
  return Math.sign(rupees) * Math.round(exact) || 0;
}

/** Paisa → rupees as a number (number inputs, CSV cells, chart axes); use formatPrice to show it. */
export function toRupees(paisa: number): number {
  return paisa / PAISA_PER_RUPEE;
}

/**
 * An amount in rupees as a person typed it (`1234.5`, `"1,234.50"`) → paisa (toPaisa's rounding);
 * null when there is none (`''`, blanks) or it is not a number.
 */
export function parseRupees(input: number | string): number | null {
  if (typeof input === 'string' && input.trim() === '') return null;
  const rupees = typeof input === 'number' ? input : Number(input.replace(/,/g, '').trim());
  return Number.isFinite(rupees) ? toPaisa(rupees) : null;
}

/**
 * Indian digit grouping (`1234567` → `12,34,567`): a comma after every digit followed by pairs of digits
 * and then the last three. Written here rather than with `Intl.NumberFormat('en-IN')`, whose strings
 * these are (money.test.ts compares them): a browser's first `Intl` object loads its locale data, one
 * task of 15–50 ms on a fast machine and four times that on a phone, while a page hydrates (decision 068).
 */
const INDIAN_GROUPS = /(\d)(?=(\d\d)*\d{3}$)/g;

/** `1,23,456`, or `1,23,456.50` with paisa: the rupees of an amount of paisa. */
function rupeesText(paisa: number, withPaisa: boolean): string {
  const whole = Math.round(Math.abs(paisa));
  const rupees = String(Math.floor(whole / PAISA_PER_RUPEE)).replace(INDIAN_GROUPS, '$1,');
  const text = withPaisa ? `${rupees}.${String(whole % PAISA_PER_RUPEE).padStart(2, '0')}` : rupees;
  return paisa < 0 && whole > 0 ? `-${text}` : text;
}

/** A whole count as `n.toLocaleString('en-IN')` writes it: `1234567` → `12,34,567`. */
export function formatCount(n: number): string {
  const text = String(Math.round(Math.abs(n))).replace(INDIAN_GROUPS, '$1,');
  return n <= -0.5 ? `-${text}` : text;
}

/** `Rs. 1,23,456` (Indian digit grouping); paisa, when present, always as two digits (`Rs. 10.50`). */
export function formatPrice(paisa: number): string {
  return `Rs. ${rupeesText(paisa, Math.round(paisa) % PAISA_PER_RUPEE !== 0)}`;
}

/**
 * `Rs. 1,900.00`: always two paisa digits, for pages of accounts (earnings, commission, balances)
 * where whole and fractional amounts stand together and `Rs. 1,900` beside `Rs. 1,235.50` misleads.
 */
export function formatAmount(paisa: number): string {
  return `Rs. ${rupeesText(paisa, true)}`;
}

/**
 * Discount percent, rounded down (docs/product-rules.md "Money"); 0 when there is no higher original price.
 */
export function discountPercent(pricePaisa: number, mrpPaisa: number | null | undefined): number {
  if (!mrpPaisa || mrpPaisa <= pricePaisa) return 0;
  return Math.floor(((mrpPaisa - pricePaisa) / mrpPaisa) * 100);
}

/** What Bazaar's commission is taken from: an order's money and the store's rate snapshotted on it. */
export type TCommissionable = { subtotal: number; discount: number; commissionPercent: number };

/**
 * Bazaar's commission on an order (decision 006): `commissionPercent` % of the items after the
 * voucher discount (subtotal − discount; never the delivery charge), rounded down to whole paisa,
 * so the store keeps the fraction. Nothing when the discount covers the items.
 * The API's SQL spells the same rule in `apps/api/src/sections/shop/vendor-payment/earning-sql.ts`.
 */
export function commissionOf(order: TCommissionable): number {
  const base = Math.max(0, order.subtotal - order.discount);
  return Math.floor((base * order.commissionPercent) / 100);
}

/** What the store earns from a delivered order: its total (delivery included) less the commission. */
export function vendorEarningOf(order: TCommissionable & { total: number }): number {
  return order.total - commissionOf(order);
}
