import { ADDRESS_BOOK_MAX, type TUserAddress, type ZUserAddressRequest } from '@bazaar/shared/address-book';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { UserAddressRow } from '../../../db/schema/orders.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { newId } from '../../../lib/ids.ts';
import { isAddressablePlace } from '../../../platform/address/service.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;
type AddressInput = z.output<typeof ZUserAddressRequest>;

export function toUserAddressDto(row: UserAddressRow, path: string[]): TUserAddress {
  return {
    _id: row.id,
    label: row.label,
    recipientName: row.recipientName,
    phone: row.phone,
    addressId: row.addressId,
    districtId: row.districtId,
    street: row.street,
    isDefault: row.isDefault,
    path,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toDtos(db: Executor, rows: UserAddressRow[]): Promise<TUserAddress[]> {
  const places = await repo.findPlaces(
    db,
    rows.map((r) => r.addressId),
  );
  return rows.map((r) => toUserAddressDto(r, places.get(r.addressId)?.path ?? []));
}

/** A saved address of this user with its place names; 404 for a missing one or another user's. */
export async function getUserAddress(db: Executor, userId: string, id: string): Promise<TUserAddress> {
  const row = await repo.findUserAddress(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  const [dto] = await toDtos(db, [row]);
  return dto!;
}

/**
 * The place a saved address points at (a Municipality or Area, or a District with none under it:
 * see isAddressablePlace) and the District it is in, which sets the delivery charge.
 */
async function resolvePlace(db: Executor, addressId: string): Promise<{ districtId: string }> {
  const place = (await repo.findPlaces(db, [addressId])).get(addressId);
  if (!place) throw fieldError('addressId', 'This place does not exist; choose a municipality or area');
  if (!isAddressablePlace(place) || !place.districtId) {
    throw fieldError('addressId', 'Choose a municipality or area, not a state or district');
  }
  return { districtId: place.districtId };
}

export async function listMyAddresses(deps: Deps, userId: string): Promise<TUserAddress[]> {
  return toDtos(deps.db, await repo.listUserAddresses(deps.db, userId));
}

/** POST /user/addresses: the first address becomes the default. */
export async function createAddress(deps: Deps, userId: string, input: AddressInput): Promise<TUserAddress> {
  const { districtId } = await resolvePlace(deps.db, input.addressId);
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const count = await repo.countUserAddresses(tx, userId);
    if (count >= ADDRESS_BOOK_MAX) {
      throw new AppError(
        'BUSINESS_RULE',
        `You can keep at most ${ADDRESS_BOOK_MAX} addresses; delete one you no longer use`,
      );
    }
    const isDefault = count === 0 || input.isDefault === true;
    await repo.insertUserAddress(tx, {
      id,
      userId,
      label: input.label,
      recipientName: input.recipientName,
      phone: input.phone,
      addressId: input.addressId,
      districtId,
      street: input.street,
      isDefault,
    });
    if (isDefault) await repo.clearOtherDefaults(tx, userId, id);
  });
  return getUserAddress(deps.db, userId, id);
}

/** PUT /user/addresses/:id: the whole address; isDefault true moves the default here. */
export async function updateAddress(
  deps: Deps,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<TUserAddress> {
  if (!(await repo.findUserAddress(deps.db, userId, id)))
    throw new AppError('NOT_FOUND', 'Address not found');
  const { districtId } = await resolvePlace(deps.db, input.addressId);
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const row = await repo.updateUserAddress(tx, userId, id, {
      label: input.label,
      recipientName: input.recipientName,
      phone: input.phone,
      addressId: input.addressId,
      districtId,
      street: input.street,
      ...(input.isDefault ? { isDefault: true } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', 'Address not found');
    if (input.isDefault) await repo.clearOtherDefaults(tx, userId, id);
  });
  return getUserAddress(deps.db, userId, id);
}

/** PUT /user/addresses/:id/default. */
export async function setDefaultAddress(deps: Deps, userId: string, id: string): Promise<TUserAddress> {
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const row = await repo.updateUserAddress(tx, userId, id, { isDefault: true });
    if (!row) throw new AppError('NOT_FOUND', 'Address not found');
    await repo.clearOtherDefaults(tx, userId, id);
  });
  return getUserAddress(deps.db, userId, id);
}

/** DELETE /user/addresses/:id: when it was the default, the newest remaining address takes over. */
export async function deleteAddress(deps: Deps, userId: string, id: string): Promise<TUserAddress[]> {
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const removed = await repo.deleteUserAddress(tx, userId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'Address not found');
    if (removed.isDefault) {
      const [next] = await repo.listUserAddresses(tx, userId);
      if (next) await repo.updateUserAddress(tx, userId, next.id, { isDefault: true });
    }
  });
  return listMyAddresses(deps, userId);
}
