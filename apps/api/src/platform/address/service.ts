import type { TAddressNode } from '@bazaar/shared/address';
import type { Executor } from '../../db/client.ts';
import * as repo from './repo.ts';

/** GET /address/children: one level of the address tree (an unknown parent has no children). */
export async function listAddressChildren(
  db: Executor,
  parentId: string | undefined,
): Promise<TAddressNode[]> {
  const rows = await repo.listAddressChildren(db, parentId ?? null);
  return rows.map((r) => ({ _id: r.id, name: r.name, level: r.level, parentId: r.parentId }));
}

/**
 * Whether a delivery or store address may point at this place: a Municipality or an Area, or a
 * District that has no municipalities under it yet (the seeded tree lists municipalities for a few
 * districts only, and every district must be reachable).
 */
export function isAddressablePlace(place: { level: number; hasChildren: boolean }): boolean {
  return place.level >= 2 || (place.level === 1 && !place.hasChildren);
}

/** The place an address points at, or null unless it is addressable (see isAddressablePlace). */
export async function findAddressablePlace(db: Executor, id: string): Promise<{ id: string } | null> {
  const place = await repo.findPlace(db, id);
  return place && isAddressablePlace(place) ? place : null;
}
