import { z } from 'zod';
import { INT_COLUMN_MAX, isStorableDate, zPaisa } from './fields.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZVendorCard } from './product.ts';

export const LEDGER_TYPES = ['earning', 'reversal', 'payout'] as const;
export const ZLedgerType = z.enum(LEDGER_TYPES);
export type TLedgerType = z.infer<typeof ZLedgerType>;

export const PAYOUT_METHODS = ['Bank transfer', 'eSewa', 'Khalti', 'Cash', 'Cheque'] as const;
export const ZPayoutMethod = z.enum(PAYOUT_METHODS, {
  error: `Method must be one of ${PAYOUT_METHODS.join(', ')}`,
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;

/** One ledger row: earnings credit, reversals and payouts debit. Amounts are positive paisa. */
export const ZLedgerEntry = z.object({
  _id: z.string(),
  type: ZLedgerType,
  amount: z.number().int(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Earnings: the order total and the commission taken from it. */
  orderTotal: z.number().int().nullable(),
  commission: z.number().int().nullable(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** Balance = earned − reversed − paid out; pending = net of shipped orders not yet delivered. */
export const ZVendorBalance = z.object({
  balance: z.number().int(),
  totalEarned: z.number().int(),
  totalReversed: z.number().int(),
  totalPaidOut: z.number().int(),
  pendingAmount: z.number().int(),
});
export type TVendorBalance = z.infer<typeof ZVendorBalance>;

/** GET /vendor/payments and /admin/vendor-payments/:vendorId: ledger page newest first. */
export const ZLedgerQuery = ZPageQuery.extend({
  type: z.union([z.literal('').transform(() => undefined), ZLedgerType]).optional(),
});
export type TLedgerQuery = z.input<typeof ZLedgerQuery>;

export const ZVendorPaymentsResponse = ZVendorBalance.extend({
  vendor: ZVendorCard.extend({ payoutDetails: z.string() }),
  ledger: paginated(ZLedgerEntry),
});
export type TVendorPaymentsResponse = z.infer<typeof ZVendorPaymentsResponse>;

/** `field` ascending, `-field` descending (the AdminTable list convention). */
export const VENDOR_PAYMENT_SORTS = [
  '-balance',
  'balance',
  '-totalEarned',
  'totalEarned',
  'storeName',
  '-storeName',
] as const;

/** GET /admin/vendor-payments. */
export const ZAdminVendorPaymentListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, 'Search can be at most 100 characters').optional(),
  sort: z
    .enum(VENDOR_PAYMENT_SORTS, { error: `sort must be one of: ${VENDOR_PAYMENT_SORTS.join(', ')}` })
    .default('-balance'),
});
export type TAdminVendorPaymentListQuery = z.input<typeof ZAdminVendorPaymentListQuery>;

export const ZAdminVendorPaymentRow = ZVendorBalance.extend({
  vendor: ZVendorCard.extend({ payoutDetails: z.string() }),
  lastPayoutAt: z.string().nullable(),
});
export type TAdminVendorPaymentRow = z.infer<typeof ZAdminVendorPaymentRow>;

export const ZAdminVendorPaymentListResponse = paginated(ZAdminVendorPaymentRow);
export type TAdminVendorPaymentListResponse = z.infer<typeof ZAdminVendorPaymentListResponse>;

export const ZVendorIdParams = z.object({ vendorId: z.uuid({ error: 'Not a valid vendor id' }) });

/** POST /admin/vendor-payments/:vendorId/payouts. Never above the balance (checked by the API). */
export const ZPayoutRequest = z.object({
  // A payout may be as large as a ledger row holds (a balance can pass MAX_AMOUNT_PAISA).
  amount: zPaisa('Amount', { min: 1, max: INT_COLUMN_MAX }),
  method: ZPayoutMethod,
  reference: z.string().trim().max(100, 'Keep the reference under 100 characters').default(''),
  paidAt: z.string({ error: 'Give the payment date' }).refine(isStorableDate, 'Give a valid date'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});
export type TPayoutRequest = z.input<typeof ZPayoutRequest>;

export const ZPayoutWriteResponse = writeResult(z.object({ entry: ZLedgerEntry, balance: ZVendorBalance }));
export type TPayoutWriteResponse = z.infer<typeof ZPayoutWriteResponse>;
