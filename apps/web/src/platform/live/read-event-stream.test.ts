import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, StreamRefused, type TStreamEvent } from './read-event-stream';

// A real HTTP server answering the way GET /api/live does, in chunks cut mid-line, so the reader is
// tested on what a network hands it.
let server: Server;
let base: string;
const seen: Array<{ authorization?: string; lastEventId?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      authorization: req.headers.authorization,
      lastEventId: req.headers['last-event-id'] as string | undefined,
    });
    if (req.url === '/refused') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunks = [
      'retry: 2500\n: connected\n\n',
      'id: 0190a0b0-0000-7000-8000-000000000001\nevent: notif',
      'ication\ndata: {"unseenCount":1}\n\n: heartbeat\n\n',
      'id: 0190a0b0-0000-7000-8000-000000000002\r\nevent: message\r\ndata: {"a":\r\ndata: 1}\r\n\r\n',
    ];
    let i = 0;
    const next = () => {
      if (i < chunks.length) {
        res.write(chunks[i++]);
        setTimeout(next, 5);
      } else res.end();
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('readEventStream', () => {
  it('sends the token and Last-Event-ID, and reads events, comments and the retry hint across chunks', async () => {
    const events: TStreamEvent[] = [];
    let retry = 0;
    let opened = false;
    await readEventStream({
      url: `${base}/live`,
      token: 'tok-1',
      lastEventId: '0190a0b0-0000-7000-8000-000000000000',
      signal: new AbortController().signal,
      onOpen: () => {
        opened = true;
      },
      onEvent: (e) => events.push(e),
      onRetry: (ms) => {
        retry = ms;
      },
    });
    expect(opened).toBe(true);
    expect(retry).toBe(2500);
    expect(seen.at(-1)).toEqual({
      authorization: 'Bearer tok-1',
      lastEventId: '0190a0b0-0000-7000-8000-000000000000',
    });
    expect(events).toEqual([
      { id: '0190a0b0-0000-7000-8000-000000000001', type: 'notification', data: '{"unseenCount":1}' },
      { id: '0190a0b0-0000-7000-8000-000000000002', type: 'message', data: '{"a":\n1}' },
    ]);
  });

  it('rejects with the status when the stream is refused', async () => {
    const read = readEventStream({
      url: `${base}/refused`,
      token: 'expired',
      lastEventId: null,
      signal: new AbortController().signal,
      onOpen: () => {},
      onEvent: () => {},
      onRetry: () => {},
    });
    await expect(read).rejects.toBeInstanceOf(StreamRefused);
    await expect(read).rejects.toMatchObject({ status: 401 });
    expect(seen.at(-1)?.lastEventId).toBeUndefined();
  });
});
