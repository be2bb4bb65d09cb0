// No zod here: the browser imports these with the thread panel, and zod would come with them.

/**
 * What a thread is about: each kind is a row of a section (a task after assignment, a rent inquiry, a
 * store order, a buyer's question about a product, a job application). The API's section that owns a
 * kind says who talks about it (`threadSubjects` in its section.ts).
 */
export const THREAD_SUBJECTS = [
  'task',
  'rent-inquiry',
  'order',
  'product-question',
  'job-application',
] as const;
export type TThreadSubject = (typeof THREAD_SUBJECTS)[number];

export const THREAD_SUBJECT_LABELS: Record<TThreadSubject, string> = {
  task: 'Task',
  'rent-inquiry': 'Rent inquiry',
  order: 'Order',
  'product-question': 'Product',
  'job-application': 'Application',
};

/** The most files one message carries (pictures and PDFs, uploaded first as private documents). */
export const MAX_THREAD_ATTACHMENTS = 4;

/** The API path (relative to the API base) that serves a message's file to the conversation's people. */
export function threadAttachmentPath(threadId: string, uploadId: string): string {
  return `/thread/${encodeURIComponent(threadId)}/attachments/${encodeURIComponent(uploadId)}/download`;
}

/** The longest message, in characters after trimming. */
export const MAX_THREAD_MESSAGE_LENGTH = 2000;
/** How often an open thread asks for new messages. */
export const THREAD_POLL_MS = 10_000;
/** Messages one page of a thread shows; older ones load on demand. */
export const THREAD_MESSAGES_PAGE_LIMIT = 30;
