import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rentInquiries, rentListings } from '../../db/schema/rents.ts';
import { threadMessages, threads } from '../../db/schema/threads.ts';

// The Rent section's SQL for a person's public profile (decision 044).

/** How many of the person's listings anyone can see now (Active and not hidden). */
export async function countActiveListings(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rentListings)
    .where(
      and(
        eq(rentListings.ownerId, ownerId),
        eq(rentListings.status, 'Active'),
        eq(rentListings.isHidden, false),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The inquiries the person received since `since`, newest first (at most `limit`), each with the time of
 * the owner's first message in its thread (null when they never wrote there).
 */
export function listInquiryFirstReplies(db: Executor, ownerId: string, since: Date, limit: number) {
  // Written out with aliases: inside a subquery Drizzle names columns without their table.
  const firstReply = sql<Date | string | null>`(
    select min(m.created_at) from ${threadMessages} m
    inner join ${threads} th on th.id = m.thread_id
    where th.subject_kind = 'rent-inquiry' and th.subject_id = ${rentInquiries}.id
      and m.sender_id = ${rentInquiries}.owner_id
  )`;
  return db
    .select({ createdAt: rentInquiries.createdAt, firstReplyAt: firstReply })
    .from(rentInquiries)
    .where(and(eq(rentInquiries.ownerId, ownerId), gt(rentInquiries.createdAt, since)))
    .orderBy(desc(rentInquiries.createdAt))
    .limit(limit);
}
