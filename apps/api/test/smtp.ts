import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope recipient, headers (unfolded, lower-case names), text. */
export type ReceivedMail = { to: string; subject: string; headers: Record<string, string>; body: string };

/** Decodes a header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, RFC 2047). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A real SMTP server on a free port that keeps what it receives; `state.failing` makes it refuse every
 * message with a temporary error (the outbox's retries).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        if (state.failing) {
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const headers: Record<string, string> = {};
        for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        let body = rest.join('\n\n');
        if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
          const bytes = body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          body = Buffer.from(bytes, 'latin1').toString('utf8');
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: decodeWords(headers.subject ?? ''),
          headers,
          body: body.replace(/\r\n/g, '\n').trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The messages to `to` so far. */
    to: (to: string) => received.filter((m) => m.to === to),
    /** Waits until a message to `to` arrives (delivery runs after the request's commit). */
    async waitFor(to: string): Promise<ReceivedMail> {
      for (let i = 0; i < 100; i++) {
        const found = received.find((m) => m.to === to);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no email reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
