import type { ZCreateAddressRequest } from '@bazaar/shared/address';
import { ADDRESS_MAX_LEVEL, type TAdminAddressNode } from '@bazaar/shared/address';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import * as repo from './admin-repo.ts';

function toDto(row: repo.AddressWithCount): TAdminAddressNode {
  return {
    _id: row.id,
    name: row.name,
    level: row.level,
    parentId: row.parentId,
    childCount: row.childCount,
  };
}

async function loadDto(deps: AppDeps, id: string): Promise<TAdminAddressNode> {
  const row = await repo.findAddress(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  return toDto(row);
}

export async function listChildren(
  deps: AppDeps,
  parentId: string | undefined,
): Promise<TAdminAddressNode[]> {
  if (parentId && !(await repo.findAddress(deps.db, parentId))) {
    throw new AppError('NOT_FOUND', 'Address not found');
  }
  return (await repo.listChildren(deps.db, parentId ?? null)).map(toDto);
}

/** Adds a node one level below its parent; areas (the last level) take no children. */
export async function createAddress(
  deps: AppDeps,
  input: z.output<typeof ZCreateAddressRequest>,
): Promise<TAdminAddressNode> {
  let level = 0;
  if (input.parentId) {
    const parent = await repo.findAddress(deps.db, input.parentId);
    if (!parent) throw fieldError('parentId', 'The parent address no longer exists');
    if (parent.level >= ADDRESS_MAX_LEVEL) {
      throw fieldError('parentId', 'An area has no children');
    }
    level = parent.level + 1;
  }
  const parentId = input.parentId ?? null;
  if (await repo.siblingNameTaken(deps.db, parentId, input.name)) {
    throw new AppError('CONFLICT', `${input.name} already exists here`);
  }
  const id = newId();
  await repo.insertAddress(deps.db, { id, name: input.name, level, parentId });
  return loadDto(deps, id);
}

export async function renameAddress(deps: AppDeps, id: string, name: string): Promise<TAdminAddressNode> {
  const row = await repo.findAddress(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  if (await repo.siblingNameTaken(deps.db, row.parentId, name, id)) {
    throw new AppError('CONFLICT', `${name} already exists here`);
  }
  await repo.renameAddress(deps.db, id, name);
  return loadDto(deps, id);
}

/** Only a node without children goes, so saved addresses never lose a whole branch at once. */
export async function deleteAddress(deps: AppDeps, id: string): Promise<void> {
  try {
    if (await repo.deleteLeaf(deps.db, id)) return;
  } catch (err) {
    // A delivery address, store or other row still points at this place.
    if (isForeignKeyViolation(err)) {
      throw new AppError('CONFLICT', 'This place is used by saved addresses or stores and cannot be deleted');
    }
    throw err;
  }
  const row = await repo.findAddress(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  throw new AppError('CONFLICT', `Delete the ${row.childCount} places inside ${row.name} first`);
}
