import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taskSettings } from '../../db/schema/tasks.ts';

// The Task section's SQL for the service-charge setting (decision 028: one repo per entity).

export const SETTINGS_KEY = 'default';
export async function findSettings(db: Executor) {
  const [row] = await db.select().from(taskSettings).where(eq(taskSettings.key, SETTINGS_KEY));
  return row;
}

export async function upsertServiceCharge(db: Executor, percent: number) {
  const now = new Date();
  const [row] = await db
    .insert(taskSettings)
    .values({ key: SETTINGS_KEY, serviceChargePercent: percent, updatedAt: now })
    .onConflictDoUpdate({ target: taskSettings.key, set: { serviceChargePercent: percent, updatedAt: now } })
    .returning();
  return row;
}
