import type { TEmailTemplateKey, TOutboxStatus, ZOutboxListQuery } from '@bazaar/shared/email-template';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { emailOutbox, emailTemplates } from '../../db/schema/email-outbox.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';
import { SITE_SETTING_KEY } from '../site-setting/repo.ts';

export function listTemplateRows(db: Executor) {
  return db.select().from(emailTemplates);
}

export async function findTemplateRow(db: Executor, key: TEmailTemplateKey) {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  return row;
}

/**
 * A template as a super admin worded it (undefined while the default stands) and the site's name
 * (null while the site setting is unsaved), in one statement: emails need both.
 */
export async function findTemplateAndSiteName(db: Executor, key: TEmailTemplateKey) {
  const [row] = await db
    .select({
      template: emailTemplates,
      siteName: sql<
        string | null
      >`(select ${siteSettings.siteName} from ${siteSettings} where ${siteSettings.key} = ${SITE_SETTING_KEY})`,
    })
    .from(sql`(values (1)) as one(x)`)
    .leftJoin(emailTemplates, eq(emailTemplates.key, key));
  return { template: row?.template ?? undefined, siteName: row?.siteName ?? null };
}

export async function upsertTemplate(
  db: Executor,
  key: TEmailTemplateKey,
  input: { subject: string; body: string },
) {
  const now = new Date();
  const [row] = await db
    .insert(emailTemplates)
    .values({ key, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: emailTemplates.key, set: { ...input, updatedAt: now } })
    .returning();
  return row!;
}

export async function deleteTemplate(db: Executor, key: TEmailTemplateKey) {
  await db.delete(emailTemplates).where(eq(emailTemplates.key, key));
}

const STATUS_WHERE: Record<TOutboxStatus, SQL | undefined> = {
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.lastError)),
  waiting: and(isNull(emailOutbox.sentAt), isNull(emailOutbox.lastError)),
};

/** The outbox, newest first. */
export function listOutbox(db: Executor, query: z.output<typeof ZOutboxListQuery>) {
  const where = and(
    matchesSearch(query.search, [emailOutbox.to, emailOutbox.subject]),
    query.status ? STATUS_WHERE[query.status] : undefined,
  );
  return fetchPage(
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .$dynamic(),
    db.select({ total: count() }).from(emailOutbox).where(where),
    query,
  );
}
