import { z } from 'zod';
import { INT_COLUMN_MAX, zPaisa } from './fields.ts';
import { optionalParam, ZBoolFlag, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery, ZPagination } from './pagination.ts';
import { PRODUCT_SORTS } from './product-constants.ts';

/** Shop products: the public catalogue, the store's own products (vendor) and every store's (admin). Money is paisa. */

export const ZVendorCard = z.object({
  _id: z.string(),
  storeName: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const ZProductStatus = z.enum(PRODUCT_STATUSES);

export const ZProductVariant = z.object({
  _id: z.string(),
  /** Option values, e.g. { Size: 'M', Color: 'Red' }. */
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  mrp: z.number().int().nullable(),
  stock: z.number().int(),
  sku: z.string().nullable(),
});
export type TProductVariant = z.infer<typeof ZProductVariant>;

/** A product as a listing card shows it. Money is integer paisa. */
export const ZProductSummary = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  mrp: z.number().int().nullable(),
  discountPercent: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  soldCount: z.number().int(),
  inStock: z.boolean(),
  vendor: ZVendorCard,
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
});
export type TProductSummary = z.infer<typeof ZProductSummary>;

export const ZProductDetail = ZProductSummary.extend({
  description: z.string(),
  images: z.array(z.string()),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  stock: z.number().int(),
  variants: z.array(ZProductVariant),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  status: ZProductStatus,
  createdAt: z.string(),
  breadcrumb: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  /** Star counts 1..5 for the rating breakdown. */
  ratingBreakdown: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  /** The store owner's user id (public, like `/profile/{userId}`): the page hides "Ask the seller" from them. */
  sellerUserId: z.string(),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type TProductSort } from './product-constants.ts';
export const ZProductSort = z.enum(PRODUCT_SORTS);

/** GET /product: every filter optional; prices in paisa; `category` and `vendor` are slugs. */
export const ZProductListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(120).optional(),
  vendor: z.string().trim().max(120).optional(),
  // Compared with integer columns: a bound past INT_COLUMN_MAX is a 400, not a failed query.
  minPrice: zPaisa('minPrice', {
    coerce: true,
    max: INT_COLUMN_MAX,
    typeError: 'minPrice must be a number',
  }).optional(),
  maxPrice: zPaisa('maxPrice', {
    coerce: true,
    max: INT_COLUMN_MAX,
    typeError: 'maxPrice must be a number',
  }).optional(),
  rating: z.coerce.number().min(1).max(5).optional(),
  inStock: ZBoolFlag.optional(),
  sort: ZProductSort.default('relevance'),
}).refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
  path: ['maxPrice'],
  message: 'maxPrice must be at least minPrice',
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

/**
 * What a search proposes: `didYouMean`, the text with each word found nowhere replaced by its
 * closest catalogue word (null when every word is known); and, when nothing matched, close product
 * and category names.
 */
