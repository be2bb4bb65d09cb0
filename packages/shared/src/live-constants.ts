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

/**
 * How far back a tab's first stream asks at most: a page reads its data in the seconds before its
 * stream opens, and a tab signed in long after it loaded has read its data just before (not a
 * replay of everything since the tab was opened).
 */
export const LIVE_FIRST_LOOKBACK_MS = 30_000;

/**
 * An event id for a moment (a UUIDv7 whose time is `ms`, RFC 9562): sent as Last-Event-ID by a page's
 * first connection, it asks for what was stored since that page began loading, so an event sent while
 * the page read its data, before its stream was open, still reaches it.
 */
export function liveEventIdAt(ms: number): string {
  const time = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0').slice(-12);
  return `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-000000000000`;
}

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
