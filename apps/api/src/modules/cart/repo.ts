import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/carts.ts';

export async function listCartItems(db: Executor, userId: string) {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt));
}
