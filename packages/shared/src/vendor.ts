import { z } from 'zod';
import { ZEmail, ZPhone } from './auth.ts';
import { zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { ZPublicReview, ZRatingSummary, ZReviewProduct } from './review.ts';

/** The vendor's own store: dashboard figures and the store profile. */

export const DASHBOARD_ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;

/** Products at or below this stock count as low. */
export const LOW_STOCK_THRESHOLD = 5;
/** Days the dashboard chart covers (today included). */
export const DASHBOARD_DAYS = 30;

export const ZDashboardDay = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Orders placed that day, any status. */
  orders: z.number().int(),
  /** Paisa: totals of that day's orders that were not cancelled. */
  revenue: z.number().int(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboardTopProduct = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  soldCount: z.number().int(),
  status: z.string(),
});
export type TDashboardTopProduct = z.infer<typeof ZDashboardTopProduct>;

/** GET /vendor/dashboard. Money in paisa. */
export const ZVendorDashboard = z.object({
  store: z.object({
    _id: z.string(),
    storeName: z.string(),
    slug: z.string(),
    status: z.string(),
    logo: z.string().nullable(),
  }),
  /** Totals of delivered orders. */
  revenue: z.number().int(),
  ordersByStatus: z.record(z.enum(DASHBOARD_ORDER_STATUSES), z.number().int()),
  ordersCount: z.number().int(),
  /** Products that are not archived. */
  productsCount: z.number().int(),
  activeProducts: z.number().int(),
  /** Non-archived products with stock ≤ LOW_STOCK_THRESHOLD. */
  lowStock: z.number().int(),
  /** Average of the visible reviews on the store's products; 0 without reviews. */
  averageRating: z.number(),
  reviewsCount: z.number().int(),
  /** Σ earnings − Σ reversals − Σ payouts. */
  balance: z.number().int(),
  series: z.array(ZDashboardDay),
  topProducts: z.array(ZDashboardTopProduct),
});
export type TVendorDashboard = z.infer<typeof ZVendorDashboard>;

/** GET /vendor/profile. */
export const ZVendorProfile = z.object({
  _id: z.string(),
  storeName: z.string(),
  slug: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** A node of the address tree (usually a Municipality or Area). */
  addressId: z.string().nullable(),
  /** The path to addressId from the State down, for the address selects. */
  addressPath: z.array(z.object({ _id: z.string(), name: z.string(), level: z.number().int() })),
  street: z.string(),
  panVat: z.string().nullable(),
  payoutDetails: z.string(),
  status: z.string(),
  commissionPercent: z.number().int(),
  createdAt: z.string(),
});
export type TVendorProfile = z.infer<typeof ZVendorProfile>;

const ZUploadRef = z.string().trim().min(1, 'Upload the image again').max(500, 'Image reference is too long');
/** '' or null from a form clears an optional value. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** PUT /vendor/profile. The slug never changes. */
export const ZVendorProfileRequest = z.object({
  storeName: z
    .string({ error: 'Store name is required' })
    .trim()
    .min(2, 'Store name must be at least 2 characters')
    .max(80, 'Store name must be at most 80 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .optional(),
  logo: clearable(ZUploadRef),
  banner: clearable(ZUploadRef),
  phone: clearable(ZPhone),
  email: clearable(ZEmail),
  addressId: clearable(z.uuid({ error: 'Choose an address from the list' })),
  street: z
    .string({ error: 'Street must be text' })
    .trim()
    .max(200, 'Street must be at most 200 characters')
    .optional(),
  panVat: clearable(
    z
      .string()
      .trim()
      .regex(/^\d{9}$/, 'PAN/VAT number is the 9 digits on your certificate'),
  ),
  payoutDetails: z
    .string({ error: 'Payout details must be text' })
    .trim()
    .max(500, 'Payout details must be at most 500 characters')
    .optional(),
});
export type TVendorProfileRequest = z.input<typeof ZVendorProfileRequest>;

export const ZVendorProfileWriteResponse = writeResult(ZVendorProfile);
export type TVendorProfileWriteResponse = z.infer<typeof ZVendorProfileWriteResponse>;

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

/** GET /store/:slug: a store's public page (an active store only; its products come from GET /product?vendor=). */
export const ZStoreSlugParams = z.object({ slug: z.string().trim().min(1).max(120) });

/** A recent review on the store page, with the product it is about. */
export const ZStoreReview = ZPublicReview.extend({ product: ZReviewProduct });
export type TStoreReview = z.infer<typeof ZStoreReview>;

/** How many recent reviews the store page shows. */
export const STORE_REVIEWS_SHOWN = 6;

/** What a buyer sees of a store: its public face from the profile (createdAt: when it opened here). */
export const ZPublicStore = ZVendorProfile.pick({
  _id: true,
  storeName: true,
  slug: true,
  description: true,
  logo: true,
  banner: true,
  createdAt: true,
}).extend({
  /** Where the store is, from the municipality or district up ("Lalitpur, Bagmati"), or null. */
  location: z.string().nullable(),
  productsCount: z.number().int(),
  /** Over the visible reviews of all its products. */
  rating: ZRatingSummary,
  reviews: z.array(ZStoreReview),
});
export type TPublicStore = z.infer<typeof ZPublicStore>;
