import { attributesOf, savedSearchWords } from '@bazaar/shared/saved-search';
import type { ZTaskListQuery } from '@bazaar/shared/task';
import { taskPath } from '@bazaar/shared/task-constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { tasks } from '../../db/schema/tasks.ts';
import { categorySlugChainSql } from '../../platform/category/repo.ts';
import type { SectionSavedSearch } from '../contract.ts';

/** Task's part in saved searches: words, category, place, budget and "remote only" (decision 047). */
export const taskSavedSearch: SectionSavedSearch<typeof ZTaskListQuery> = {
  criteriaOf: (query: z.output<typeof ZTaskListQuery>) => ({
    words: savedSearchWords(query.search ?? ''),
    category: query.category ?? null,
    place: query.place ?? null,
    priceMin: query.budgetMin ?? null,
    priceMax: query.budgetMax ?? null,
    attributes: attributesOf({ remote: query.remote === undefined ? undefined : String(query.remote) }),
  }),
  listings: async (db, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: tasks.id,
        ownerId: tasks.posterId,
        title: tasks.title,
        description: tasks.description,
        isRemote: tasks.isRemote,
        places: tasks.placePath,
        budget: tasks.budget,
        categories: categorySlugChainSql(tasks.categoryId),
      })
      .from(tasks)
      .where(and(inArray(tasks.id, [...ids]), eq(tasks.status, 'Open'), eq(tasks.isHidden, false)));
    return rows.map((t) => ({
      id: t.id,
      ownerId: t.ownerId,
      title: t.title,
      path: taskPath(t.id),
      words: new Set(savedSearchWords(`${t.title} ${t.description}`)),
      categories: t.categories,
      places: t.places,
      price: t.budget,
      attributes: { remote: String(t.isRemote) },
    }));
  },
};
