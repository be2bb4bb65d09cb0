import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

// Next.js does not hand pages or route handlers the socket's address, and the X-Forwarded-For it
// passes on is the browser's own when the browser sent one. So, at start-up (instrumentation.ts),
// every request the Node server receives is stamped, before Next reads it, with its peer's address
// in a header of our own. The stamp carries a secret made at start-up: a request that arrived
// before the stamping began, with that header made up, is not believed.

/** The header the stamp travels in, inside this process only. */
export const PEER_HEADER = 'x-bazaar-peer';

// Instrumentation and the pages are bundled apart, so the secret lives on the process, not in a module.
const STAMP_SECRET = Symbol.for('bazaar.peer-stamp-secret');
type StampHolder = { [STAMP_SECRET]?: string };

/** Starts stamping every incoming request with its socket's address (once per process). */
export function stampPeerAddresses(): void {
  const holder = globalThis as StampHolder;
  if (holder[STAMP_SECRET]) return;
  const secret = randomBytes(16).toString('hex');
  holder[STAMP_SECRET] = secret;
  // Published by Node's HTTP server for each request, synchronously, before any handler sees it.
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = `${secret} ${socket.remoteAddress ?? ''}`;
  });
}

/** The socket address the stamp recorded for this request, or null when it has no valid stamp. */
export function readPeerAddress(headers: { get: (name: string) => string | null }): string | null {
  const secret = (globalThis as StampHolder)[STAMP_SECRET];
  const [sent = '', address] = (headers.get(PEER_HEADER) ?? '').split(' ');
  if (!secret || !address || sent.length !== secret.length) return null;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(secret)) ? address : null;
}
