import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A push service on this machine, speaking the protocol of the real ones (RFC 8030: a POST of an
// encrypted message to a subscription's endpoint, answered 201, or 404/410 for a subscription that is
// gone), and a browser's side of a subscription: its P-256 key pair and auth secret, which decrypt what
// arrives (RFC 8291, aes128gcm) — written here from the RFCs, independent of the library that sends.

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A self-signed certificate for 127.0.0.1, trusted by this process's HTTPS requests from now on. */
function trustedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const pair = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    const trusted = globalAgent.options.ca;
    globalAgent.options.ca = [...(Array.isArray(trusted) ? trusted : trusted ? [trusted] : []), pair.cert];
    return pair;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService() {
  const received: PushRequest[] = [];
  /** Paths answered 410 Gone, as a push service answers for a subscription the browser dropped. */
  const gone = new Set<string>();
  const server = createServer(trustedCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method !== 'POST') {
        res.writeHead(405).end();
      } else if (gone.has(path)) {
        res.writeHead(410).end('push subscription has unsubscribed or expired');
      } else {
        res.writeHead(201, { location: `${path}/messages/${received.length}` }).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    gone,
    /** The requests that reached `path`, waiting up to `ms` for at least `count`. */
    async waitFor(path: string, count = 1, ms = 10_000): Promise<PushRequest[]> {
      const until = Date.now() + ms;
      for (;;) {
        const got = received.filter((r) => r.path === path);
        if (got.length >= count) return got;
        if (Date.now() > until)
          throw new Error(`${got.length} push message(s) reached ${path}, not ${count}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: what `PushSubscription.toJSON().keys` holds, and their private half. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts a message body as the browser does (RFC 8291 over RFC 8188, one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([
        decipher.update(cipherText.subarray(0, cipherText.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record of a message');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a request's VAPID authorization (RFC 8292) as a push service does: `vapid t=<JWT>, k=<key>`,
 * the JWT signed ES256 by the key `k`, for the endpoint's origin, not yet expired and at most 24 h
 * ahead. Answers the key and the JWT's claims.
 */
export function checkVapid(headers: IncomingHttpHeaders, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match its key');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (header.alg !== 'ES256') throw new Error(`VAPID signed with ${header.alg}`);
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (body.exp <= now || body.exp > now + 24 * 3600) throw new Error(`VAPID expiry ${body.exp} out of range`);
  return { key, claims: body };
}
