import { z } from 'zod';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export const VENDOR_STATUSES = ['active', 'suspended'] as const;
export const ZVendorStatus = z.enum(VENDOR_STATUSES);
export type TVendorStatus = z.infer<typeof ZVendorStatus>;

/** GET /admin/vendors: page, limit, optional status and search (store name, slug, owner name or email). */
export const ZAdminVendorListQuery = ZPageQuery.extend({
  status: z.union([z.literal('').transform(() => undefined), ZVendorStatus]).optional(),
  search: z.string().trim().max(100).optional(),
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
