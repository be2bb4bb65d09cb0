import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AddressRow, addresses } from '../../db/schema/shop.ts';

/** Direct children of a node (or the states when parentId is null), by name. */
export async function listAddressChildren(db: Executor, parentId: string | null): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(parentId === null ? isNull(addresses.parentId) : eq(addresses.parentId, parentId))
    .orderBy(asc(addresses.name));
}
