import { z } from 'zod';
import { zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export const VENDOR_STATUSES = ['active', 'suspended'] as const;
export const ZVendorStatus = z.enum(VENDOR_STATUSES);
export type TVendorStatus = z.infer<typeof ZVendorStatus>;

export const ADMIN_VENDOR_SORTS = ['storeName', 'productCount', 'createdAt', 'status'] as const;
export type TAdminVendorSortField = (typeof ADMIN_VENDOR_SORTS)[number];
export type TAdminVendorSort = TAdminVendorSortField | `-${TAdminVendorSortField}`;

/**
 * GET /admin/vendors: page, limit, optional status and search (store name, slug, owner name or email),
 * sort `field` or `-field` (default `-createdAt`, newest first).
 */
export const ZAdminVendorListQuery = ZPageQuery.extend({
  status: z.union([z.literal('').transform(() => undefined), ZVendorStatus]).optional(),
  search: z.string().trim().max(100).optional(),
  sort: zSort(ADMIN_VENDOR_SORTS, '-createdAt'),
});
export type TAdminVendorListQuery = z.input<typeof ZAdminVendorListQuery>;

export const ZAdminVendor = z.object({
  _id: z.string(),
  storeName: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  owner: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  status: ZVendorStatus,
  /** Products that are not archived, whatever their visibility. */
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminVendor = z.infer<typeof ZAdminVendor>;

export const ZAdminVendorListResponse = paginated(ZAdminVendor);
export type TAdminVendorListResponse = z.infer<typeof ZAdminVendorListResponse>;

export const ZAdminVendorIdParams = z.object({ id: z.uuid({ error: 'Not a valid vendor id' }) });

/** PUT /admin/vendors/:id/status. */
export const ZAdminVendorStatusRequest = z.object({
  status: ZVendorStatus,
  reason: z
    .union([
      z.literal('').transform(() => undefined),
      z.string().trim().max(500, 'Reason must be at most 500 characters'),
    ])
    .optional(),
});
export type TAdminVendorStatusRequest = z.input<typeof ZAdminVendorStatusRequest>;

export const ZAdminVendorWriteResponse = writeResult(ZAdminVendor);
export type TAdminVendorWriteResponse = z.infer<typeof ZAdminVendorWriteResponse>;
