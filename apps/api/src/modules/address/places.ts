import type { Executor } from '../../db/client.ts';
import { findPlaceNames, findPlacePath } from './repo.ts';

/** A place as a listing shows it: the node and its names up to the State (`Baneshwor, Kathmandu, Bagmati`). */
export type TPlaceLabel = { _id: string; name: string; label: string };

/** Each place's label from the place paths of the rows (a task's, a job's), in one read. */
export async function loadPlaceLabels(
  db: Executor,
  paths: { placeId: string | null; placePath: string[] }[],
): Promise<Map<string, TPlaceLabel>> {
  const names = await findPlaceNames(
    db,
    paths.flatMap((p) => p.placePath),
  );
  const out = new Map<string, TPlaceLabel>();
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

/** The label of one node by id, or null when it is not on the tree. */
export async function loadPlaceLabel(db: Executor, placeId: string | null): Promise<TPlaceLabel | null> {
  if (!placeId) return null;
  const path = await findPlacePath(db, placeId);
  if (path.length === 0) return null;
  return (await loadPlaceLabels(db, [{ placeId, placePath: path }])).get(placeId) ?? null;
}
