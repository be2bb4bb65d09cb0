import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email-outbox.ts';
import { newId } from './ids.ts';

export type Email = { to: string; subject: string; body: string; templateKey: string };

/** Sends an email: always kept in the outbox; through SMTP too when SMTP_URL is configured. */
export type Mailer = { send: (db: Db, email: Email) => Promise<void> };

export function createMailer(opts: {
  smtpUrl?: string;
  from?: string;
  log?: (err: unknown) => void;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? createTransport(opts.smtpUrl) : null;
  return {
    send: async (db, email) => {
      const id = newId();
      await db.insert(emailOutbox).values({ id, ...email });
      if (!transport) return;
      try {
        await transport.sendMail({
          from: opts.from ?? 'Bazaar <no-reply@bazaar.local>',
          to: email.to,
          subject: email.subject,
          text: email.body,
        });
        await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
      } catch (err) {
        // The row stays unsent in the outbox; a failed SMTP server must not fail the request.
        opts.log?.(err);
      }
    },
  };
}
