import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_TOPIC_INFO,
  type TNotificationTopic,
  type TUnsubscribeInfo,
  UNSUBSCRIBABLE_TOPICS,
  UNSUBSCRIBE_ROUTE,
} from '@bazaar/shared/notification-choices';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { getChoices, updateChoices } from './choices.ts';

// One-click unsubscribe (RFC 8058) for the emails about a topic: a token naming the person and the
// topic, signed with the app's secret (HMAC-SHA256), so the link works without signing in and nobody
// can make one for somebody else or another topic (decision 050).

const TOKEN_PURPOSE = 'unsubscribe:v1';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${TOKEN_PURPOSE}:${payload}`).digest();
}

/** The token of `userId`'s emails about `topic`: `<userId>.<topic>.<signature, base64url>`. */
export function unsubscribeToken(secret: string, userId: string, topic: TNotificationTopic): string {
  const payload = `${userId}.${topic}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The person and topic a token names, or a 400 when it is malformed, tampered with or of a locked topic. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; topic: TNotificationTopic } {
  const invalid = () =>
    fieldError(
      'token',
      'this unsubscribe link is not valid (changed or cut short); use the link of a recent email',
    );
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid();
  const [userId = '', topic = '', given = ''] = parts;
  const expected = signature(secret, `${userId}.${topic}`);
  const provided = Buffer.from(given, 'base64url');
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) throw invalid();
  const found = UNSUBSCRIBABLE_TOPICS.find((t) => t === topic);
  if (!found) throw invalid();
  return { userId, topic: found };
}

/** The web page that shows what a token turns off, and the API address a mail client posts to. */
export function unsubscribeLinks(
  deps: { webOrigin: string; publicApiUrl: string; jwtSecret: string },
  userId: string,
  topic: TNotificationTopic,
): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(deps.jwtSecret, userId, topic));
  return {
    page: `${deps.webOrigin}${UNSUBSCRIBE_ROUTE}?token=${token}`,
    oneClick: `${deps.publicApiUrl}/notification/unsubscribe?token=${token}`,
  };
}

/** `sita@example.com` → `s***@example.com`: enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

async function infoOf(db: Executor, userId: string, topic: TNotificationTopic): Promise<TUnsubscribeInfo> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'The account of this unsubscribe link no longer exists');
  const choices = await getChoices(db, userId);
  return {
    topic,
    ...NOTIFICATION_TOPIC_INFO[topic],
    email: maskEmail(user.email),
    isOn: choices[topic].email,
  };
}

/** What the token would turn off (changes nothing: mail scanners follow links). */
export async function describeUnsubscribe(
  db: Executor,
  secret: string,
  token: string,
): Promise<TUnsubscribeInfo> {
  const { userId, topic } = readUnsubscribeToken(secret, token);
  return infoOf(db, userId, topic);
}

/** Turns the token's topic × email off. */
export async function unsubscribe(db: Executor, secret: string, token: string): Promise<TUnsubscribeInfo> {
  const { userId, topic } = readUnsubscribeToken(secret, token);
  const info = await infoOf(db, userId, topic);
  await updateChoices(db, userId, { [topic]: { email: false } });
  return { ...info, isOn: false };
}
