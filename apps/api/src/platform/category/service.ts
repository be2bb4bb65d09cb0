import type {
  TCategory,
  TCategoryDetail,
  TCategorySection,
  TCategoryTreeNode,
} from '@bazaar/shared/category';
import type { CategoryRow } from '../../db/schema/shop.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'listingsPerCategory'>;

function toCategoryDto(row: CategoryRow, productCount: number, imageBaseUrl: string): TCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    parentId: row.parentId,
    image: toImageUrl(row.image, imageBaseUrl),
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    productCount,
  };
}

/**
 * Builds the active tree of a section. A child of an inactive parent is left out with it, and
 * every node's productCount includes its descendants.
 */
async function loadTree(deps: Deps, section: TCategorySection): Promise<TCategoryTreeNode[]> {
  const rows = await repo.listActiveCategories(deps.db, section);
  const count = deps.listingsPerCategory[section];
  const direct = count ? await count(deps.db) : new Map<string, number>();
  const nodes = new Map<string, TCategoryTreeNode>(
    rows.map((r) => [r.id, { ...toCategoryDto(r, direct.get(r.id) ?? 0, deps.imageBaseUrl), children: [] }]),
  );
  const roots: TCategoryTreeNode[] = [];
  // rows are already in display order, so children keep it as they are appended.
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  const rollUp = (node: TCategoryTreeNode): number => {
    node.productCount += node.children.reduce((sum, child) => sum + rollUp(child), 0);
    return node.productCount;
  };
  for (const root of roots) rollUp(root);
  return roots;
}

/** GET /category/:section/tree. */
export async function getCategoryTree(deps: Deps, section: TCategorySection): Promise<TCategoryTreeNode[]> {
  return loadTree(deps, section);
}

/** GET /category/:section/:slug: the category, its breadcrumb (root → itself) and direct children. */
export async function getCategoryDetail(
  deps: Deps,
  section: TCategorySection,
  slug: string,
): Promise<TCategoryDetail> {
  const roots = await loadTree(deps, section);
  const path: TCategoryTreeNode[] = [];
  const find = (nodes: TCategoryTreeNode[]): boolean => {
    for (const node of nodes) {
      path.push(node);
      if (node.slug === slug || find(node.children)) return true;
      path.pop();
    }
    return false;
  };
  if (!find(roots)) throw new AppError('NOT_FOUND', 'Category not found');
  const { children, ...category } = path[path.length - 1]!;
  return {
    ...category,
    breadcrumb: path.map((n) => ({ _id: n._id, name: n.name, slug: n.slug })),
    children: children.map(({ children: _grandchildren, ...child }) => child),
  };
}
