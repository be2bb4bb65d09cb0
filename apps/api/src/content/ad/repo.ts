import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AdPlacementRow, adPlacements } from '../../db/schema/content.ts';

type Slot = AdPlacementRow['slot'];

/** The slot's ad when it is switched on. */
export async function findActiveAd(db: Executor, slot: Slot): Promise<AdPlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(adPlacements)
    .where(and(eq(adPlacements.slot, slot), eq(adPlacements.isActive, true)))
    .limit(1);
  return row;
}

export async function findAd(db: Executor, slot: Slot): Promise<AdPlacementRow | undefined> {
  const [row] = await db.select().from(adPlacements).where(eq(adPlacements.slot, slot)).limit(1);
  return row;
}

export function listAds(db: Executor): Promise<AdPlacementRow[]> {
  return db.select().from(adPlacements);
}

/** Creates or replaces the slot's ad in one statement (the slot is the primary key). */
export async function upsertAd(
  db: Executor,
  values: Pick<AdPlacementRow, 'slot' | 'image' | 'title' | 'link' | 'isActive'>,
): Promise<AdPlacementRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(adPlacements)
    .values({ ...values, updatedAt })
    .onConflictDoUpdate({
      target: adPlacements.slot,
      set: {
        image: values.image,
        title: values.title,
        link: values.link,
        isActive: values.isActive,
        updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
