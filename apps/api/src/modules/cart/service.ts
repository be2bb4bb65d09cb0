import type { TCartResponse } from '@bazaar/shared/cart';
import type { Executor } from '../../db/client.ts';
import * as repo from './repo.ts';

/** The user's cart lines; prices and stock join in when the Shop section adds products. */
export async function getMyCart(db: Executor, userId: string): Promise<TCartResponse> {
  const rows = await repo.listCartItems(db, userId);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      productId: r.productId,
      variantId: r.variantId,
      quantity: r.quantity,
    })),
  };
}
