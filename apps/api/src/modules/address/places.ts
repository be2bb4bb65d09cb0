import type { TPlace } from '@bazaar/shared/address';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses } from '../../db/schema/shop.ts';

// A listing's place on the address tree (a task's, a rental's): the node and every node above it,
// kept on the row as a path so "everything in Kathmandu" is one GIN lookup at any level.

/** The place and every place above it, nearest first (what a listing's `place_path` holds); [] when unknown. */
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

/** Each place's label (`Baneshwor, Kathmandu, Bagmati`) from the place paths of the rows. */
export async function loadPlaces(
  db: Executor,
  paths: { placeId: string | null; placePath: string[] }[],
): Promise<Map<string, TPlace>> {
  const names = await findPlaceNames(
    db,
    paths.flatMap((p) => p.placePath),
  );
  const out = new Map<string, TPlace>();
  for (const { placeId, placePath } of paths) {
    if (!placeId || out.has(placeId)) continue;
    out.set(placeId, {
      _id: placeId,
      name: names.get(placeId) ?? '',
      label: placePath
        .map((id) => names.get(id))
        .filter(Boolean)
        .join(', '),
    });
  }
  return out;
}

/** The place of a node by id (a tasker's service area). */
export async function loadPlace(db: Executor, placeId: string | null): Promise<TPlace | null> {
  if (!placeId) return null;
  const path = await findPlacePath(db, placeId);
  if (path.length === 0) return null;
  return (await loadPlaces(db, [{ placeId, placePath: path }])).get(placeId) ?? null;
}
