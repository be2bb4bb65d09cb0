import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZSearchParam } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

/** Messages one client address may send through /contact per CONTACT_WINDOW_SECONDS. */
export const CONTACT_MESSAGES_PER_ADDRESS = 5;
/** Messages one sender email may send per CONTACT_WINDOW_SECONDS, whatever the address. */
export const CONTACT_MESSAGES_PER_EMAIL = 3;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

export const CONTACT_MESSAGE_MAX = 5000;

/** The /contact form. */
export const ZContactRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(80, 'Name must be at most 80 characters'),
  email: ZEmail,
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(3, 'Subject must be at least 3 characters')
    .max(150, 'Subject must be at most 150 characters')
    .refine((v) => !/[\r\n]/.test(v), 'Subject must be one line'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const MESSAGE_FOLDERS = ['inbox', 'unread', 'archived'] as const;
export type TMessageFolder = (typeof MESSAGE_FOLDERS)[number];

export const ZMessageReply = z.object({
  _id: z.string(),
  body: z.string(),
  adminName: z.string(),
  createdAt: z.string(),
});
export type TMessageReply = z.infer<typeof ZMessageReply>;

export const ZContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactMessageDetail = ZContactMessage.extend({ replies: z.array(ZMessageReply) });
export type TContactMessageDetail = z.infer<typeof ZContactMessageDetail>;

/** Inbox (not archived) by default; unread first, then newest. */
export const ZAdminMessageListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  folder: z
    .enum(MESSAGE_FOLDERS, { error: "folder must be 'inbox', 'unread' or 'archived'" })
    .default('inbox'),
});
export type TAdminMessageListQuery = z.input<typeof ZAdminMessageListQuery>;

export const ZAdminMessageListResponse = paginated(ZContactMessage);
export type TAdminMessageListResponse = z.infer<typeof ZAdminMessageListResponse>;

export const ZMessageIdParams = z.object({ id: z.uuid({ error: 'Not a valid message id' }) });
export const ZMessageReadRequest = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }) });
export const ZMessageArchiveRequest = z.object({
  isArchived: z.boolean({ error: 'isArchived must be true or false' }),
});
export const ZMessageReplyRequest = z.object({
  body: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(2, 'Reply must be at least 2 characters')
    .max(CONTACT_MESSAGE_MAX, `Reply must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type TMessageReplyRequest = z.input<typeof ZMessageReplyRequest>;

export const ZContactMessageWriteResponse = writeResult(ZContactMessageDetail);
export type TContactMessageWriteResponse = z.infer<typeof ZContactMessageWriteResponse>;

export const ZUnreadCountResponse = z.object({ count: z.number().int() });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;
