import type { ZRentListQuery } from '@bazaar/shared/rent';
import { rentPath } from '@bazaar/shared/rent-constants';
import { attributesOf, savedSearchWords } from '@bazaar/shared/saved-search';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { rentListings } from '../../db/schema/rents.ts';
import type { SectionSavedSearch } from '../contract.ts';

/** Rent's part in saved searches: words, place, type, period and price (no categories here). */
export const rentSavedSearch: SectionSavedSearch<typeof ZRentListQuery> = {
  criteriaOf: (query: z.output<typeof ZRentListQuery>) => ({
    words: savedSearchWords(query.search ?? ''),
    category: null,
    place: query.place ?? null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
    attributes: attributesOf({ type: query.type, period: query.period }),
  }),
  listings: async (db, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: rentListings.id,
        ownerId: rentListings.ownerId,
        title: rentListings.title,
        description: rentListings.description,
        type: rentListings.type,
        period: rentListings.period,
        places: rentListings.placePath,
        price: rentListings.price,
      })
      .from(rentListings)
      .where(
        and(
          inArray(rentListings.id, [...ids]),
          eq(rentListings.status, 'Active'),
          eq(rentListings.isHidden, false),
        ),
      );
    return rows.map((r) => ({
      id: r.id,
      ownerId: r.ownerId,
      title: r.title,
      path: rentPath(r.id),
      words: new Set(savedSearchWords(`${r.title} ${r.description}`)),
      categories: [],
      places: r.places,
      price: r.price,
      attributes: { type: r.type, period: r.period },
    }));
  },
};
