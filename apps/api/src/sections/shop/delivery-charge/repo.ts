import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { deliverySettings, districtDeliveryCharges } from '../../../db/schema/orders.ts';
import { addresses } from '../../../db/schema/shop.ts';

export const SETTINGS_KEY = 'default';

const state = alias(addresses, 'state');

export async function findSettings(db: Executor) {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.key, SETTINGS_KEY));
  return row;
}

/** Every District (level 1) with its State and its own charge (null when it has none), by State then name. */
export async function listDistrictsWithCharges(db: Executor) {
  return db
    .select({
      districtId: addresses.id,
      name: addresses.name,
      stateName: state.name,
      charge: districtDeliveryCharges.charge,
    })
    .from(addresses)
    .innerJoin(state, eq(state.id, addresses.parentId))
    .leftJoin(districtDeliveryCharges, eq(districtDeliveryCharges.districtId, addresses.id))
    .where(eq(addresses.level, 1))
    .orderBy(asc(state.name), asc(addresses.name));
}

/** The ids among these that are Districts. */
export async function findDistrictIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: addresses.id, level: addresses.level })
    .from(addresses)
    .where(inArray(addresses.id, ids));
  return new Set(rows.filter((r) => r.level === 1).map((r) => r.id));
}

export async function findDistrictCharge(db: Executor, districtId: string): Promise<number | null> {
  const [row] = await db
    .select({ charge: districtDeliveryCharges.charge })
    .from(districtDeliveryCharges)
    .where(eq(districtDeliveryCharges.districtId, districtId));
  return row?.charge ?? null;
}

export async function upsertSettings(
  db: Executor,
  values: { defaultCharge: number; freeThreshold: number | null },
): Promise<void> {
  const now = new Date();
  await db
    .insert(deliverySettings)
    .values({ key: SETTINGS_KEY, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: deliverySettings.key, set: { ...values, updatedAt: now } });
}

export async function upsertDistrictCharges(
  db: Executor,
  rows: { districtId: string; charge: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  for (const r of rows) {
    await db
      .insert(districtDeliveryCharges)
      .values({ ...r, updatedAt: now })
      .onConflictDoUpdate({
        target: districtDeliveryCharges.districtId,
        set: { charge: r.charge, updatedAt: now },
      });
  }
}

export async function deleteDistrictCharges(db: Executor, districtIds: string[]): Promise<void> {
  if (districtIds.length === 0) return;
  await db.delete(districtDeliveryCharges).where(inArray(districtDeliveryCharges.districtId, districtIds));
}
