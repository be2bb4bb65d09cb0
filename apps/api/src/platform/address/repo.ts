import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** The place and every place above it, nearest first (what a listing's `place_path` holds). */
export async function findPlacePath(db: Executor, placeId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive up as (
      select id, parent_id, 0 as depth from ${addresses} where id = ${placeId}
      union all
      select a.id, a.parent_id, up.depth + 1 from ${addresses} a join up on a.id = up.parent_id
      where up.depth < 10
    )
    select id from up order by depth`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Names of address nodes by id. */
export async function findPlaceNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: addresses.id, name: addresses.name })
    .from(addresses)
    .where(inArray(addresses.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
