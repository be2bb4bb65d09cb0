import {
  type TAdminVoucher,
  type TAdminVoucherListResponse,
  voucherStatusOf,
  type ZAdminVoucherListQuery,
  type ZVoucherRequest,
} from '@bazaar/shared/voucher';
import type { z } from 'zod';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { newId } from '../../../lib/ids.ts';
import { toPage } from '../../../lib/list-query.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;
type VoucherInput = z.output<typeof ZVoucherRequest>;

export function toAdminVoucherDto(row: repo.VoucherWithVendor, now = new Date()): TAdminVoucher {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.value,
    minOrder: row.minOrder,
    maxDiscount: row.maxDiscount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    usedCount: row.usedCount,
    vendor: row.vendorId ? { _id: row.vendorId, storeName: row.vendorName ?? '' } : null,
    isActive: row.isActive,
    status: voucherStatusOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVouchers(
  deps: Deps,
  query: z.output<typeof ZAdminVoucherListQuery>,
): Promise<TAdminVoucherListResponse> {
  const now = new Date();
  return toPage(query, await repo.listVouchers(deps.db, query), (d) => toAdminVoucherDto(d, now));
}

async function loadDto(deps: Deps, id: string): Promise<TAdminVoucher> {
  const row = await repo.findVoucherById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Voucher not found');
  return toAdminVoucherDto(row);
}

async function toValues(deps: Deps, input: VoucherInput) {
  if (input.vendorId && !(await repo.vendorExists(deps.db, input.vendorId))) {
    throw fieldError('vendorId', 'This store does not exist');
  }
  return {
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.value,
    minOrder: input.minOrder,
    // A cap only means something for a percent voucher.
    maxDiscount: input.type === 'percent' ? input.maxDiscount : null,
    ...(input.startsAt ? { startsAt: new Date(input.startsAt) } : {}),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perUserLimit: input.perUserLimit,
    vendorId: input.vendorId,
    isActive: input.isActive,
  };
}

/** POST /admin/vouchers: a taken code is a 409 naming `code` (unique index). */
export async function createVoucher(deps: Deps, input: VoucherInput): Promise<TAdminVoucher> {
  const id = newId();
  await repo.insertVoucher(deps.db, { id, ...(await toValues(deps, input)) });
  return loadDto(deps, id);
}

/** PUT /admin/vouchers/:id: the whole voucher; the usage limit cannot go under the uses so far. */
export async function updateVoucher(deps: Deps, id: string, input: VoucherInput): Promise<TAdminVoucher> {
  const existing = await repo.findVoucherById(deps.db, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Voucher not found');
  const values = await toValues(deps, input);
  const changed = await repo.updateVoucher(deps.db, id, values);
  if (!changed) {
    const now = await repo.findVoucherById(deps.db, id);
    if (!now) throw new AppError('NOT_FOUND', 'Voucher not found');
    throw fieldError(
      'usageLimit',
      `This voucher was already used ${now.usedCount} times; the limit cannot be lower`,
    );
  }
  return loadDto(deps, id);
}

/** DELETE /admin/vouchers/:id: only a voucher nobody used; a used one is deactivated instead (409). */
export async function deleteVoucher(deps: Deps, id: string): Promise<void> {
  const deleted = await repo.deleteUnusedVoucher(deps.db, id);
  if (deleted) return;
  const row = await repo.findVoucherById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Voucher not found');
  throw new AppError(
    'CONFLICT',
    `${row.code} has been used ${row.usedCount} time${row.usedCount === 1 ? '' : 's'}; deactivate it instead of deleting it`,
  );
}