export const ZProductSearchSuggestions = z.object({
  didYouMean: z.string().nullable(),
  products: z.array(z.object({ name: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type TProductSearchSuggestions = z.infer<typeof ZProductSearchSuggestions>;

/** GET /product/slug/:slug. */
export const ZProductSlugParams = z.object({ slug: z.string().trim().max(200) });
/** GET /product/:id/related. */
export const ZProductIdParams = z.object({ id: z.uuid({ error: 'Enter a valid id' }) });

export const ZProductListResponse = z.object({ docs: z.array(ZProductSummary), pagination: ZPagination });
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

/** GET /product/search: the listing query with `q` required. */
export const ZProductSearchQuery = ZProductListQuery.safeExtend({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(100),
});
export type TProductSearchQuery = z.input<typeof ZProductSearchQuery>;

export const ZProductSearchResponse = ZProductListResponse.extend({ suggestions: ZProductSearchSuggestions });
export type TProductSearchResponse = z.infer<typeof ZProductSearchResponse>;

/** Vendor back office: a store's own products (create, edit, publish, archive). Money is paisa. */

export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_MAX_IMAGES = 8;
export const PRODUCT_MAX_SPECS = 30;
export const PRODUCT_MAX_VARIANTS = 50;
export const PRODUCT_MAX_VARIANT_OPTIONS = 3;
/** At or below this many units a product counts as "low stock". */
export const LOW_STOCK_THRESHOLD = 5;

export type TProductStatus = z.infer<typeof ZProductStatus>;

export const PRODUCT_STATUS_LABELS: Record<TProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const ZStockFilter = z.enum(STOCK_FILTERS);
export type TStockFilter = z.infer<typeof ZStockFilter>;

export const STOCK_FILTER_LABELS: Record<TStockFilter, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

/** Sort fields shared by the vendor and the admin product tables (`field` or `-field`, list-query.ts). */
export const BACK_OFFICE_PRODUCT_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'name',
  'price',
  'stock',
  'soldCount',
] as const;
export type TBackOfficeProductSortField = (typeof BACK_OFFICE_PRODUCT_SORT_FIELDS)[number];
export const ZBackOfficeProductSort = zSort(BACK_OFFICE_PRODUCT_SORT_FIELDS, '-createdAt');
export type TBackOfficeProductSort = TBackOfficeProductSortField | `-${TBackOfficeProductSortField}`;

/** GET /vendor/products. */
export const ZVendorProductListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: optionalParam(ZProductStatus),
  stock: optionalParam(ZStockFilter),
  sort: ZBackOfficeProductSort,
});
export type TVendorProductListQuery = z.input<typeof ZVendorProductListQuery>;

/** A row of the vendor's product table. */
export const ZVendorProductRow = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  mrp: z.number().int().nullable(),
  stock: z.number().int(),
  sku: z.string().nullable(),
  status: ZProductStatus,
  /** Hidden by an admin: not in the shop whatever the status. */
  isHidden: z.boolean(),
  isFeatured: z.boolean(),
  soldCount: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  variantCount: z.number().int(),
  category: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVendorProductRow = z.infer<typeof ZVendorProductRow>;

/** `{ status: { all, draft, active, archived } }`: counts beside the status tabs (AdminTable's shape). */
export const ZProductStatusCounts = z.object({ status: z.record(z.string(), z.number().int()) });

export const ZVendorProductListResponse = paginated(ZVendorProductRow).extend({
  /** How many of the store's products are in each status (for the tabs), whatever the other filters. */
  counts: ZProductStatusCounts,
  /** False when an admin suspended the store: it may read but not publish. */
  canPublish: z.boolean(),
});
export type TVendorProductListResponse = z.infer<typeof ZVendorProductListResponse>;

/** The edit form's variants are the catalogue's. */
export const ZVendorProductVariant = ZProductVariant;
export type TVendorProductVariant = z.infer<typeof ZVendorProductVariant>;

/** GET /vendor/products/:id: everything the edit form needs. Images are full URLs. */
export const ZVendorProductDetail = ZVendorProductRow.extend({
  description: z.string(),
  images: z.array(z.string()),
  brand: z.string().nullable(),
  categoryId: z.string(),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  variants: z.array(ZVendorProductVariant),
});
export type TVendorProductDetail = z.infer<typeof ZVendorProductDetail>;

const optionalText = (max: number, label: string) =>
  z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.string().trim().max(max, `${label} must be at most ${max} characters`),
    ])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** Paisa: a whole number above zero (a string like "100" is refused, not coerced). */
const ZPaisa = zPaisa('Price', { min: 1, typeError: 'Enter the price as a number of paisa' });

const ZMrp = z
  .union([z.null(), zPaisa('MRP', { min: 1, typeError: 'Enter the MRP as a number of paisa' })])
  .optional()
  .transform((v) => v ?? null);

const ZStock = z
  .number({ error: 'Enter the stock as a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000, 'Stock is too high');

/** An uploaded image: the path POST /upload/image returned, or its full URL. */
export const ZProductImageRef = z
  .string()
  .trim()
  .min(1, 'Upload the image again')
  .max(500, 'Image reference is too long');

const ZSpec = z.object({
  key: z.string({ error: 'Name the spec' }).trim().min(1, 'Name the spec').max(60, 'Spec name is too long'),
  value: z
    .string({ error: 'Give the spec a value' })
    .trim()
    .min(1, 'Give the spec a value')
    .max(300, 'Spec value is too long'),
});

const ZOptionName = z.string().trim().min(1, 'Name the option').max(30, 'Option name is too long');
const ZOptionValue = z.string().trim().min(1, 'Give the option a value').max(50, 'Option value is too long');

export const ZVariantRequest = z
  .object({
    /** The id of a variant that stays; omitted for a new one. */
    _id: z.uuid({ error: 'Not a valid variant id' }).optional(),
    options: z
      .record(ZOptionName, ZOptionValue, { error: 'Give the variant its options, e.g. Size: M' })
      .refine((o) => Object.keys(o).length >= 1, 'Give the variant at least one option, e.g. Size: M')
      .refine(
        (o) => Object.keys(o).length <= PRODUCT_MAX_VARIANT_OPTIONS,
        `A variant has at most ${PRODUCT_MAX_VARIANT_OPTIONS} options`,
      ),
    price: ZPaisa,
    mrp: ZMrp,
    stock: ZStock,
    sku: optionalText(60, 'SKU'),
  })
  .superRefine((v, ctx) => {
    if (v.mrp !== null && v.mrp < v.price) {
      ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'MRP cannot be below the price' });
    }
  });
