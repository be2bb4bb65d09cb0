import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  placeholderErrors,
  renderTemplate,
  type TEmailTemplate,
  type TEmailTemplateKey,
  type TOutboxEmail,
  type TOutboxListResponse,
  type ZOutboxListQuery,
} from '@bazaar/shared/email-template';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { EmailOutboxRow, EmailTemplateRow } from '../../db/schema/email-outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toPage } from '../../lib/list-query.ts';
import type { Email } from '../../lib/mailer.ts';
import { DEFAULT_SITE_SETTING, getSiteSetting } from '../site-setting/service.ts';
import * as repo from './repo.ts';

function toDto(key: TEmailTemplateKey, row: EmailTemplateRow | undefined): TEmailTemplate {
  const fallback = EMAIL_TEMPLATE_DEFAULTS[key];
  return {
    key,
    name: fallback.name,
    description: fallback.description,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    placeholders: fallback.placeholders,
    isCustomised: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every email the product sends, as currently worded. */
export async function listTemplates(deps: AppDeps): Promise<TEmailTemplate[]> {
  const rows = new Map((await repo.listTemplateRows(deps.db)).map((r) => [r.key, r]));
  return EMAIL_TEMPLATE_KEYS.map((key) => toDto(key, rows.get(key)));
}

function checkPlaceholders(key: TEmailTemplateKey, input: { subject: string; body: string }) {
  const errors = placeholderErrors(key, input);
  if (errors.length > 0) {
    throw new AppError('VALIDATION', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });
  }
}

/** Saves a template's wording (super admin); only the template's own placeholders are allowed. */
export async function updateTemplate(
  deps: AppDeps,
  key: TEmailTemplateKey,
  input: { subject: string; body: string },
): Promise<TEmailTemplate> {
  checkPlaceholders(key, input);
  return toDto(key, await repo.upsertTemplate(deps.db, key, input));
}

/** Back to the product's own wording. */
export async function resetTemplate(deps: AppDeps, key: TEmailTemplateKey): Promise<TEmailTemplate> {
  await repo.deleteTemplate(deps.db, key);
  return toDto(key, undefined);
}

/** What sending an email needs of the app. */
export type EmailDeps = Pick<AppDeps, 'mailer' | 'siteSettingCache'>;

/** Renders one of the product's emails for a reader: `(to, values)` → the email to queue. */
export type EmailComposer = (to: string, values: Record<string, string>) => Email;

/**
 * Reads a template as a super admin worded it (and the site name) once, for emails of it: each gets
 * its placeholders filled with `values` and the site name. Read it before a transaction that queues
 * the emails, so the transaction holds its locks no longer for them.
 */
export async function loadEmailComposer(
  db: Executor,
  templateKey: TEmailTemplateKey,
): Promise<EmailComposer> {
  // One statement, through `db`: inside a caller's transaction a read on another connection would
  // wait for that transaction (on PGlite, forever).
  const found = await repo.findTemplateAndSiteName(db, templateKey);
  const template = toDto(templateKey, found.template);
  const siteName = found.siteName ?? DEFAULT_SITE_SETTING.siteName;
  return (to, values) => {
    const filled = { siteName, ...values };
    return {
      to,
      templateKey,
      subject: renderTemplate(template.subject, filled).replace(/[\r\n]+/g, ' '),
      body: renderTemplate(template.body, filled),
    };
  };
}

/**
 * Sends one of the product's emails through the outbox (loadEmailComposer). `db` may be the caller's
 * transaction: the row commits with it, and SMTP is tried after the commit.
 */
export async function sendTemplatedEmail(
  deps: EmailDeps,
  db: Executor,
  email: { to: string; templateKey: TEmailTemplateKey; values: Record<string, string> },
): Promise<void> {
  const compose = await loadEmailComposer(db, email.templateKey);
  await deps.mailer.send(db, compose(email.to, email.values));
}

/** A test send with the sample values: of the saved template, or of the draft on screen. */
export async function sendTestEmail(
  deps: AppDeps,
  key: TEmailTemplateKey,
  input: { to: string; subject?: string | undefined; body?: string | undefined },
): Promise<void> {
  const saved = toDto(key, await repo.findTemplateRow(deps.db, key));
  const draft = { subject: input.subject ?? saved.subject, body: input.body ?? saved.body };
  checkPlaceholders(key, draft);
  const { siteName } = await getSiteSetting(deps);
  const values = { ...saved.placeholders, siteName };
  await deps.mailer.send(deps.db, {
    to: input.to,
    templateKey: key,
    subject: `[Test] ${renderTemplate(draft.subject, values)}`,
    body: renderTemplate(draft.body, values),
  });
}

function outboxDto(row: EmailOutboxRow): TOutboxEmail {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    templateKey: row.templateKey,
    status: row.sentAt ? 'sent' : row.lastError ? 'failed' : 'waiting',
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.sentAt ? null : row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox (every email, sent or not), newest first. */
export async function listOutbox(
  deps: AppDeps,
  query: z.output<typeof ZOutboxListQuery>,
): Promise<TOutboxListResponse> {
  return toPage(query, await repo.listOutbox(deps.db, query), outboxDto);
}
