import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { type UserAddressRow, userAddresses } from '../../../db/schema/orders.ts';
import { addresses } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { hasChildPlaces } from '../../../platform/address/repo.ts';

export type PlaceRow = {
  id: string;
  level: number;
  hasChildren: boolean;
  path: string[];
  districtId: string | null;
};

const parent = alias(addresses, 'parent');
const grand = alias(addresses, 'grand');
const great = alias(addresses, 'great');

/**
 * Nodes of the address tree with their names from the State down and the District above them
 * (or themselves when they are one). The tree is four levels deep, so three joins reach the top.
 */
export async function findPlaces(db: Executor, ids: string[]): Promise<Map<string, PlaceRow>> {
  const out = new Map<string, PlaceRow>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: addresses.id,
      name: addresses.name,
      level: addresses.level,
      hasChildren: hasChildPlaces,
      p: { id: parent.id, name: parent.name, level: parent.level },
      g: { id: grand.id, name: grand.name, level: grand.level },
      gg: { id: great.id, name: great.name, level: great.level },
    })
    .from(addresses)
    .leftJoin(parent, eq(parent.id, addresses.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .leftJoin(great, eq(great.id, grand.parentId))
    .where(inArray(addresses.id, [...new Set(ids)]));
  for (const r of rows) {
    const chain = [r.gg, r.g, r.p, { id: r.id, name: r.name, level: r.level }].filter(
      (n): n is { id: string; name: string; level: number } => Boolean(n?.id),
    );
    out.set(r.id, {
      id: r.id,
      level: r.level,
      hasChildren: r.hasChildren,
      path: chain.map((n) => n.name),
      districtId: chain.find((n) => n.level === 1)?.id ?? null,
    });
  }
  return out;
}

/** Serialises address-book writes of one user (first-address default, one default, the cap). */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's addresses, default first, then newest. */
export async function listUserAddresses(db: Executor, userId: string): Promise<UserAddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
}

export async function countUserAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

/** One of the user's addresses; undefined for a missing one or another user's. */
export async function findUserAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<UserAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  return row;
}

export async function insertUserAddress(
  db: Executor,
  values: typeof userAddresses.$inferInsert,
): Promise<UserAddressRow> {
  const [row] = await db.insert(userAddresses).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateUserAddress(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<typeof userAddresses.$inferInsert>,
): Promise<UserAddressRow | undefined> {
  const [row] = await db
    .update(userAddresses)
    .set(values)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row;
}

/** Clears the default flag on every other address of the user. */
export async function clearOtherDefaults(db: Executor, userId: string, keepId: string): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(userAddresses.userId, userId), ne(userAddresses.id, keepId), eq(userAddresses.isDefault, true)),
    );
}

export async function deleteUserAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<UserAddressRow | undefined> {
  const [row] = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row;
}
