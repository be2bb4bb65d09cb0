import type { TPlace } from '@bazaar/shared/address';
import type { Executor } from '../../db/client.ts';
import { findPlaceNames, findPlacePath, listAddressChildren } from './repo.ts';

// A listing's place on the address tree (a task's, a job's, a rental's): the node and every node
// above it, kept on the row as a path so "everything in Kathmandu" is one GIN lookup at any level.

/**
 * How long an instance trusts a place name it has read. The tree is reference data that admins
 * rarely change: every list of tasks, jobs or rentals names the same few hundred places, so reading
 * their names on every request was one statement in three of an uncached list. This instance forgets
 * them at once on its own address writes (forgetPlaceNames); other instances within this bound.
 */
export const PLACE_NAME_TTL_MS = 60_000;
/** The most names kept (the whole tree of a country fits many times over). */
const MAX_PLACE_NAMES = 20_000;

const knownNames = new Map<string, { name: string; readAt: number }>();
const knownDistricts = new Map<string, { districts: string[]; readAt: number }>();

/** Forgets every place name and district read so far: call after an address is added, renamed or deleted. */
export function forgetPlaceNames(): void {
  knownNames.clear();
  knownDistricts.clear();
}

/** The names of the places, from what this instance read in the last PLACE_NAME_TTL_MS, else one read. */
async function placeNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const now = Date.now();
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const known = knownNames.get(id);
    if (known && now - known.readAt < PLACE_NAME_TTL_MS) out.set(id, known.name);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const read = await findPlaceNames(db, missing);
  if (knownNames.size + read.size > MAX_PLACE_NAMES) knownNames.clear();
  for (const [id, name] of read) {
    knownNames.set(id, { name, readAt: now });
    out.set(id, name);
  }
  return out;
}

/** Each place's label (`Baneshwor, Kathmandu, Bagmati`) from the place paths of the rows, in one read at most. */
export async function loadPlaces(
  db: Executor,
  paths: { placeId: string | null; placePath: string[] }[],
): Promise<Map<string, TPlace>> {
  const names = await placeNames(
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

/**
 * A node's district and state only (`Kathmandu, Bagmati`), never the municipality or area below it: what
 * a person's public profile may say of where they work (decision 044). Null when the node is not on the tree.
 */
export async function loadDistrictLabel(db: Executor, placeId: string | null): Promise<string | null> {
  if (!placeId) return null;
  // Nearest first, the state last: the district is the one before it.
  const path = (await findPlacePath(db, placeId)).slice(-2);
  if (path.length === 0) return null;
  const names = await placeNames(db, path);
  return (
    path
      .map((id) => names.get(id))
      .filter(Boolean)
      .join(', ') || null
  );
}

/**
 * The districts whose listings a place filter reads (a listing's district is the node one below the
 * top of its path, a listing placed on a State itself counts under the State: decision 073): a
 * district or a place below one, its district; a State, itself and its districts. Empty when the
 * place is not on the tree. Kept like the names, for PLACE_NAME_TTL_MS.
 */
export async function loadPlaceDistricts(db: Executor, placeId: string): Promise<string[]> {
  const now = Date.now();
  const known = knownDistricts.get(placeId);
  if (known && now - known.readAt < PLACE_NAME_TTL_MS) return known.districts;
  // Nearest first, the State last.
  const path = await findPlacePath(db, placeId);
  const districts =
    path.length === 1
      ? [placeId, ...(await listAddressChildren(db, placeId)).map((child) => child.id)]
      : path.slice(-2, -1);
  if (knownDistricts.size >= MAX_PLACE_NAMES) knownDistricts.clear();
  knownDistricts.set(placeId, { districts, readAt: now });
  return districts;
}
