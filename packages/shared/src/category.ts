import { z } from 'zod';
import { atLeastOneField } from './fields.ts';
import { writeResult } from './pagination.ts';

/** Categories of every section (one table, `section` = shop | task | job): public tree and admin CRUD. */

export const CATEGORY_SECTIONS = ['shop', 'task', 'job'] as const;
export const ZCategorySection = z.enum(CATEGORY_SECTIONS);
export type TCategorySection = z.infer<typeof ZCategorySection>;

/** GET /category/:section/tree. */
export const ZCategorySectionParams = z.object({ section: ZCategorySection });
/** GET /category/:section/:slug. */
export const ZCategorySlugParams = z.object({ section: ZCategorySection, slug: z.string().trim().max(120) });

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
// Named, so the API document can refer to it from inside itself.
export const ZCategoryTreeNode: z.ZodType<TCategoryTreeNode> = ZCategory.extend({
  get children() {
    return z.array(ZCategoryTreeNode);
  },
}).meta({ id: 'CategoryTreeNode' });

/** One category with the path from the root (for breadcrumbs) and its direct children. */
export const ZCategoryDetail = ZCategory.extend({
  breadcrumb: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  children: z.array(ZCategory),
});
export type TCategoryDetail = z.infer<typeof ZCategoryDetail>;

/** Admin back office: the category tree of a section (shop now; task and job reuse it). */

export const ZAdminCategory = z.object({
  _id: z.string(),
  section: ZCategorySection,
  name: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Products directly in this category, whatever their status. */
  productCount: z.number().int(),
  /** Tasks in this category (section task), whatever their status: it cannot be deleted while any use it. */
  taskCount: z.number().int(),
  /** Jobs in this category (section job), whatever their status: it cannot be deleted while any use it. */
  jobCount: z.number().int(),
  childCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

/** GET /admin/categories?section=shop: the flat list, parents before children, each level by sortOrder. */
export const ZAdminCategoryListQuery = z.object({ section: ZCategorySection.default('shop') });
export type TAdminCategoryListQuery = z.input<typeof ZAdminCategoryListQuery>;

const ZName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters');

const ZParentId = z
  .union([z.literal('').transform(() => null), z.null(), z.uuid({ error: 'Choose a parent category' })])
  .optional();

const ZImage = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.string().trim().max(500, 'Image reference is too long'),
  ])
  .optional();

const ZSortOrder = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order cannot be negative')
  .max(100_000, 'Order is too high');

/** POST /admin/categories. */
export const ZCreateCategoryRequest = z.object({
  section: ZCategorySection.default('shop'),
  name: ZName,
  parentId: ZParentId,
  image: ZImage,
  sortOrder: ZSortOrder.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type TCreateCategoryRequest = z.input<typeof ZCreateCategoryRequest>;

/** PUT /admin/categories/:id: any subset (at least one field); parentId null moves it to the top level. */
const ZUpdateCategoryFields = z.object({
  name: ZName.optional(),
  parentId: ZParentId,
  image: ZImage,
  sortOrder: ZSortOrder.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export const ZUpdateCategoryRequest = atLeastOneField(ZUpdateCategoryFields);
export type TUpdateCategoryRequest = z.input<typeof ZUpdateCategoryRequest>;

export const ZAdminCategoryIdParams = z.object({ id: z.uuid({ error: 'Not a valid category id' }) });

export const ZAdminCategoryWriteResponse = writeResult(ZAdminCategory);
export type TAdminCategoryWriteResponse = z.infer<typeof ZAdminCategoryWriteResponse>;

export type TAdminCategoryNode = TAdminCategory & { depth: number; children: TAdminCategoryNode[] };

/** Builds the tree from the flat list (orphans become roots), children in list order. */
export function buildCategoryTree(list: TAdminCategory[]): TAdminCategoryNode[] {
  const nodes = new Map<string, TAdminCategoryNode>(
    list.map((c) => [c._id, { ...c, depth: 0, children: [] }]),
  );
  const roots: TAdminCategoryNode[] = [];
  for (const c of list) {
    const node = nodes.get(c._id)!;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (n: TAdminCategoryNode, depth: number) => {
    n.depth = depth;
    for (const child of n.children) setDepth(child, depth + 1);
  };
  for (const r of roots) setDepth(r, 0);
  return roots;
}

/** The tree flattened depth-first, for indented selects. */
export function flattenCategoryTree(roots: TAdminCategoryNode[]): TAdminCategoryNode[] {
  const out: TAdminCategoryNode[] = [];
  const walk = (n: TAdminCategoryNode) => {
    out.push(n);
    for (const c of n.children) walk(c);
  };
  for (const r of roots) walk(r);
  return out;
}
