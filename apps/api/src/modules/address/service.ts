import type { TAddressNode } from '@bazaar/shared/catalog';
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
