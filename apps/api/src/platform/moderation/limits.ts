import {
  HOUR_MS,
  NEW_ACCOUNT_CONVERSATIONS_PER_HOUR,
  NEW_ACCOUNT_LISTINGS_PER_HOUR,
  NEW_ACCOUNT_MS,
} from '@bazaar/shared/moderation-constants';
import { and, count, eq, gte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

// Basic abuse limits of a new account (decision 046), called by each path that posts a listing or
// starts a conversation with its own count of what the person did in the last hour.

const LIMITS = {
  listings: { perHour: NEW_ACCOUNT_LISTINGS_PER_HOUR, noun: 'listings' },
  conversations: { perHour: NEW_ACCOUNT_CONVERSATIONS_PER_HOUR, noun: 'conversations' },
} as const;

/** Whether the account is younger than NEW_ACCOUNT_MS. */
export async function isNewAccount(db: Executor, userId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row && now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_MS);
}

/**
 * Refuses (429, naming the limit) a new account's next listing or conversation once it made its
 * hour's share; `countSince` counts what it made since the time it is given (in this section).
 */
export async function holdNewAccount(
  db: Executor,
  userId: string,
  what: keyof typeof LIMITS,
  countSince: (since: Date) => Promise<number>,
  now = new Date(),
): Promise<void> {
  if (!(await isNewAccount(db, userId, now))) return;
  const { perHour, noun } = LIMITS[what];
  if ((await countSince(new Date(now.getTime() - HOUR_MS))) < perHour) return;
  throw new AppError(
    'RATE_LIMITED',
    `A new account can ${what === 'listings' ? 'post' : 'start'} only ${perHour} ${noun} an hour in its first ${NEW_ACCOUNT_MS / HOUR_MS} hours; please try again later`,
    { title: 'Slow down' },
  );
}

/** A phone number (7+ digits, spaces and dashes allowed) or a link (a scheme, www., or a domain). */
const CONTACT_DETAILS =
  /(\+?\d[\d\s().-]{5,}\d)|(https?:\/\/)|(\bwww\.)|(\b[a-z0-9-]+\.(com|net|org|np|io|co|info|biz|me|xyz)\b)/i;

/** Whether a message holds a phone number or a link (a new account's first one goes to the queue). */
export function holdsContactDetails(text: string): boolean {
  return CONTACT_DETAILS.test(text);
}

/** `countSince` of `holdNewAccount` for a table: its rows of `ownerId` created since the time given. */
export function rowsMadeSince(
  db: Executor,
  table: PgTable,
  owner: PgColumn,
  ownerId: string,
  createdAt: PgColumn,
): (since: Date) => Promise<number> {
  return async (since) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(owner, ownerId), gte(createdAt, since)));
    return row?.n ?? 0;
  };
}
