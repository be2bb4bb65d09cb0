import type { TVoucherStatus, ZAdminVoucherListQuery } from '@bazaar/shared/voucher';
import { and, count, desc, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { type VoucherRow, voucherRedemptions, vouchers } from '../../../db/schema/orders.ts';
import { vendors } from '../../../db/schema/shop.ts';
import { fetchPage, matchesSearch, orderBySort } from '../../../lib/list-query.ts';

export type VoucherWithVendor = VoucherRow & { vendorName: string | null };

const withVendor = { voucher: vouchers, vendorName: vendors.storeName };

function flatten(row: { voucher: VoucherRow; vendorName: string | null }): VoucherWithVendor {
  return { ...row.voucher, vendorName: row.vendorName };
}

function statusCondition(status: TVoucherStatus): SQL | undefined {
  const now = sql`now()`;
  const notEnded = or(sql`${vouchers.endsAt} is null`, gt(vouchers.endsAt, now));
  switch (status) {
    case 'inactive':
      return eq(vouchers.isActive, false);
    case 'expired':
      return and(eq(vouchers.isActive, true), isNotNull(vouchers.endsAt), lte(vouchers.endsAt, now));
    case 'scheduled':
      return and(eq(vouchers.isActive, true), notEnded, gt(vouchers.startsAt, now));
    case 'active':
      return and(eq(vouchers.isActive, true), notEnded, lte(vouchers.startsAt, now));
  }
}

const SORT_COLUMNS = {
  createdAt: vouchers.createdAt,
  code: vouchers.code,
  endsAt: vouchers.endsAt,
  usedCount: vouchers.usedCount,
  value: vouchers.value,
} as const;

export async function listVouchers(db: Executor, opts: z.output<typeof ZAdminVoucherListQuery>) {
  const where = and(
    matchesSearch(opts.search, [vouchers.code]),
    opts.status ? statusCondition(opts.status) : undefined,
  );
  const result = await fetchPage(
    db
      .select(withVendor)
      .from(vouchers)
      .leftJoin(vendors, eq(vendors.id, vouchers.vendorId))
      .where(where)
      // A voucher without an end date sorts after every dated one, both ways.
      .orderBy(...orderBySort(opts.sort, SORT_COLUMNS, { ties: [desc(vouchers.id)], nullsLast: true }))
      .$dynamic(),
    db.select({ total: count() }).from(vouchers).where(where),
    opts,
  );
  return { docs: result.docs.map(flatten), total: result.total };
}

export async function findVoucherById(db: Executor, id: string): Promise<VoucherWithVendor | undefined> {
  const [row] = await db
    .select(withVendor)
    .from(vouchers)
    .leftJoin(vendors, eq(vendors.id, vouchers.vendorId))
    .where(eq(vouchers.id, id));
  return row && flatten(row);
}

/** By code, case-insensitively (codes are stored upper-case). */
export async function findVoucherByCode(db: Executor, code: string): Promise<VoucherWithVendor | undefined> {
  const [row] = await db
    .select(withVendor)
    .from(vouchers)
    .leftJoin(vendors, eq(vendors.id, vouchers.vendorId))
    .where(eq(vouchers.code, code.trim().toUpperCase()));
  return row && flatten(row);
}

export async function vendorExists(db: Executor, vendorId: string): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  return Boolean(row);
}

export async function insertVoucher(db: Executor, values: typeof vouchers.$inferInsert): Promise<void> {
  await db.insert(vouchers).values(values);
}

/** Updates unless that would put the usage limit under the uses so far; false when nothing changed. */
export async function updateVoucher(
  db: Executor,
  id: string,
  values: Partial<typeof vouchers.$inferInsert>,
): Promise<boolean> {
  const limit = values.usageLimit ?? null;
  const rows = await db
    .update(vouchers)
    .set(values)
    .where(and(eq(vouchers.id, id), limit === null ? undefined : lte(vouchers.usedCount, limit)))
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

/** Deletes only a voucher that was never used; false when it has been (or is gone). */
export async function deleteUnusedVoucher(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(vouchers)
    .where(
      and(
        eq(vouchers.id, id),
        eq(vouchers.usedCount, 0),
        sql`not exists (select 1 from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`,
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

/** Uses of this voucher by this user so far. */
export async function countUserRedemptions(db: Executor, voucherId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)));
  return Number(row?.n ?? 0);
}

/**
 * Takes one use atomically: one conditional UPDATE, which also locks the voucher row until the
 * transaction ends (so the per-user count read after it cannot race). False when the limit is reached.
 */
export async function takeVoucherUse(db: Executor, voucherId: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, voucherId),
        or(sql`${vouchers.usageLimit} is null`, sql`${vouchers.usedCount} < ${vouchers.usageLimit}`),
      ),
    )
    .returning();
  return row;
}

export async function insertRedemption(db: Executor, values: typeof voucherRedemptions.$inferInsert) {
  await db.insert(voucherRedemptions).values(values);
}
