import { commissionOf, vendorEarningOf } from '@bazaar/shared/money';
import type {
  TLedgerType,
  TVendorBalance,
  ZAdminVendorPaymentListQuery,
  ZLedgerQuery,
} from '@bazaar/shared/vendor-payment';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { type OrderRow, orders, type VendorLedgerRow, vendorLedger } from '../../../db/schema/orders.ts';
import { type VendorRow, vendors } from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';
import { fetchPage, inDirection, matchesSearch, orderBySort } from '../../../lib/list-query.ts';
import { vendorEarningSql } from './earning-sql.ts';

type NewLedgerEntry = typeof vendorLedger.$inferInsert;

/**
 * The ledger entry a delivered order credits: its total less Bazaar's commission (the shared rule),
 * with both recorded; none when nothing is left to earn. `at` backdates it (the demo seed).
 */
export function earningEntry(
  order: Pick<OrderRow, 'id' | 'vendorId' | 'subtotal' | 'discount' | 'total' | 'commissionPercent'>,
  at?: Date,
): NewLedgerEntry | null {
  const amount = vendorEarningOf(order);
  if (amount <= 0) return null;
  return {
    id: newId(),
    vendorId: order.vendorId,
    type: 'earning',
    amount,
    orderId: order.id,
    orderTotal: order.total,
    commission: commissionOf(order),
    ...(at ? { createdAt: at } : {}),
  };
}

/** The ledger entry that takes back the earning of a returned order. */
export function reversalEntry(
  earning: Pick<NewLedgerEntry, 'vendorId' | 'amount' | 'orderId' | 'orderTotal' | 'commission'>,
  at?: Date,
): NewLedgerEntry {
  return {
    id: newId(),
    vendorId: earning.vendorId,
    type: 'reversal',
    amount: earning.amount,
    orderId: earning.orderId ?? null,
    orderTotal: earning.orderTotal ?? null,
    commission: earning.commission ?? null,
    note: 'Order returned',
    ...(at ? { createdAt: at } : {}),
  };
}

/** Credits the vendor once per order (the unique index on order + type keeps it once). */
export async function creditEarning(db: Executor, order: OrderRow): Promise<void> {
  const entry = earningEntry(order);
  if (!entry) return;
  await db.insert(vendorLedger).values(entry).onConflictDoNothing();
}

/** Debits the earning of a returned order (nothing when it was never credited). */
export async function reverseEarning(db: Executor, order: OrderRow): Promise<void> {
  const [earning] = await db
    .select()
    .from(vendorLedger)
    .where(and(eq(vendorLedger.orderId, order.id), eq(vendorLedger.type, 'earning')))
    .limit(1);
  if (!earning) return;
  await db.insert(vendorLedger).values(reversalEntry(earning)).onConflictDoNothing();
}

const sumOf = (type: TLedgerType) =>
  sql<number>`coalesce(sum(${vendorLedger.amount}) filter (where ${vendorLedger.type} = ${type}), 0)::int`;

// Net the vendor will earn from orders shipped and not yet delivered.
const pendingSql = sql<number>`coalesce(sum(${vendorEarningSql(orders)}), 0)::int`;

export async function balanceOf(db: Executor, vendorId: string): Promise<TVendorBalance> {
  // One after the other: `db` may be a transaction (payouts), which runs a query at a time.
  const [sums] = await db
    .select({ earned: sumOf('earning'), reversed: sumOf('reversal'), paid: sumOf('payout') })
    .from(vendorLedger)
    .where(eq(vendorLedger.vendorId, vendorId));
  const [pending] = await db
    .select({ amount: pendingSql })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.status, 'Shipped')));
  const earned = Number(sums?.earned ?? 0);
  const reversed = Number(sums?.reversed ?? 0);
  const paid = Number(sums?.paid ?? 0);
  return {
    balance: earned - reversed - paid,
    totalEarned: earned,
    totalReversed: reversed,
    totalPaidOut: paid,
    pendingAmount: Number(pending?.amount ?? 0),
  };
}

/** Locks the vendor row for the rest of the transaction (serialises payouts per vendor). */
export async function lockVendor(db: Executor, vendorId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).for('update');
  return row;
}

