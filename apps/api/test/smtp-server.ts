import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; body: string };

/** A real SMTP server on a free port that keeps every message it receives (subject and plain body). */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
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
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
        let body = rest.join('\n\n');
        if (/^Content-Transfer-Encoding: quoted-printable/im.test(unfolded)) {
          const bytes = body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          body = Buffer.from(bytes, 'latin1').toString('utf8');
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject,
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
    /** Waits until a message for `to` has arrived (delivery runs after the write's commit). */
    async waitFor(to: string): Promise<ReceivedMail> {
      for (let i = 0; i < 200; i++) {
        const found = received.find((m) => m.to === to);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no email reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
