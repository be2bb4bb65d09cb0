import type { TProfileFact } from '@bazaar/shared/profile';
import type { SectionProfile } from '../contract.ts';
import * as repo from './profile-repo.ts';

// The Rent section's part of a person's public profile (decision 044): as a rental owner, how many
// listings they have up, and how they answer inquiries, read from the inquiries' threads.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Inquiries older than this do not count: an owner who answers well now is not judged on last year. */
export const RESPONSE_WINDOW_DAYS = 90;
/** The most recent inquiries read; plenty for a rate, and a bound on the read. */
export const RESPONSE_SAMPLE = 200;
/** An unanswered inquiry counts against the owner only once it is this old: a fresh one may still be answered. */
export const RESPONSE_GRACE_MS = DAY_MS;

export type ResponseFigures = {
  /** Inquiries counted: answered ones, and unanswered ones past the grace. */
  counted: number;
  /** Whole percent of those the owner answered in the inquiry's thread. */
  ratePercent: number;
  /** The median time from an inquiry to the owner's first message, in ms; null when none was answered. */
  typicalReplyMs: number | null;
};

const toTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The response rate and typical time to a first reply, from inquiries and the owner's first message in
 * each one's thread. Null when nothing counts yet (no inquiry, or only fresh ones).
 */
export function responseFigures(
  inquiries: { createdAt: Date; firstReplyAt: Date | string | null }[],
  now: Date,
): ResponseFigures | null {
  const delays: number[] = [];
  let counted = 0;
  for (const inquiry of inquiries) {
    if (inquiry.firstReplyAt !== null) {
      counted++;
      delays.push(Math.max(0, toTime(inquiry.firstReplyAt) - inquiry.createdAt.getTime()));
    } else if (now.getTime() - inquiry.createdAt.getTime() >= RESPONSE_GRACE_MS) counted++;
  }
  if (counted === 0) return null;
  delays.sort((a, b) => a - b);
  const mid = Math.floor(delays.length / 2);
  const typicalReplyMs =
    delays.length === 0
      ? null
      : delays.length % 2 === 1
        ? (delays[mid] as number)
        : Math.round(((delays[mid - 1] as number) + (delays[mid] as number)) / 2);
  return { counted, ratePercent: Math.round((delays.length / counted) * 100), typicalReplyMs };
}

/** "within an hour", "within 5 hours", "within a day", "within 3 days". */
export function describeReplyTime(ms: number): string {
  if (ms <= HOUR_MS) return 'within an hour';
  if (ms < DAY_MS) return `within ${Math.ceil(ms / HOUR_MS)} hours`;
  if (ms <= DAY_MS) return 'within a day';
  return `within ${Math.ceil(ms / DAY_MS)} days`;
}

export const rentProfile: SectionProfile = {
  roles: async (deps, userId) => {
    const now = new Date();
    const [active, inquiries] = await Promise.all([
      repo.countActiveListings(deps.db, userId),
      repo.listInquiryFirstReplies(
        deps.db,
        userId,
        new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS),
        RESPONSE_SAMPLE,
      ),
    ]);
    if (active === 0 && inquiries.length === 0) return [];
    const figures = responseFigures(inquiries, now);
    const facts: TProfileFact[] = [
      { key: 'activeListings', label: 'Active listings', value: String(active) },
    ];
    if (figures) {
      facts.push({ key: 'responseRate', label: 'Response rate', value: `${figures.ratePercent}%` });
      if (figures.typicalReplyMs !== null) {
        facts.push({
          key: 'responseTime',
          label: 'Usually replies',
          value: describeReplyTime(figures.typicalReplyMs),
        });
      }
    }
    return [{ key: 'owner', title: 'As a rental owner', rating: null, facts, tags: [], link: null }];
  },
};
