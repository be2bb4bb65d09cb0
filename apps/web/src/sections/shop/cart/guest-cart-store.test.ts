import { randomUUID } from 'node:crypto';
import { CART_LINE_MAX_QUANTITY } from '@bazaar/shared/cart';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestCartStore, guestLineId } from './guest-cart-store';

// The store runs in the browser; a Map-backed localStorage stands in for it under Node.
const storage = new Map<string, string>();
const storageListeners = new Set<(e: { key: string | null }) => void>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    addEventListener: (_type: string, fn: (e: { key: string | null }) => void) => storageListeners.add(fn),
    removeEventListener: (_type: string, fn: (e: { key: string | null }) => void) =>
      storageListeners.delete(fn),
  },
});

const KEY = 'bazaar-guest-cart';

describe('guest cart store', () => {
  beforeEach(() => guestCartStore.clear());

  it('merges adds of the same line and keeps it within the stock given', () => {
    const productId = randomUUID();
    expect(guestCartStore.add({ productId, quantity: 2 }, 5)).toBe(2);
    expect(guestCartStore.add({ productId, variantId: null, quantity: 2 }, 5)).toBe(4);
    expect(guestCartStore.add({ productId, quantity: 3 }, 5)).toBe(5);
    expect(guestCartStore.getSnapshot()).toEqual([{ productId, variantId: null, quantity: 5 }]);
    expect(JSON.parse(storage.get(KEY) ?? '[]')).toEqual([{ productId, variantId: null, quantity: 5 }]);
  });

  it('keeps variants apart and never passes the per-line cap', () => {
    const productId = randomUUID();
    const variantId = randomUUID();
    guestCartStore.add({ productId, quantity: 1 });
    guestCartStore.add({ productId, variantId, quantity: 500 }, 1000);
    const lines = guestCartStore.getSnapshot();
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.variantId === variantId)?.quantity).toBe(CART_LINE_MAX_QUANTITY);
  });

  it('updates and removes a line by its id, and empties storage when the cart is empty', () => {
    const productId = randomUUID();
    guestCartStore.add({ productId, quantity: 1 });
    const id = guestLineId({ productId });
    guestCartStore.setQuantity(id, 3);
    expect(guestCartStore.getSnapshot()[0]?.quantity).toBe(3);
    guestCartStore.remove(id);
    expect(guestCartStore.getSnapshot()).toEqual([]);
    expect(storage.has(KEY)).toBe(false);
  });

  it('drops stored lines that are not valid cart lines', () => {
    const productId = randomUUID();
    storage.set(
      KEY,
      JSON.stringify([
        { productId, quantity: 2 },
        { productId: 'x', quantity: 1 },
        { productId, quantity: -1 },
        7,
      ]),
    );
    // Another tab wrote it: the storage event makes the store read it again.
    let notified = 0;
    const unsubscribe = guestCartStore.subscribe(() => notified++);
    for (const fn of storageListeners) fn({ key: KEY });
    unsubscribe();
    expect(notified).toBe(1);
    expect(guestCartStore.getSnapshot()).toEqual([{ productId, variantId: null, quantity: 2 }]);
  });
});
