import { formatPrice } from '@bazaar/shared/money';
import type {
  TAdminVendorPaymentListResponse,
  TLedgerEntry,
  TVendorBalance,
  TVendorPaymentsResponse,
  ZAdminVendorPaymentListQuery,
  ZLedgerQuery,
  ZPayoutRequest,
} from '@bazaar/shared/vendor-payment';
import type { z } from 'zod';
import type { VendorRow } from '../../../db/schema/shop.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { toPage } from '../../../lib/list-query.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { notify } from '../../../platform/notification/service.ts';
import { payoutRecorded } from '../notifications.ts';
import * as repo from './repo.ts';

function toEntryDto(row: repo.LedgerRowWithOrder): TLedgerEntry {
  return {
    _id: row.id,
    type: row.type,
    amount: row.amount,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderTotal: row.orderTotal,
    commission: row.commission,
    method: row.method,
    reference: row.reference,
    note: row.note,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function vendorCard(vendor: VendorRow, imageBaseUrl: string) {
  return {
    _id: vendor.id,
    storeName: vendor.storeName,
    slug: vendor.slug,
    logo: toImageUrl(vendor.logo, imageBaseUrl),
    payoutDetails: vendor.payoutDetails,
  };
}

/** A store's balance and ledger (the signed-in vendor's own, or any store's for an admin). */
export async function paymentsOf(
  deps: AppDeps,
  vendor: VendorRow,
  query: z.output<typeof ZLedgerQuery>,
): Promise<TVendorPaymentsResponse> {
  const [balance, ledger] = await Promise.all([
    repo.balanceOf(deps.db, vendor.id),
    repo.listLedger(deps.db, vendor.id, query),
  ]);
  return {
    ...balance,
    vendor: vendorCard(vendor, deps.imageBaseUrl),
    ledger: toPage(query, ledger, toEntryDto),
  };
}

export async function getVendorPayments(
  deps: AppDeps,
  vendorId: string,
  query: z.output<typeof ZLedgerQuery>,
): Promise<TVendorPaymentsResponse> {
  const vendor = await repo.findVendor(deps.db, vendorId);
  if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
  return paymentsOf(deps, vendor, query);
}

export async function listVendorBalances(
  deps: AppDeps,
  query: z.output<typeof ZAdminVendorPaymentListQuery>,
): Promise<TAdminVendorPaymentListResponse> {
  return toPage(
    query,
    await repo.listVendorBalances(deps.db, query),
    ({ vendor, lastPayoutAt, ...balance }) => ({
      ...balance,
      vendor: vendorCard(vendor, deps.imageBaseUrl),
      lastPayoutAt: lastPayoutAt?.toISOString() ?? null,
    }),
  );
}

/**
 * Records a payout. The vendor row is locked for the transaction, so two payouts for one vendor
 * run one after the other and each sees the balance the other left; above it → 422 on `amount`.
 */
export async function recordPayout(
  deps: AppDeps,
  adminId: string,
  vendorId: string,
  input: z.output<typeof ZPayoutRequest>,
): Promise<{ entry: TLedgerEntry; balance: TVendorBalance }> {
  const paidAt = new Date(input.paidAt);
  if (paidAt.getTime() > Date.now() + 86_400_000)
    throw fieldError('paidAt', 'The payment date cannot be in the future');
  const entry = await inTransaction(deps.db, async (tx) => {
    const vendor = await repo.lockVendor(tx, vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
    const { balance } = await repo.balanceOf(tx, vendorId);
    if (input.amount > balance) {
      throw new AppError(
        'BUSINESS_RULE',
        `amount: The payout is above the balance of ${formatPrice(balance)}`,
        {
          errors: [{ path: 'amount', message: `Enter at most ${formatPrice(balance)} (the balance)` }],
        },
      );
    }
    const row = await repo.insertPayout(tx, {
      vendorId,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      paidAt,
      note: input.note,
      recordedBy: adminId,
    });
    await notify(
      tx,
      deps,
      payoutRecorded({
        vendorUserId: vendor.userId,
        storeName: vendor.storeName,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
      }),
    );
    return row;
  });
  return {
    entry: toEntryDto({ ...entry, orderNumber: null }),
    balance: await repo.balanceOf(deps.db, vendorId),
  };
}
