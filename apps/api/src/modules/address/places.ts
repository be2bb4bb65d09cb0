import type { TPlace } from '@bazaar/shared/address';
import type { Executor } from '../../db/client.ts';
import { findPlaceNames, findPlacePath } from './repo.ts';

// A listing's place on the address tree (a task's, a job's, a rental's): the node and every node
// above it, kept on the row as a path so "everything in Kathmandu" is one GIN lookup at any level.

/** Each place's label (`Baneshwor, Kathmandu, Bagmati`) from the place paths of the rows, in one read. */
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

/** The place of one node by id (a tasker's service area), or null when it is not on the tree. */
export async function loadPlace(db: Executor, placeId: string | null): Promise<TPlace | null> {
  if (!placeId) return null;
  const path = await findPlacePath(db, placeId);
  if (path.length === 0) return null;
  return (await loadPlaces(db, [{ placeId, placePath: path }])).get(placeId) ?? null;
}
