import { z } from 'zod';
import { zDateTime, zPaisa } from './fields.ts';
import { ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export const VOUCHER_TYPES = ['percent', 'fixed'] as const;
export const ZVoucherType = z.enum(VOUCHER_TYPES);
export type TVoucherType = z.infer<typeof ZVoucherType>;

/** Derived from isActive and the dates: inactive wins, then expired, then scheduled (not started). */
export const VOUCHER_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export const ZVoucherStatus = z.enum(VOUCHER_STATUSES);
export type TVoucherStatus = z.infer<typeof ZVoucherStatus>;

export const VOUCHER_CODE = /^[A-Z0-9_-]{3,30}$/;

/** Codes are stored upper-case; what a buyer types is matched case-insensitively. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export function voucherStatusOf(
  v: { isActive: boolean; startsAt: string | Date; endsAt: string | Date | null },
  now: Date = new Date(),
): TVoucherStatus {
  if (!v.isActive) return 'inactive';
  if (v.endsAt && new Date(v.endsAt).getTime() <= now.getTime()) return 'expired';
  if (new Date(v.startsAt).getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

export const ZAdminVoucher = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  type: ZVoucherType,
  /** Percent 1–100, or paisa for a fixed voucher. */
  value: z.number().int(),
  /** Paisa the eligible subtotal must reach. */
  minOrder: z.number().int(),
  /** Paisa cap on a percent discount; null: no cap. */
  maxDiscount: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** Only this store's items count and get the discount; null: every store. */
  vendor: z.object({ _id: z.string(), storeName: z.string() }).nullable(),
  isActive: z.boolean(),
  status: ZVoucherStatus,
  createdAt: z.string(),
});
export type TAdminVoucher = z.infer<typeof ZAdminVoucher>;

export const VOUCHER_SORT_FIELDS = ['createdAt', 'code', 'endsAt', 'usedCount', 'value'] as const;

/** GET /admin/vouchers: search by code, filter by status, sort (`field` / `-field`), paginate. */
export const ZAdminVoucherListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: z.union([z.literal('').transform(() => undefined), ZVoucherStatus]).optional(),
  sort: zSort(VOUCHER_SORT_FIELDS, '-createdAt'),
});
export type TAdminVoucherListQuery = z.input<typeof ZAdminVoucherListQuery>;

export const ZAdminVoucherListResponse = paginated(ZAdminVoucher);
export type TAdminVoucherListResponse = z.infer<typeof ZAdminVoucherListResponse>;

const ZOptionalLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number or empty` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`)
    .nullable()
    .default(null);

/** POST /admin/vouchers and PUT /admin/vouchers/:id (the whole voucher). */
export const ZVoucherRequest = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .toUpperCase()
      .regex(VOUCHER_CODE, 'Code must be 3–30 letters, digits, _ or -'),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(200, 'Description must be at most 200 characters')
      .default(''),
    type: z.enum(VOUCHER_TYPES, { error: 'Type must be percent or fixed' }),
    value: z
      .number({ error: 'Value must be a whole number' })
      .int('Value must be a whole number')
      .positive('Value must be more than 0'),
    minOrder: zPaisa('Minimum order').default(0),
    maxDiscount: zPaisa('Maximum discount', {
      min: 1,
      typeError: 'Maximum discount must be a whole number of paisa or empty',
    })
      .nullable()
      .default(null),
    startsAt: zDateTime('Start').optional(),
    endsAt: zDateTime('End').nullable().default(null),
    usageLimit: ZOptionalLimit('Usage limit'),
    perUserLimit: ZOptionalLimit('Per-user limit'),
    vendorId: z.uuid({ error: 'Not a valid vendor id' }).nullable().default(null),
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'percent' && v.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent voucher is 1–100 %' });
    }
    if (v.type === 'fixed' && v.value > 100_000_000) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is too large' });
    }
    const starts = v.startsAt ? new Date(v.startsAt).getTime() : Date.now();
    if (v.endsAt && new Date(v.endsAt).getTime() <= starts) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    }
  });
export type TVoucherRequest = z.input<typeof ZVoucherRequest>;

export const ZVoucherIdParams = z.object({ id: z.uuid({ error: 'Not a valid voucher id' }) });

export const ZAdminVoucherWriteResponse = writeResult(ZAdminVoucher);
export type TAdminVoucherWriteResponse = z.infer<typeof ZAdminVoucherWriteResponse>;
