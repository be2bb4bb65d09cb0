import { randomUUID } from 'node:crypto';
import { todayInNepal } from '@bazaar/shared/fields';
import type { TestApp } from '../../../test/helper.ts';
import { addresses } from '../../db/schema/shop.ts';
import { newId } from '../../lib/ids.ts';

/** A branch of the address tree of its own: State → District → two Municipalities. */
export async function createPlaces(t: TestApp) {
  const suffix = randomUUID().slice(0, 6);
  const node = async (name: string, level: number, parentId: string | null) => {
    const id = newId();
    await t.db.insert(addresses).values({ id, name: `${name} ${suffix}`, level, parentId });
    return id;
  };
  const state = await node('State', 0, null);
  const district = await node('District', 1, state);
  const town = await node('Town', 2, district);
  const village = await node('Village', 2, district);
  return { state, district, town, village, suffix };
}

/** A day `days` from today in Nepal. */
export function dayFromToday(days: number): string {
  const d = new Date(`${todayInNepal()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
