import type { TCartLineInput } from '@bazaar/shared/cart';
import { CART_LINE_MAX_QUANTITY } from '@bazaar/shared/cart-constants';

/** A guest's cart line in local storage: the merge request's shape (variantId null when none). */
export type TGuestCartLine = { productId: string; variantId: string | null; quantity: number };

const STORAGE_KEY = 'bazaar-guest-cart';
const EMPTY: readonly TGuestCartLine[] = Object.freeze([]);

/** The id a guest line goes by (the preview endpoint answers the same `_id`). */
export function guestLineId(line: { productId: string; variantId?: string | null }): string {
  return `${line.productId}:${line.variantId ?? ''}`;
}

let cached: readonly TGuestCartLine[] | null = null;
const listeners = new Set<() => void>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored line as the API's cart line input accepts it, or null. Checked by hand rather than with
 * the shared zod schema: every public page reads the guest cart, and zod would double its script.
 */
function toGuestLine(raw: unknown): TGuestCartLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { productId, variantId, quantity } = raw as Record<string, unknown>;
  if (typeof productId !== 'string' || !UUID.test(productId)) return null;
  if (variantId != null && (typeof variantId !== 'string' || !UUID.test(variantId))) return null;
  if (
    !Number.isInteger(quantity) ||
    (quantity as number) < 1 ||
    (quantity as number) > CART_LINE_MAX_QUANTITY
  ) {
    return null;
  }
  return {
    productId,
    variantId: (variantId as string | null | undefined) ?? null,
    quantity: quantity as number,
  };
}

/** Reads and validates what is stored; anything malformed (an old format, a hand edit) is dropped. */
function read(): readonly TGuestCartLine[] {
  if (typeof window === 'undefined') return EMPTY;
  if (cached) return cached;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    parsed = [];
  }
  const lines = (Array.isArray(parsed) ? parsed : [])
    .map(toGuestLine)
    .filter((line): line is TGuestCartLine => line !== null);
  cached = lines;
  return lines;
}

function write(lines: readonly TGuestCartLine[]): void {
  cached = lines;
  try {
    if (lines.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
  }
  for (const listener of listeners) listener();
}

export const guestCartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed the cart: forget the cached copy and re-read.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      cached = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: read,
  getServerSnapshot: (): readonly TGuestCartLine[] => EMPTY,

  /** Adds to the line, never above `maxQuantity`; answers how many units the line holds afterwards. */
  add(input: TCartLineInput, maxQuantity: number = CART_LINE_MAX_QUANTITY): number {
    const cap = Math.min(maxQuantity, CART_LINE_MAX_QUANTITY);
    const id = guestLineId(input);
    const lines = [...read()];
    const index = lines.findIndex((l) => guestLineId(l) === id);
    const current = index >= 0 ? (lines[index]?.quantity ?? 0) : 0;
    const next = Math.min(current + input.quantity, cap);
    const line = { productId: input.productId, variantId: input.variantId ?? null, quantity: next };
    if (index >= 0) lines[index] = line;
    else lines.push(line);
    write(lines);
    return next;
  },

  setQuantity(id: string, quantity: number): void {
    write(read().map((l) => (guestLineId(l) === id ? { ...l, quantity } : l)));
  },

  remove(id: string): void {
    write(read().filter((l) => guestLineId(l) !== id));
  },

  clear(): void {
    write(EMPTY);
  },
};
