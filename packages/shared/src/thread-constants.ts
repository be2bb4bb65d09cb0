// No zod here: the browser imports these with the thread panel, and zod would come with them.

/** What a thread is about: each kind is a row of another area (a task after assignment, a rent inquiry). */
export const THREAD_SUBJECTS = ['task', 'rent-inquiry'] as const;
export type TThreadSubject = (typeof THREAD_SUBJECTS)[number];

export const THREAD_SUBJECT_LABELS: Record<TThreadSubject, string> = {
  task: 'Task',
  'rent-inquiry': 'Rent inquiry',
};

/** The longest message, in characters after trimming. */
export const MAX_THREAD_MESSAGE_LENGTH = 2000;
/** How often an open thread asks for new messages. */
export const THREAD_POLL_MS = 10_000;
/** Messages one page of a thread shows; older ones load on demand. */
export const THREAD_MESSAGES_PAGE_LIMIT = 30;
