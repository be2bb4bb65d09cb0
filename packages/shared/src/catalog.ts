import { z } from 'zod';
import { PRODUCT_SORTS } from './catalog-constants.ts';
import { ZPageQuery, ZPagination } from './pagination.ts';

/** Shop catalogue contracts: categories, products and the listing query (DESIGN.md §4). */

export const ZCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Active products in this category and its descendants. */
  productCount: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export type TCategoryTreeNode = TCategory & { children: TCategoryTreeNode[] };
export const ZCategoryTreeNode: z.ZodType<TCategoryTreeNode> = ZCategory.extend({
  get children() {
    return z.array(ZCategoryTreeNode);
  },
});

/** One category with the path from the root (for breadcrumbs) and its direct children. */
export const ZCategoryDetail = ZCategory.extend({
  breadcrumb: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  children: z.array(ZCategory),
});
export type TCategoryDetail = z.infer<typeof ZCategoryDetail>;

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
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type TProductSort } from './catalog-constants.ts';
export const ZProductSort = z.enum(PRODUCT_SORTS);

const ZBoolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** GET /product: every filter optional; prices in paisa; `category` and `vendor` are slugs. */
export const ZProductListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(120).optional(),
  vendor: z.string().trim().max(120).optional(),
  minPrice: z.coerce.number({ error: 'minPrice must be a number' }).int().min(0).optional(),
  maxPrice: z.coerce.number({ error: 'maxPrice must be a number' }).int().min(0).optional(),
  rating: z.coerce.number().min(1).max(5).optional(),
  inStock: ZBoolFlag.optional(),
  sort: ZProductSort.default('relevance'),
}).refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
  path: ['maxPrice'],
  message: 'maxPrice must be at least minPrice',
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

/** A search that found nothing answers suggestions: close product names and categories. */
export const ZProductSearchSuggestions = z.object({
  products: z.array(z.object({ name: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type TProductSearchSuggestions = z.infer<typeof ZProductSearchSuggestions>;

export const CATEGORY_SECTIONS = ['shop', 'task', 'job'] as const;
export const ZCategorySection = z.enum(CATEGORY_SECTIONS);
export type TCategorySection = z.infer<typeof ZCategorySection>;

/** GET /category/:section/tree. */
export const ZCategorySectionParams = z.object({ section: ZCategorySection });
/** GET /category/:section/:slug. */
export const ZCategorySlugParams = z.object({ section: ZCategorySection, slug: z.string().trim().max(120) });
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

/** Address tree levels: 0 State, 1 District, 2 Municipality, 3 Area. */
export const ADDRESS_LEVELS = ['State', 'District', 'Municipality', 'Area'] as const;

export const ZAddressNode = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.number().int().min(0).max(3),
  parentId: z.string().nullable(),
});
export type TAddressNode = z.infer<typeof ZAddressNode>;

/** GET /address/children: no parentId → the states. */
export const ZAddressChildrenQuery = z.object({
  parentId: z.uuid({ error: 'parentId must be a valid id' }).optional(),
});
