import {
  LIVE_MAX_STREAMS_PER_USER,
  LIVE_REPLAY_LIMIT,
  LIVE_REPLAY_MARGIN_MS,
  LIVE_RETRY_MS,
  type TLiveEvent,
} from '@bazaar/shared/live-constants';
import type { UserRow } from '../../db/schema/users.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { LiveMessage } from '../../lib/live-bus.ts';
import { findSessionById, findUserById } from '../auth/repo.ts';
import { countMyUnseen, listMyNotificationsSince } from '../notification/service.ts';
import { listMyMessageEventsSince } from '../thread/message-service.ts';

/** Where a stream's text goes: the HTTP answer, kept open. */
export type LiveSink = { write: (chunk: string) => unknown; end: () => void };

type LiveDeps = Pick<AppDeps, 'db' | 'live' | 'userCache' | 'sessionCache'>;

type Stream = { userId: string; end: () => void };

/** The time a UUIDv7 was made (its first 48 bits: Unix milliseconds). */
export function uuidV7Time(id: string): number {
  return Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

function formatEvent(event: TLiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The live streams one API instance holds (decision 037): each signed-in person's open streams, at
 * most LIVE_MAX_STREAMS_PER_USER (one more ends their oldest), fed by the live bus and kept open by
 * a heartbeat that also ends the stream once the person's session has ended.
 */
export function createLiveStreams(
  deps: LiveDeps,
  opts: { heartbeatMs: number; log: (err: unknown) => void },
) {
  const byUser = new Map<string, Stream[]>();

  const endAll = () => {
    for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
  };
  // Redis came back: what it carried meanwhile is lost, so the browsers reconnect and replay.
  deps.live.onResync(endAll);

  /** The event a bus message becomes on `user`'s stream, with the counts read now. */
  async function toEvent(userId: string, message: LiveMessage): Promise<TLiveEvent> {
    if ('notification' in message) {
      const unseenCount = await countMyUnseen(deps.db, userId);
      return {
        type: 'notification',
        id: message.notification._id,
        data: { notification: message.notification, unseenCount },
      };
    }
    if (message.event.type === 'seen') {
      const unseenCount = await countMyUnseen(deps.db, userId);
      return { type: 'seen', id: message.event.id, data: { ...message.event.data, unseenCount } };
    }
    return message.event;
  }

  /** What a reconnect missed after `lastEventId`, read from what is stored, oldest first. */
  async function replay(userId: string, lastEventId: string): Promise<TLiveEvent[]> {
    const since = new Date(uuidV7Time(lastEventId) - LIVE_REPLAY_MARGIN_MS);
    const [notifications, messages, unseenCount] = await Promise.all([
      listMyNotificationsSince(deps.db, userId, since, LIVE_REPLAY_LIMIT),
      listMyMessageEventsSince(deps.db, userId, since, LIVE_REPLAY_LIMIT),
      countMyUnseen(deps.db, userId),
    ]);
    const events: Array<{ at: number; event: TLiveEvent }> = [
      ...notifications.map((notification) => ({
        at: Date.parse(notification.createdAt),
        event: {
          type: 'notification' as const,
          id: notification._id,
          data: { notification, unseenCount },
        },
      })),
      ...messages.map((m) => ({
        at: m.createdAt.getTime(),
        event: { type: 'message' as const, id: m.data.messageId, data: m.data },
      })),
    ];
    return events
      .filter((e) => e.event.id !== lastEventId)
      .sort((a, b) => a.at - b.at || a.event.id.localeCompare(b.event.id))
      .map((e) => e.event);
  }

  /**
   * Still the same session as when the stream opened: not blocked, no newer session version, and the
   * sign-in itself not signed out (read through the caches the per-request check uses, which a
   * sign-out on any instance evicts).
   */
  async function isSessionCurrent(user: UserRow, sessionId: string | null): Promise<boolean> {
    const now = await deps.userCache.getOrLoad(user.id, (id) => findUserById(deps.db, id));
    if (!now || now.status === 'blocked' || now.sessionVersion !== user.sessionVersion) return false;
    if (!sessionId) return true;
    const session = await deps.sessionCache.getOrLoad(sessionId, (id) => findSessionById(deps.db, id));
    return Boolean(session && !session.revokedAt && session.expiresAt.getTime() > Date.now());
  }

  /**
   * Opens a stream for `user` on `sink`: the retry hint, what was missed after `lastEventId` (when
   * given), then every event as it comes, and a comment line every heartbeat. Ends by itself when
   * `expiresAt` (the token's end, ms) passes or the session ends; `onEnd` runs once when it ends.
   */
  function open(input: {
    user: UserRow;
    /** The sign-in the stream's token belongs to: signing it out ends the stream. */
    sessionId: string | null;
    sink: LiveSink;
    lastEventId: string | undefined;
    expiresAt: number;
  }): Stream {
    const { user, sink } = input;
    const userId = user.id;
    let isEnded = false;
    // One event at a time, in order: each may read a count first.
    let queue: Promise<void> = Promise.resolve();
    const send = (work: () => Promise<TLiveEvent[]>) => {
      queue = queue
        .then(async () => {
          if (isEnded) return;
          const events = await work();
          if (!isEnded) for (const event of events) sink.write(formatEvent(event));
        })
        .catch(opts.log);
    };

    const unsubscribe = deps.live.subscribe(userId, (message) =>
      send(async () => [await toEvent(userId, message)]),
    );
    const heartbeat = setInterval(() => {
      sink.write(': heartbeat\n\n');
      void isSessionCurrent(user, input.sessionId).then(
        (isCurrent) => {
          if (!isCurrent) stream.end();
        },
        () => {},
      );
    }, opts.heartbeatMs);
    // setTimeout overflows past ~24.8 days; a token lives 7.
    const expiry = setTimeout(
      () => stream.end(),
      Math.min(Math.max(0, input.expiresAt - Date.now()), 2 ** 31 - 1),
    );

    const stream: Stream = {
      userId,
      end: () => {
        if (isEnded) return;
        isEnded = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        const streams = byUser.get(userId) ?? [];
        streams.splice(streams.indexOf(stream), 1);
        if (streams.length === 0) byUser.delete(userId);
        sink.end();
      },
    };

    const streams = byUser.get(userId) ?? [];
    byUser.set(userId, streams);
    while (streams.length >= LIVE_MAX_STREAMS_PER_USER) streams[0]?.end();
    streams.push(stream);

    sink.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    // Subscribed before the replay is read: an event arriving meanwhile waits in the queue behind it
    // (and may come twice; the browser drops an id it has had).
    const { lastEventId } = input;
    if (lastEventId) send(() => replay(userId, lastEventId));
    return stream;
  }

  return {
    open,
    /** Streams held on this instance (for one person, or for everyone). */
    count: (userId?: string) =>
      userId === undefined
        ? [...byUser.values()].reduce((n, s) => n + s.length, 0)
        : (byUser.get(userId)?.length ?? 0),
    /** Ends every stream (the app is closing; its browsers reconnect to another instance). */
    endAll,
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
