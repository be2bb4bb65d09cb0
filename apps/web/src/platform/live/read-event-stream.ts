// A small reader of text/event-stream over fetch(): EventSource cannot send an Authorization header,
// and a long-lived token must never travel in a URL (decision 037). It keeps no state of its own: the
// caller passes the last event id it has handled, and reconnects.

export type TStreamEvent = { id: string; type: string; data: string };

export class StreamRefused extends Error {
  status: number;
  constructor(status: number) {
    super(`The live stream was refused (${status})`);
    this.status = status;
  }
}

type ReadOptions = {
  url: string;
  token: string;
  lastEventId: string | null;
  signal: AbortSignal;
  /** The stream answered 200: the connection is up. */
  onOpen: () => void;
  onEvent: (event: TStreamEvent) => void;
  /** The server's `retry:` hint, in milliseconds. */
  onRetry: (ms: number) => void;
};

/**
 * Reads one connection until it ends (resolves) or fails (rejects; `StreamRefused` for an answer
 * other than 200, with its status). Comment lines (the heartbeat) are read and dropped.
 */
export async function readEventStream(opts: ReadOptions): Promise<void> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${opts.token}`,
    accept: 'text/event-stream',
  };
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const res = await fetch(opts.url, { headers, signal: opts.signal, cache: 'no-store' });
  if (res.status !== 200 || !res.body) throw new StreamRefused(res.status);
  opts.onOpen();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let id = '';
  let type = '';
  let data: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.search(/\r?\n/);
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(buffer[end] === '\r' ? end + 2 : end + 1);
      if (line === '') {
        if (data.length > 0) opts.onEvent({ id, type: type || 'message', data: data.join('\n') });
        type = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = text;
        else if (field === 'event') type = text;
        else if (field === 'data') data.push(text);
        else if (field === 'retry' && /^\d+$/.test(text)) opts.onRetry(Number(text));
      }
      end = buffer.search(/\r?\n/);
    }
  }
}
