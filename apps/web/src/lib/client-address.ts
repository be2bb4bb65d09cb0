import { BlockList, isIP } from 'node:net';
import { readPeerAddress } from './peer-address';

// Works out the browser's address from what the web server can vouch for: the socket's peer, and
// the X-Forwarded-For chain only as far as it was written by proxies WEB_TRUST_PROXY names. A
// header the browser chose is never believed, because the peer it came from is not a trusted proxy.

/** The proxies whose X-Forwarded-For entries are believed. */
export type TrustedProxies = { has: (address: string) => boolean };

/** `::ffff:1.2.3.4` (how Node shows an IPv4 peer on a dual-stack socket) as `1.2.3.4`. */
function unmap(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Parses a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`), with
 * `loopback` for 127.0.0.0/8 and ::1; empty trusts no proxy. Throws naming a bad entry.
 */
export function parseTrustedProxies(list: string): TrustedProxies {
  const blocks = new BlockList();
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === 'loopback') {
      blocks.addSubnet('127.0.0.0', 8, 'ipv4');
      blocks.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, extra] = entry.split('/');
    const version = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const isPrefixValid =
      prefix === undefined || (/^\d+$/.test(bits ?? '') && prefix <= (version === 4 ? 32 : 128));
    if (version === 0 || extra !== undefined || !isPrefixValid) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, prefix, type);
  }
  return {
    has: (address) => {
      const plain = unmap(address);
      const version = isIP(plain);
      return version !== 0 && blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: the peer, unless the peer is a trusted proxy, in which case the entry it
 * appended to X-Forwarded-For (the right-most), and so on leftwards while each hop is trusted. A
 * hop that is not an address ends the walk at the proxy that wrote it.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let address = unmap(peer);
  while (trusted.has(address)) {
    const next = hops.pop();
    if (next === undefined || isIP(unmap(next)) === 0) break;
    address = unmap(next);
  }
  return address;
}

/**
 * The address of the browser a request came from, or null when the request carries no peer stamp
 * (see peer-address.ts) and so nothing the web server can vouch for.
 */
export function clientAddressOf(
  request: { get: (name: string) => string | null },
  trusted: TrustedProxies,
): string | null {
  const peer = readPeerAddress(request);
  return peer ? resolveClientAddress(peer, request.get('x-forwarded-for'), trusted) : null;
}
