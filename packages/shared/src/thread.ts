import { z } from 'zod';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { SECTIONS } from './section.ts';
import { MAX_THREAD_ATTACHMENTS, MAX_THREAD_MESSAGE_LENGTH, THREAD_SUBJECTS } from './thread-constants.ts';

/**
 * A private conversation between people about one subject (a task after assignment, a rent
 * inquiry): participants, messages and each participant's unread state. One thread per subject;
 * the areas open it with `openThread()` and show it with the web's `<ThreadPanel>`.
 */

export {
  MAX_THREAD_ATTACHMENTS,
  MAX_THREAD_MESSAGE_LENGTH,
  THREAD_MESSAGES_PAGE_LIMIT,
  THREAD_POLL_MS,
  THREAD_SUBJECT_LABELS,
  THREAD_SUBJECTS,
  type TThreadSubject,
  threadAttachmentPath,
} from './thread-constants.ts';

export const ZThreadSubject = z.enum(THREAD_SUBJECTS, {
  error: `kind must be one of ${THREAD_SUBJECTS.join(', ')}`,
});

export const ZThreadSubjectRef = z.object({ kind: ZThreadSubject, id: z.string() });
export type TThreadSubjectRef = z.infer<typeof ZThreadSubjectRef>;

export const ZThreadParticipant = z.object({
  _id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
});
export type TThreadParticipant = z.infer<typeof ZThreadParticipant>;

/** A picture or PDF sent in a message: only the conversation's people download it (`threadAttachmentPath`). */
export const ZThreadAttachment = z.object({
  _id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TThreadAttachment = z.infer<typeof ZThreadAttachment>;

export const ZThreadMessage = z.object({
  _id: z.string(),
  threadId: z.string(),
  sender: ZThreadParticipant,
  body: z.string(),
  attachments: z.array(ZThreadAttachment),
  createdAt: z.string(),
});
export type TThreadMessage = z.infer<typeof ZThreadMessage>;

export const ZThreadSummary = z.object({
  _id: z.string(),
  subject: ZThreadSubjectRef,
  /** The section the subject belongs to. */
  section: z.enum(SECTIONS),
  /** What it is about (a product's name, an order's number, a task's title). */
  title: z.string(),
  /** Where the thread lives for the signed-in reader (their notifications open it); '' for an admin outside it. */
  route: z.string(),
  /** The reader's page of what it is about (their order, the product, their applications); '' for an admin outside it. */
  link: z.string(),
  participants: z.array(ZThreadParticipant),
  lastMessage: ZThreadMessage.nullable(),
  /** Messages from the others the reader has not read yet. */
  unreadCount: z.number().int(),
  /** The last activity: the newest message, or the opening. */
  updatedAt: z.string(),
});
export type TThreadSummary = z.infer<typeof ZThreadSummary>;

/** POST /thread/:id/messages: words, files (private uploads of the sender's: `private/<id>`), or both. */
export const ZThreadMessageRequest = z
  .object({
    body: z
      .string({ error: 'Write a message' })
      .trim()
      .max(MAX_THREAD_MESSAGE_LENGTH, `A message can be at most ${MAX_THREAD_MESSAGE_LENGTH} characters`)
      .default(''),
    attachments: z
      .array(z.string({ error: 'An attachment is the reference of an uploaded document' }), {
        error: 'attachments must be a list of uploaded documents',
      })
      .max(MAX_THREAD_ATTACHMENTS, `A message can carry at most ${MAX_THREAD_ATTACHMENTS} files`)
      .default([]),
  })
  .refine((m) => m.body.length > 0 || m.attachments.length > 0, {
    path: ['body'],
    message: 'Write a message',
  });
export type TThreadMessageRequest = z.infer<typeof ZThreadMessageRequest>;

export const ZThreadIdParams = z.object({ id: z.uuid({ error: 'Not a valid thread id' }) });
export const ZThreadSubjectParams = z.object({
  kind: ZThreadSubject,
  subjectId: z.uuid({ error: 'Not a valid subject id' }),
});
export const ZThreadAttachmentParams = ZThreadIdParams.extend({
  uploadId: z.uuid({ error: 'Not a valid file id' }),
});

/**
 * POST /thread/open/:kind/:ref: the conversation about what a page shows, opened for the caller (or
 * found). `ref` is what the page names: an order, a product (the caller's own question about it), a
 * job application; the section owning the kind says who may open it and who is in it.
 */
export const ZThreadOpenParams = z.object({
  kind: ZThreadSubject,
  ref: z.uuid({ error: 'Not a valid id' }),
});
export const ZThreadOpenResponse = writeResult(ZThreadSummary);
export type TThreadOpenResponse = z.infer<typeof ZThreadOpenResponse>;

/** GET /thread/mine: newest activity first; `unread=true` keeps the threads with unread messages. */
export const ZThreadMineQuery = ZPageQuery.extend({
  /** Only the conversations about this section's subjects. */
  section: z.enum(SECTIONS, { error: `section must be one of ${SECTIONS.join(', ')}` }).optional(),
  /** `vendor`: only those the reader is in as a store (their page of it is in the vendor area). */
  area: z.enum(['vendor'], { error: 'area must be vendor' }).optional(),
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type TThreadMineQuery = z.output<typeof ZThreadMineQuery>;
export const ZThreadMineResponse = paginated(ZThreadSummary).extend({
  /** Unread messages across all the reader's threads (a badge in the menu). */
  unreadTotal: z.number().int(),
});
export type TThreadMineResponse = z.infer<typeof ZThreadMineResponse>;

/** GET /thread/subject/:kind/:subjectId. */
export const ZThreadResponse = z.object({ data: ZThreadSummary });
export type TThreadResponse = z.infer<typeof ZThreadResponse>;

/** GET /admin/threads/:id: a conversation as an admin reads it (never writes): its summary and newest messages. */
export const ZAdminThreadQuery = ZPageQuery;
export const ZAdminThreadResponse = z.object({
  data: ZThreadSummary,
  messages: paginated(ZThreadMessage),
});
export type TAdminThreadResponse = z.infer<typeof ZAdminThreadResponse>;

/** GET /thread/:id/messages: newest first. */
export const ZThreadMessagesQuery = ZPageQuery;
export const ZThreadMessagesResponse = paginated(ZThreadMessage);
export type TThreadMessagesResponse = z.infer<typeof ZThreadMessagesResponse>;

/** POST /thread/:id/messages. */
export const ZThreadMessageWriteResponse = writeResult(ZThreadMessage);
export type TThreadMessageWriteResponse = z.infer<typeof ZThreadMessageWriteResponse>;

/** PUT /thread/:id/read: everything up to `readAt` is read. */
export const ZThreadReadResponse = writeResult(
  z.object({ _id: z.string(), readAt: z.string(), unreadCount: z.literal(0) }),
);
export type TThreadReadResponse = z.infer<typeof ZThreadReadResponse>;