export async function findVendor(db: Executor, vendorId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

export async function insertPayout(
  db: Executor,
  row: {
    vendorId: string;
    amount: number;
    method: string;
    reference: string;
    paidAt: Date;
    note: string;
    recordedBy: string;
    /** When it was recorded; now unless the demo seed backdates it. */
    createdAt?: Date;
  },
): Promise<VendorLedgerRow> {
  const [inserted] = await db
    .insert(vendorLedger)
    .values({ id: newId(), type: 'payout', ...row })
    .returning();
  return inserted!;
}

export type LedgerRowWithOrder = VendorLedgerRow & { orderNumber: string | null };

export async function listLedger(
  db: Executor,
  vendorId: string,
  query: z.output<typeof ZLedgerQuery>,
): Promise<{ docs: LedgerRowWithOrder[]; total: number }> {
  const where = and(
    eq(vendorLedger.vendorId, vendorId),
    query.type ? eq(vendorLedger.type, query.type) : undefined,
  );
  const result = await fetchPage(
    db
      .select({ entry: vendorLedger, orderNumber: orders.orderNumber })
      .from(vendorLedger)
      .leftJoin(orders, eq(orders.id, vendorLedger.orderId))
      .where(where)
      .orderBy(desc(vendorLedger.createdAt), desc(vendorLedger.id))
      .$dynamic(),
    db.select({ total: count() }).from(vendorLedger).where(where),
    query,
  );
  return {
    docs: result.docs.map((d) => ({ ...d.entry, orderNumber: d.orderNumber })),
    total: result.total,
  };
}

// Spelled out: Drizzle drops the table name of a column in a one-table select, which would
// bind the correlated subqueries to their own tables.
const VENDOR_ID = sql.raw('"vendors"."id"');

const ledgerSum = (type: TLedgerType) => sql<number>`(
  select coalesce(sum(l.amount), 0)::int from ${vendorLedger} l where l.vendor_id = ${VENDOR_ID} and l.type = ${type}
)`;
const balanceSql = sql<number>`(
  select coalesce(sum(case when l.type = 'earning' then l.amount else -l.amount end), 0)::int
  from ${vendorLedger} l where l.vendor_id = ${VENDOR_ID}
)`;
const o = alias(orders, 'o');
const pendingPerVendor = sql<number>`(
  select coalesce(sum(${vendorEarningSql(o)}), 0)::int
  from ${orders} o where o.vendor_id = ${VENDOR_ID} and o.status = 'Shipped'
)`;
const lastPayoutSql = sql<Date | string | null>`(
  select max(l.paid_at) from ${vendorLedger} l where l.vendor_id = ${VENDOR_ID} and l.type = 'payout'
)`;

export type VendorBalanceRow = TVendorBalance & { vendor: VendorRow; lastPayoutAt: Date | null };

const SORT_COLUMNS = { balance: balanceSql, totalEarned: ledgerSum('earning'), storeName: vendors.storeName };

export async function listVendorBalances(
  db: Executor,
  query: z.output<typeof ZAdminVendorPaymentListQuery>,
): Promise<{ docs: VendorBalanceRow[]; total: number }> {
  const where = matchesSearch(query.search, [vendors.storeName, vendors.slug]);
  const order = orderBySort(query.sort, SORT_COLUMNS, {
    // Equal amounts in store name order; by name the id settles equal names.
    ties: ({ field, direction }) =>
      field === 'storeName' ? [inDirection(direction)(vendors.id)] : [asc(vendors.storeName)],
  });
  const { docs: rows, total } = await fetchPage(
    db
      .select({
        vendor: vendors,
        earned: ledgerSum('earning'),
        reversed: ledgerSum('reversal'),
        paid: ledgerSum('payout'),
        pending: pendingPerVendor,
        lastPayoutAt: lastPayoutSql,
      })
      .from(vendors)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ total: count() }).from(vendors).where(where),
    query,
  );
  return {
    docs: rows.map((r) => {
      const earned = Number(r.earned);
      const reversed = Number(r.reversed);
      const paid = Number(r.paid);
      return {
        vendor: r.vendor,
        totalEarned: earned,
        totalReversed: reversed,
        totalPaidOut: paid,
        balance: earned - reversed - paid,
        pendingAmount: Number(r.pending),
        lastPayoutAt: r.lastPayoutAt ? new Date(r.lastPayoutAt) : null,
      };
    }),
    total,
  };
}
