import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies, resolveClientAddress } from './client-address';
import { PEER_HEADER, readPeerAddress, stampPeerAddresses } from './peer-address';

const NONE = parseTrustedProxies('');
const LOOPBACK = parseTrustedProxies('loopback');

describe('resolveClientAddress', () => {
  it('takes the peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.7', '6.6.6.6', NONE)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '6.6.6.6', NONE)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.7', '6.6.6.6', LOOPBACK)).toBe('198.51.100.7');
  });

  it('takes the entry a trusted proxy appended, not what the browser wrote before it', () => {
    // The browser sent "6.6.6.6"; the proxy on loopback appended the address it saw.
    expect(resolveClientAddress('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.9', LOOPBACK)).toBe('203.0.113.9');
  });

  it('walks through every trusted hop', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3', trusted)).toBe('203.0.113.9');
    // Every hop trusted: the left-most is as far as anyone can see.
    expect(resolveClientAddress('127.0.0.1', '10.9.9.9, 10.1.2.3', trusted)).toBe('10.9.9.9');
  });

  it('stops at the proxy when a hop is not an address, or there is none', () => {
    expect(resolveClientAddress('127.0.0.1', 'unknown', LOOPBACK)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', null, LOOPBACK)).toBe('127.0.0.1');
  });

  it('reads IPv6 ranges', () => {
    const trusted = parseTrustedProxies('fd00::/8');
    expect(resolveClientAddress('fd12::1', '2001:db8::5', trusted)).toBe('2001:db8::5');
    expect(resolveClientAddress('2001:db8::9', '2001:db8::5', trusted)).toBe('2001:db8::9');
  });
});

describe('parseTrustedProxies', () => {
  it('names an entry that is not an address or range', () => {
    expect(() => parseTrustedProxies('127.0.0.1, localhost')).toThrow('"localhost"');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow();
  });
});

describe('the peer stamp on a real Node server', () => {
  let url = '';
  const server = createServer((req, res) => {
    const headers = new Headers(req.headers as Record<string, string>);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ peer: readPeerAddress(headers), client: clientAddressOf(headers, NONE) }));
  });

  beforeAll(async () => {
    stampPeerAddresses();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    server.close();
  });

  async function send(headers: Record<string, string>) {
    const req = httpRequest(url, { headers });
    req.end();
    const [res] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
    let body = '';
    for await (const chunk of res) body += chunk;
    return JSON.parse(body) as { peer: string | null; client: string | null };
  }

  it('records the socket address, whatever the browser sent', async () => {
    const answer = await send({ 'x-forwarded-for': '6.6.6.6', [PEER_HEADER]: 'made-up 6.6.6.7' });
    expect(answer).toEqual({ peer: '127.0.0.1', client: '127.0.0.1' });
  });

  it('does not believe a stamp made without the start-up secret', () => {
    const forged = new Headers({ [PEER_HEADER]: `${'0'.repeat(32)} 6.6.6.6` });
    expect(readPeerAddress(forged)).toBeNull();
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': '6.6.6.6' }), NONE)).toBeNull();
  });
});
