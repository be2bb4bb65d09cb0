import type { TRentInquiryBox, TRentInquiryStatus } from '@bazaar/shared/rent';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type RentInquiryRow,
  type RentListingRow,
  rentInquiries,
  rentListings,
} from '../../db/schema/rents.ts';

// Rent inquiries: writing one, reading them for each side, and the listings they are about.

// ─── Inquiries ────────────────────────────────────────────────────────────────────────────────────

export async function insertInquiry(db: Executor, values: typeof rentInquiries.$inferInsert): Promise<void> {
  await db.insert(rentInquiries).values(values);
}

export async function findInquiry(db: Executor, id: string): Promise<RentInquiryRow | undefined> {
  const [row] = await db.select().from(rentInquiries).where(eq(rentInquiries.id, id)).limit(1);
  return row;
}

export async function findOpenInquiry(
  db: Executor,
  listingId: string,
  senderId: string,
): Promise<RentInquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(rentInquiries)
    .where(
      and(
        eq(rentInquiries.listingId, listingId),
        eq(rentInquiries.senderId, senderId),
        inArray(rentInquiries.status, ['New', 'Replied']),
      ),
    )
    .limit(1);
  return row;
}

function inquiryWhere(
  userId: string,
  opts: { box: TRentInquiryBox; status?: TRentInquiryStatus | undefined; listingId?: string | undefined },
  withStatus: boolean,
): SQL {
  return and(
    opts.box === 'received' ? eq(rentInquiries.ownerId, userId) : eq(rentInquiries.senderId, userId),
    withStatus && opts.status ? eq(rentInquiries.status, opts.status) : undefined,
    opts.listingId ? eq(rentInquiries.listingId, opts.listingId) : undefined,
  ) as SQL;
}

export async function listInquiries(
  db: Executor,
  userId: string,
  opts: {
    box: TRentInquiryBox;
    status?: TRentInquiryStatus | undefined;
    listingId?: string | undefined;
    page: number;
    limit: number;
  },
): Promise<{ docs: RentInquiryRow[]; total: number }> {
  const where = inquiryWhere(userId, opts, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rentInquiries)
      .where(where)
      .orderBy(desc(rentInquiries.updatedAt), desc(rentInquiries.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(rentInquiries).where(where),
  ]);
  return { docs: rows, total: total?.n ?? 0 };
}

export async function countInquiriesByStatus(
  db: Executor,
  userId: string,
  opts: { box: TRentInquiryBox; listingId?: string | undefined },
) {
  const rows = await db
    .select({ status: rentInquiries.status, n: count() })
    .from(rentInquiries)
    .where(inquiryWhere(userId, opts, false))
    .groupBy(rentInquiries.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function findListingsByIds(db: Executor, ids: string[]): Promise<Map<string, RentListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(rentListings)
    .where(inArray(rentListings.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