export type TVariantRequest = z.input<typeof ZVariantRequest>;

/** Statuses a vendor saves a product in; archiving goes through PUT /vendor/products/:id/status. */
export const ZEditableProductStatus = z.enum(['draft', 'active']);

/** The canonical key of a variant's options (order of names does not matter). */
export function variantKey(options: Record<string, string>): string {
  return Object.entries(options)
    .map(([k, v]) => `${k.trim().toLowerCase()}=${v.trim().toLowerCase()}`)
    .sort()
    .join('|');
}

/**
 * POST /vendor/products and PUT /vendor/products/:id. With variants, the product's price is the
 * cheapest variant's and its stock the sum of theirs, so `price` and `stock` may be left out.
 */
export const ZVendorProductRequest = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(PRODUCT_NAME_MIN, `Name must be at least ${PRODUCT_NAME_MIN} characters`)
      .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters`),
    categoryId: z.uuid({ error: 'Choose a category' }),
    description: z
      .string()
      .max(PRODUCT_DESCRIPTION_MAX * 2, 'Description is too long')
      .optional()
      .default(''),
    images: z
      .array(ZProductImageRef, { error: 'Add at least one image' })
      .min(1, 'Add at least one image')
      .max(PRODUCT_MAX_IMAGES, `Add at most ${PRODUCT_MAX_IMAGES} images`),
    brand: optionalText(80, 'Brand'),
    sku: optionalText(60, 'SKU'),
    price: ZPaisa.optional(),
    mrp: ZMrp,
    stock: ZStock.optional(),
    specs: z
      .array(ZSpec)
      .max(PRODUCT_MAX_SPECS, `Add at most ${PRODUCT_MAX_SPECS} specs`)
      .optional()
      .default([]),
    variants: z
      .array(ZVariantRequest)
      .max(PRODUCT_MAX_VARIANTS, `Add at most ${PRODUCT_MAX_VARIANTS} variants`)
      .optional()
      .default([]),
    status: ZEditableProductStatus.optional().default('draft'),
  })
  .superRefine((v, ctx) => {
    if (v.variants.length === 0) {
      if (v.price === undefined) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
      } else if (v.mrp !== null && v.mrp < v.price) {
        ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'MRP cannot be below the price' });
      }
    }
    const seen = new Map<string, number>();
    v.variants.forEach((variant, i) => {
      const key = variantKey(variant.options);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: `Same options as variant ${(seen.get(key) ?? 0) + 1}`,
        });
      } else seen.set(key, i);
    });
    const ids = new Set<string>();
    v.variants.forEach((variant, i) => {
      if (!variant._id) return;
      if (ids.has(variant._id)) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, '_id'], message: 'Variant listed twice' });
      }
      ids.add(variant._id);
    });
    const specKeys = new Set<string>();
    v.specs.forEach((spec, i) => {
      const key = spec.key.toLowerCase();
      if (specKeys.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['specs', i, 'key'], message: 'This spec is listed twice' });
      }
      specKeys.add(key);
    });
  });
export type TVendorProductRequest = z.input<typeof ZVendorProductRequest>;
export type TVendorProductInput = z.output<typeof ZVendorProductRequest>;

export const ZVendorProductIdParams = z.object({ id: z.uuid({ error: 'Not a valid product id' }) });

/** PUT /vendor/products/:id/status: publish (active), unpublish (draft), archive or restore. */
export const ZVendorProductStatusRequest = z.object({ status: ZProductStatus });
export type TVendorProductStatusRequest = z.input<typeof ZVendorProductStatusRequest>;

export const ZVendorProductWriteResponse = writeResult(ZVendorProductDetail);
export type TVendorProductWriteResponse = z.infer<typeof ZVendorProductWriteResponse>;

/** Admin back office: every store's products, with the hide and feature flags. */

const ZBoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /admin/products: every filter optional; `vendor` and `category` are ids (category includes its sub-categories). */
export const ZAdminProductListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  vendor: optionalParam(z.uuid({ error: 'vendor must be a valid id' })),
  category: optionalParam(z.uuid({ error: 'category must be a valid id' })),
  status: optionalParam(ZProductStatus),
  hidden: optionalParam(ZBoolQuery),
  featured: optionalParam(ZBoolQuery),
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
