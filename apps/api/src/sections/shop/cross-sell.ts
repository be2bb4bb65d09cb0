import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/shop.ts';
import { findCategoryPath, listActiveCategories } from '../../platform/category/repo.ts';
import type { SectionCrossSell } from '../contract.ts';
import { isListedProduct } from './product/list-page.ts';

/**
 * The Shop's part in the offers across sections (decision 049): an admin links a category (its
 * sub-categories follow it) to a task category; a product offers the task of its nearest linked category.
 */
export const shopCrossSell: SectionCrossSell = {
  sources: async (db) => {
    const rows = await listActiveCategories(db, 'shop');
    const byId = new Map(rows.map((c) => [c.id, c]));
    const labelOf = (id: string): string => {
      const names: string[] = [];
      for (let c = byId.get(id); c && names.length < 20; c = c.parentId ? byId.get(c.parentId) : undefined)
        names.unshift(c.name);
      return names.join(' › ');
    };
    return rows
      .map((c) => ({ key: c.id, label: labelOf(c.id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },
  listing: async (deps, id) => {
    const [product] = await deps.db
      .select({ name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.id, id), isListedProduct))
      .limit(1);
    if (!product) return null;
    const path = await findCategoryPath(deps.db, product.categoryId);
    return { keys: path.map((c) => c.id).reverse(), name: product.name, placeId: null, date: null };
  },
};
