'use client';

import {
  LIVE_FIRST_LOOKBACK_MS,
  LIVE_RETRY_MS,
  liveEventIdAt,
  type TLiveEvent,
} from '@bazaar/shared/live-constants';
import { useEffect, useRef } from 'react';
import { getApiBase } from '@/lib/public-config';
import { useSession } from '@/lib/session-client';
import { readEventStream, StreamRefused } from './read-event-stream';

// Kept for the whole tab, across a frame's remount (moving between public pages and an area): the
// next connection continues after the last event handled, and a replayed one is not handled twice.
let lastEventId: string | null = null;
let hasConnected = false;
// The tab's first connection asks for what was stored since the page began loading (once: an id the
// API refuses is not sent again): what happened while the page read its data is not missed.
let startsFromPageLoad = true;
const handled = new Set<string>();
const MAX_HANDLED = 500;
/** The longest wait between two attempts while the API cannot be reached. */
const MAX_BACKOFF_MS = 30_000;

export type TLiveHandlers = {
  onEvent: (event: TLiveEvent) => void;
  /**
   * A connection after the first one: what a stream does not replay (seen marks) may have been
   * missed, so the caller reads its counts again.
   */
  onReconnect: () => void;
};

/** The id of the moment the page began loading, or of LIVE_FIRST_LOOKBACK_MS ago if that is later. */
function pageLoadEventId(): string {
  return liveEventIdAt(Math.max(performance.timeOrigin, Date.now() - LIVE_FIRST_LOOKBACK_MS));
}

function isFirstTime(id: string): boolean {
  if (handled.has(id)) return false;
  handled.add(id);
  if (handled.size > MAX_HANDLED) handled.delete(handled.values().next().value as string);
  return true;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The tab's one live connection (GET /live, read with fetch and the session's token): hands each new
 * event to `onEvent`, reconnects with Last-Event-ID after a drop, waiting longer after each failure
 * (from the server's retry hint up to 30 s), and stops for good when the API refuses the session.
 */
export function LiveConnection(handlers: TLiveHandlers) {
  const { data } = useSession();
  const token = data?.user?.accessToken;
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    void (async () => {
      let retryMs = LIVE_RETRY_MS;
      let delay = retryMs;
      while (!abort.signal.aborted) {
        try {
          await readEventStream({
            url: `${getApiBase()}/live`,
            token,
            lastEventId: lastEventId ?? (startsFromPageLoad ? pageLoadEventId() : null),
            signal: abort.signal,
            onOpen: () => {
              if (hasConnected) latest.current.onReconnect();
              hasConnected = true;
              startsFromPageLoad = false;
              delay = retryMs;
            },
            onRetry: (ms) => {
              retryMs = ms;
            },
            onEvent: (raw) => {
              if (raw.id) lastEventId = raw.id;
              if (!raw.id || !isFirstTime(raw.id)) return;
              try {
                const data = JSON.parse(raw.data) as TLiveEvent['data'];
                latest.current.onEvent({ type: raw.type, id: raw.id, data } as TLiveEvent);
              } catch {
                // Not ours to read: the polls still refresh what it was about.
              }
            },
          });
        } catch (err) {
          if (abort.signal.aborted) return;
          if (err instanceof StreamRefused) {
            // An id the server does not take: start afresh (the reconnect reads the counts again).
            if (err.status === 400) {
              lastEventId = null;
              startsFromPageLoad = false;
            }
            // The session has ended: the app's own calls sign the person out; the polls remain.
            else if (err.status === 401 || err.status === 403 || err.status === 445) return;
          }
        }
        // Spread the reconnects of many tabs after an instance goes away.
        await sleep(delay * (0.75 + Math.random() / 2), abort.signal);
        delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      }
    })();
    return () => abort.abort();
  }, [token]);

  return null;
}
