// Reports and the moderation queue (decision 046): what the browser needs without zod (decision 008).

/** Every kind of thing a person can report: the one list the API, the queue and the Report button share. */
export const REPORT_KINDS = [
  'product',
  'product-review',
  'task',
  'task-review',
  'job',
  'rental',
  'message',
  'person',
] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<TReportKind, string> = {
  product: 'Product',
  'product-review': 'Product review',
  task: 'Task',
  'task-review': 'Task review',
  job: 'Job',
  rental: 'Rental',
  message: 'Message',
  person: 'Person',
};

/** Why a thing is reported. */
export const REPORT_REASONS = ['spam', 'scam', 'prohibited', 'offensive', 'misleading', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item or service',
  offensive: 'Offensive or abusive',
  misleading: 'Wrong category or misleading',
  other: 'Something else',
};

/** The longest note a reporter may add, and the longest reason an admin gives for an action. */
export const MAX_REPORT_NOTE_LENGTH = 1000;
export const MAX_MODERATION_REASON_LENGTH = 1000;

/** What an admin does about a reported thing. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'block'] as const;
export type TModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<TModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide it',
  warn: 'Warn the owner',
  block: 'Block the owner',
};

/** An account younger than this is "new" and held to the limits below. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
/** Listings a new account may post per hour in each section (tasks, jobs, rentals, products). */
export const NEW_ACCOUNT_LISTINGS_PER_HOUR = 5;
/** Conversations (rent inquiries) a new account may start per hour. */
export const NEW_ACCOUNT_CONVERSATIONS_PER_HOUR = 5;
export const HOUR_MS = 60 * 60 * 1000;

/** The admin's queue on the web. */
export const ADMIN_MODERATION_ROUTE = '/admin/moderation';

/** A reported message's conversation, read only, as an admin opens it from the queue (the message marked). */
export function adminConversationPath(threadId: string, messageId?: string): string {
  const path = `${ADMIN_MODERATION_ROUTE}/conversations/${threadId}`;
  return messageId ? `${path}?message=${messageId}` : path;
}
