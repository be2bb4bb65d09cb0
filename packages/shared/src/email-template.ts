import { z } from 'zod';
import { ZEmail } from './auth.ts';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  OUTBOX_STATUSES,
  unknownPlaceholders,
} from './email-template-constants.ts';
import { ZSearchParam } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export * from './email-template-constants.ts';

export const ZEmailTemplateKey = z.enum(EMAIL_TEMPLATE_KEYS, { error: 'Unknown email template' });
export const ZEmailTemplateParams = z.object({ key: ZEmailTemplateKey });

/** A template as the super admin edits it: the stored text, or the default when never edited. */
export const ZEmailTemplate = z.object({
  key: ZEmailTemplateKey,
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  placeholders: z.record(z.string(), z.string()),
  isCustomised: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZEmailTemplateListResponse = z.object({ docs: z.array(ZEmailTemplate) });
export type TEmailTemplateListResponse = z.infer<typeof ZEmailTemplateListResponse>;

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;

const subjectField = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(EMAIL_SUBJECT_MAX, `Subject must be at most ${EMAIL_SUBJECT_MAX} characters`)
  .refine((v) => !/[\r\n]/.test(v), 'Subject must be one line');
const bodyField = z
  .string({ error: 'Body is required' })
  .trim()
  .min(1, 'Body is required')
  .max(EMAIL_BODY_MAX, `Body must be at most ${EMAIL_BODY_MAX} characters`);

/** The edit form; the API checks the placeholders against the template's own (400 on the field). */
export const ZUpdateEmailTemplateRequest = z.object({ subject: subjectField, body: bodyField });
export type TUpdateEmailTemplateRequest = z.input<typeof ZUpdateEmailTemplateRequest>;

/** Placeholder problems of a subject and body for one template, as field errors. */
export function placeholderErrors(
  key: (typeof EMAIL_TEMPLATE_KEYS)[number],
  input: { subject: string; body: string },
): Array<{ path: 'subject' | 'body'; message: string }> {
  const allowed = EMAIL_TEMPLATE_DEFAULTS[key].placeholders;
  const out: Array<{ path: 'subject' | 'body'; message: string }> = [];
  for (const path of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(input[path], allowed);
    if (unknown.length > 0) {
      out.push({
        path,
        message: `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `{{${u}}}`).join(', ')}`,
      });
    }
  }
  return out;
}

export const ZEmailTemplateWriteResponse = writeResult(ZEmailTemplate);
export type TEmailTemplateWriteResponse = z.infer<typeof ZEmailTemplateWriteResponse>;

/** A test send of the template as saved (or of the draft on screen), with the sample values. */
export const ZTestEmailRequest = z.object({
  to: ZEmail,
  subject: subjectField.optional(),
  body: bodyField.optional(),
});
export type TTestEmailRequest = z.input<typeof ZTestEmailRequest>;

export const ZOutboxEmail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  templateKey: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

export const ZOutboxListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export const ZOutboxListResponse = paginated(ZOutboxEmail);
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponse>;
