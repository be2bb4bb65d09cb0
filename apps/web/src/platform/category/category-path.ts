import type { TCategoryTreeNode } from '@bazaar/shared/category';

// Apart from the tree's view (category-tree-nav.tsx): a listing names its chosen category with it on
// first load, and the view (Mantine's NavLink and Collapse) loads only with the filter panel (decision 067).

/** The nodes from the root to `slug`, so the branch holding the chosen category starts open. */
export function findCategoryPath(tree: TCategoryTreeNode[], slug: string): TCategoryTreeNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
