import { asc, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Whether any node sits under the `addresses` row of the query (written out in full: a one-table
 * select would render the column bare, and inside the subquery that names the child's own id).
 */
export const hasChildPlaces = sql<boolean>`exists (select 1 from ${addresses} child where child.parent_id = "addresses"."id")`;

/** One node with whether any node sits under it (undefined when unknown). */
export async function findPlace(
  db: Executor,
  id: string,
): Promise<{ id: string; level: number; hasChildren: boolean } | undefined> {
  const [row] = await db
    .select({
      id: addresses.id,
      level: addresses.level,
      hasChildren: hasChildPlaces,
    })
    .from(addresses)
    .where(eq(addresses.id, id))
    .limit(1);
  return row;
}
