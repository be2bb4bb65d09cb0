import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type SiteSettingRow, siteSettings } from '../../db/schema/site-settings.ts';

export const SITE_SETTING_KEY = 'default';

export type SiteSettingValues = Omit<SiteSettingRow, 'key' | 'updatedAt'>;

export async function findSiteSetting(db: Executor): Promise<SiteSettingRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTING_KEY)).limit(1);
  return row;
}

export async function upsertSiteSetting(db: Executor, values: SiteSettingValues): Promise<SiteSettingRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ key: SITE_SETTING_KEY, ...values })
    .onConflictDoUpdate({ target: siteSettings.key, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Inserts the row only when missing (seeding). */
export async function insertSiteSettingIfMissing(db: Executor, values: SiteSettingValues): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SITE_SETTING_KEY, ...values })
    .onConflictDoNothing();
}
