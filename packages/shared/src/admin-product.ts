import { z } from 'zod';
import { ZProductStatus } from './catalog.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { emptyToUndefined, ZBackOfficeProductSort, ZVendorProductRow } from './vendor-product.ts';

/** Admin back office: every store's products, with the hide and feature flags. */

const ZBoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /admin/products: every filter optional; `vendor` and `category` are ids (category includes its sub-categories). */
export const ZAdminProductListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  vendor: emptyToUndefined(z.uuid({ error: 'vendor must be a valid id' })),
  category: emptyToUndefined(z.uuid({ error: 'category must be a valid id' })),
  status: emptyToUndefined(ZProductStatus),
  hidden: emptyToUndefined(ZBoolQuery),
  featured: emptyToUndefined(ZBoolQuery),
  sort: ZBackOfficeProductSort,
});
export type TAdminProductListQuery = z.input<typeof ZAdminProductListQuery>;

export const ZAdminProductRow = ZVendorProductRow.extend({
  vendor: z.object({
    _id: z.string(),
    storeName: z.string(),
    slug: z.string(),
    status: z.enum(['active', 'suspended']),
  }),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
});
export type TAdminProductRow = z.infer<typeof ZAdminProductRow>;

export const ZAdminProductListResponse = paginated(ZAdminProductRow);
export type TAdminProductListResponse = z.infer<typeof ZAdminProductListResponse>;

export const ZAdminProductIdParams = z.object({ id: z.uuid({ error: 'Not a valid product id' }) });

/** PUT /admin/products/:id/flags: at least one flag; a reason is sent to the vendor when hiding. */
export const ZAdminProductFlagsRequest = z
  .object({
    isHidden: z.boolean({ error: 'isHidden must be true or false' }).optional(),
    isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).optional(),
    reason: z
      .union([z.literal('').transform(() => undefined), z.string().trim().max(500, 'Reason is too long')])
      .optional(),
  })
  .refine((v) => v.isHidden !== undefined || v.isFeatured !== undefined, {
    path: ['isHidden'],
    message: 'Send isHidden or isFeatured',
  });
export type TAdminProductFlagsRequest = z.input<typeof ZAdminProductFlagsRequest>;

export const ZAdminProductWriteResponse = writeResult(ZAdminProductRow);
export type TAdminProductWriteResponse = z.infer<typeof ZAdminProductWriteResponse>;
