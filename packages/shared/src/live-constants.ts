// No zod here: the browser's live connection imports these, and zod would come with them.
import type { TNotification } from './notification.ts';
import type { TThreadSubject } from './thread-constants.ts';

/** How often an open live stream sends a comment line, so proxies and browsers keep it open. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** The `retry:` hint: how long a browser waits before it reconnects a dropped stream. */
export const LIVE_RETRY_MS = 2_000;
/** Streams one person may hold on one API instance; opening one more closes their oldest. */
export const LIVE_MAX_STREAMS_PER_USER = 8;
/**
 * A reconnect replays what was stored from this long before its Last-Event-ID: a row committed late
 * (its transaction started before the last event was sent) is not skipped. The client drops ids it
 * has handled already.
 */
export const LIVE_REPLAY_MARGIN_MS = 5_000;
/** The most notifications, and the most messages, one reconnect replays. */
export const LIVE_REPLAY_LIMIT = 100;

/** What a live stream says (`event:` of each message; `data:` is the matching JSON below). */
export type TLiveEventType = 'notification' | 'seen' | 'message';

/** A notification was written for the reader; `unseenCount` is the bell's count after it. */
export type TLiveNotificationData = { notification: TNotification; unseenCount: number };
/** The reader's notifications were marked seen (all, or those about `threadId` when it was read). */
export type TLiveSeenData = { unseenCount: number; threadId?: string };
/** A message was posted in one of the reader's conversations (by them too: their other tabs show it). */
export type TLiveMessageData = {
  threadId: string;
  messageId: string;
  subject: { kind: TThreadSubject; id: string };
  senderId: string;
};

export type TLiveEvent =
  | { type: 'notification'; id: string; data: TLiveNotificationData }
  | { type: 'seen'; id: string; data: TLiveSeenData }
  | { type: 'message'; id: string; data: TLiveMessageData };
