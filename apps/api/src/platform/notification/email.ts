import type { TEmailTemplateKey } from '@bazaar/shared/email-template';
import type { TNotificationChoices } from '@bazaar/shared/notification-choices';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Email } from '../../lib/mailer.ts';
import { type EmailComposer, loadEmailComposer } from '../email-template/service.ts';
import { unsubscribeLinks } from './unsubscribe.ts';

// The email side of a notification (decision 050): a notification whose builder names a template is
// also emailed to the people who want its topic by email, with a one-click unsubscribe for that topic.

/** The email of a notification: its template and the values only the event knows. */
export type NotificationEmail = {
  templateKey: TEmailTemplateKey;
  /** The template's placeholders but `name` and `link` (the reader's name, the notification's page). */
  values: Record<string, string>;
};

/** What emailing needs of the app: the outbox, the web's origin for links, the secret that signs them. */
export type NotificationEmailDeps = Pick<AppDeps, 'mailer' | 'webOrigin' | 'publicApiUrl' | 'jwtSecret'>;

/** One email to send: to whom, about what, the page it links to. */
export type NotificationEmailInput = {
  userId: string;
  topic: keyof TNotificationChoices;
  route: string;
  email?: NotificationEmail | undefined;
};

/**
 * Queues the emails of `inputs` (those naming one) in `db`'s transaction, for the people who want
 * their topic by email (`'chosen'`: the caller has kept only those already). Each carries the
 * topic's unsubscribe link in its text and as `List-Unsubscribe` with `List-Unsubscribe-Post`
 * (RFC 8058). Answers how many were queued.
 */
export async function emailNotifications(
  db: Executor,
  deps: NotificationEmailDeps,
  inputs: readonly NotificationEmailInput[],
  choices: Map<string, TNotificationChoices> | 'chosen',
): Promise<number> {
  const wanted = inputs.filter(
    (i): i is NotificationEmailInput & { email: NotificationEmail } =>
      i.email !== undefined && (choices === 'chosen' || (choices.get(i.userId)?.[i.topic].email ?? true)),
  );
  if (wanted.length === 0) return 0;
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          inArray(
            users.id,
            wanted.map((i) => i.userId),
          ),
        )
    ).map((u) => [u.id, u]),
  );
  const composers = new Map<TEmailTemplateKey, EmailComposer>();
  const emails: Email[] = [];
  for (const input of wanted) {
    const person = people.get(input.userId);
    if (!person) continue;
    let compose = composers.get(input.email.templateKey);
    if (!compose) {
      compose = await loadEmailComposer(db, input.email.templateKey);
      composers.set(input.email.templateKey, compose);
    }
    const link = input.route.startsWith('http') ? input.route : `${deps.webOrigin}${input.route}`;
    const email = compose(person.email, { ...input.email.values, name: person.fullName, link });
    emails.push(withUnsubscribe(deps, input.userId, input.topic, email));
  }
  await deps.mailer.sendAll(db, emails);
  return emails.length;
}

/**
 * An email about `topic` with its one-click unsubscribe: the link in its text, and as
 * `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058).
 */
export function withUnsubscribe(
  deps: Pick<NotificationEmailDeps, 'webOrigin' | 'publicApiUrl' | 'jwtSecret'>,
  userId: string,
  topic: keyof TNotificationChoices,
  email: Email,
): Email {
  const unsubscribe = unsubscribeLinks(deps, userId, topic);
  return {
    ...email,
    body: `${email.body}\n\n--\nYou get this email because of your notification choices. Stop these emails: ${unsubscribe.page}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
