import type { ZProductListQuery } from '@bazaar/shared/product';
import { attributesOf, savedSearchWords } from '@bazaar/shared/saved-search';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { products, vendors } from '../../db/schema/shop.ts';
import { categorySlugChainSql } from '../../platform/category/repo.ts';
import type { SectionSavedSearch } from '../contract.ts';
import { isVisibleProduct } from './product/repo.ts';

const productPath = (slug: string) => `/shop/product/${slug}`;

/**
 * Shop's part in saved searches: words (name, brand, description), category, store and price. The
 * rating and in-stock filters are not kept: a new product has no rating, and stock changes by the hour.
 */
export const shopSavedSearch: SectionSavedSearch<typeof ZProductListQuery> = {
  criteriaOf: (query: z.output<typeof ZProductListQuery>) => ({
    words: savedSearchWords(query.q ?? ''),
    category: query.category ?? null,
    place: null,
    priceMin: query.minPrice ?? null,
    priceMax: query.maxPrice ?? null,
    attributes: attributesOf({ store: query.vendor }),
  }),
  listings: async (db, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: products.id,
        ownerId: vendors.userId,
        store: vendors.slug,
        name: products.name,
        slug: products.slug,
        brand: products.brand,
        description: products.description,
        price: products.price,
        categories: categorySlugChainSql(products.categoryId),
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(inArray(products.id, [...ids]), isVisibleProduct));
    return rows.map((p) => ({
      id: p.id,
      ownerId: p.ownerId,
      title: p.name,
      path: productPath(p.slug),
      words: new Set(savedSearchWords(`${p.name} ${p.brand ?? ''} ${p.description}`)),
      categories: p.categories,
      places: [],
      price: p.price,
      attributes: { store: p.store },
    }));
  },
};
