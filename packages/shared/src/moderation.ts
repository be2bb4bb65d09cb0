import { z } from 'zod';
import {
  MAX_MODERATION_REASON_LENGTH,
  MAX_REPORT_NOTE_LENGTH,
  MODERATION_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
} from './moderation-constants.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export * from './moderation-constants.ts';

export const ZReportKind = z.enum(REPORT_KINDS, { error: `Choose one of: ${REPORT_KINDS.join(', ')}` });
export const ZReportReason = z.enum(REPORT_REASONS, { error: `Choose one of: ${REPORT_REASONS.join(', ')}` });
export const ZModerationAction = z.enum(MODERATION_ACTIONS, {
  error: `Choose one of: ${MODERATION_ACTIONS.join(', ')}`,
});

/** POST /reports: one report of one thing by the signed-in person. */
export const ZReportRequest = z.object({
  kind: ZReportKind,
  subjectId: z.uuid({ error: 'Not a valid id' }),
  reason: ZReportReason,
  note: z
    .string()
    .trim()
    .max(MAX_REPORT_NOTE_LENGTH, { error: `At most ${MAX_REPORT_NOTE_LENGTH} characters` })
    .optional(),
});
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReport = z.object({
  _id: z.string(),
  kind: ZReportKind,
  subjectId: z.string(),
  reason: ZReportReason,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TReport = z.infer<typeof ZReport>;
export const ZReportResponse = writeResult(ZReport);

/** One report as the queue shows it: who (null: the system's own), why, when. */
export const ZQueueReport = z.object({
  _id: z.string(),
  reason: ZReportReason,
  note: z.string().nullable(),
  reporter: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});

export const ZModerationActionRow = z.object({
  _id: z.string(),
  kind: ZReportKind,
  subjectId: z.string(),
  action: ZModerationAction,
  reason: z.string(),
  admin: z.object({ _id: z.string(), fullName: z.string() }),
  createdAt: z.string(),
});
export type TModerationActionRow = z.infer<typeof ZModerationActionRow>;

/** One reported thing of the queue, with its open reports and its owner's history. */
export const ZModerationGroup = z.object({
  kind: ZReportKind,
  subjectId: z.string(),
  /** The section it belongs to, null for a person or a message. */
  section: z.string().nullable(),
  /** The thing in place: null when it no longer exists. */
  thing: z
    .object({
      title: z.string(),
      excerpt: z.string().nullable(),
      context: z.string().nullable(),
      path: z.string().nullable(),
      /** Where an admin reads it in its context (a message: its conversation, read only). */
      adminPath: z.string().nullable(),
      hidden: z.boolean(),
      canHide: z.boolean(),
    })
    .nullable(),
  owner: z.object({ _id: z.string(), fullName: z.string(), status: z.string() }).nullable(),
  reportCount: z.number().int(),
  oldestAt: z.string(),
  reports: z.array(ZQueueReport),
  ownerHistory: z.object({
    /** Reports of the owner's other things (open or closed). */
    earlierReports: z.number().int(),
    /** The newest actions taken against the owner. */
    actions: z.array(ZModerationActionRow),
  }),
});
export type TModerationGroup = z.infer<typeof ZModerationGroup>;

export const ZModerationQueueQuery = ZPageQuery;
export const ZModerationQueueResponse = paginated(ZModerationGroup);
export type TModerationQueueResponse = z.infer<typeof ZModerationQueueResponse>;

/** POST /admin/moderation/actions: what the admin does about one reported thing, and why. */
export const ZModerationActionRequest = z.object({
  kind: ZReportKind,
  subjectId: z.uuid({ error: 'Not a valid id' }),
  action: ZModerationAction,
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why' })
    .max(MAX_MODERATION_REASON_LENGTH, { error: `At most ${MAX_MODERATION_REASON_LENGTH} characters` }),
});
export type TModerationActionRequest = z.input<typeof ZModerationActionRequest>;

export const ZModerationActionResponse = writeResult(
  ZModerationActionRow.extend({ resolvedReports: z.number().int() }),
);

/** The queue's size and the age of its oldest open report (the admin dashboard). */
export const ZModerationSummary = z.object({
  openReports: z.number().int(),
  openThings: z.number().int(),
  oldestOpenAt: z.string().nullable(),
});
export type TModerationSummary = z.infer<typeof ZModerationSummary>;
