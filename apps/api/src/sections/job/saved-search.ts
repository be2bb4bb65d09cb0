import type { ZJobListQuery } from '@bazaar/shared/job';
import { jobPath } from '@bazaar/shared/job-constants';
import { attributesOf, savedSearchWords } from '@bazaar/shared/saved-search';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import { categorySlugChainSql } from '../../platform/category/repo.ts';
import type { SectionSavedSearch } from '../contract.ts';

/** Job's part in saved searches: words (skills too), category, place, type, level, a least salary. */
export const jobSavedSearch: SectionSavedSearch<typeof ZJobListQuery> = {
  criteriaOf: (query: z.output<typeof ZJobListQuery>) => ({
    words: savedSearchWords(query.search ?? ''),
    category: query.category ?? null,
    place: query.place ?? null,
    priceMin: query.salaryMin ?? null,
    priceMax: null,
    attributes: attributesOf({ type: query.type, level: query.level }),
  }),
  listings: async (db, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: jobs.id,
        ownerId: vendors.userId,
        title: jobs.title,
        description: jobs.description,
        skills: jobs.skillsText,
        type: jobs.type,
        level: jobs.level,
        places: jobs.placePath,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        categories: categorySlugChainSql(jobs.categoryId),
      })
      .from(jobs)
      .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
      .where(and(inArray(jobs.id, [...ids]), eq(jobs.status, 'Open'), eq(jobs.isHidden, false)));
    return rows.map((j) => ({
      id: j.id,
      ownerId: j.ownerId,
      title: j.title,
      path: jobPath(j.id),
      words: new Set(savedSearchWords(`${j.title} ${j.description} ${j.skills}`)),
      categories: j.categories,
      places: j.places,
      // "At least this salary" is met by the top of the job's range.
      price: j.salaryMax ?? j.salaryMin,
      attributes: { type: j.type, level: j.level },
    }));
  },
};
