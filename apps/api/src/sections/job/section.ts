import { ZAdminJobListQuery, ZJobListQuery } from '@bazaar/shared/job';
import {
  appliedJobsRoute,
  jobCategoryPath,
  jobPath,
  jobToday,
  VENDOR_JOBS_ROUTE,
  vendorApplicationsRoute,
} from '@bazaar/shared/job-constants';
import { jobPageTag, PAGE_TAG } from '@bazaar/shared/page-cache';
import { SECTION_INFO } from '@bazaar/shared/section';
import { sectionSuggestions } from '../../lib/search/type-ahead.ts';
import type { SitemapSource } from '../../lib/section.ts';
import { listActiveCategories } from '../../platform/category/repo.ts';
import { defineSection } from '../contract.ts';
import { jobCrossSell } from './cross-sell.ts';
import { JOB_PAGE_PURGE_RULES } from './page-purge.ts';
import { jobProfile } from './profile.ts';
import { jobTypeAhead, listSitemapJobs } from './repo.ts';
import { JOB_REPORTABLES } from './reportables.ts';
import { jobSavedSearch } from './saved-search.ts';
import { listJobs } from './service.ts';
import { JOB_THREAD_SUBJECTS } from './threads.ts';

const at = (date: Date | null | undefined) => date?.toISOString() ?? null;

const categories: SitemapSource = async (db, limit) =>
  (await listActiveCategories(db, 'job'))
    .slice(0, limit)
    .map((c) => ({ path: jobCategoryPath(c.slug), lastModified: null }));

const jobPages: SitemapSource = async (db, limit) =>
  (await listSitemapJobs(db, limit, jobToday())).map((j) => ({
    path: jobPath(j.id),
    lastModified: at(j.updatedAt),
  }));

/** Job: stores post jobs, people apply. */
export const jobSection = defineSection({
  info: SECTION_INFO.job,
  listingPath: jobPath,
  list: { route: '/api/job/list', query: ZJobListQuery, read: listJobs },
  searchVocabulary: 'job',
  search: async (deps, text, limit) => {
    const found = await listJobs(deps, ZJobListQuery.parse({ search: text, limit }));
    return {
      hits: found.docs.map((j) => ({
        _id: j._id,
        title: j.title,
        path: jobPath(j._id),
        image: j.employer.logo,
        price: j.salary.min,
        pricePer: j.salary.min === null ? null : 'month',
        meta: [j.employer.storeName, j.place?.label ?? 'Remote'].join(' · '),
      })),
      total: found.pagination.total,
      totalIsCapped: found.pagination.totalIsCapped ?? false,
      didYouMean: found.didYouMean,
    };
  },
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      // A few hundred jobs at most: their matches are always read through the full-text index.
      {
        section: 'job',
        listing: jobTypeAhead(jobToday()),
        listingPath: jobPath,
        categoryPath: jobCategoryPath,
      },
      text,
      limit,
    ),
  sitemap: { categories, pages: [jobPages] },
  pages: {
    lists: [PAGE_TAG.jobs],
    everyListing: PAGE_TAG.jobPages,
    listings: async (_db, ids) => ids.map(jobPageTag),
  },
  pagePurgeRules: JOB_PAGE_PURGE_RULES,
  caches: (deps) => [deps.jobCache, deps.searchVocabularyCache],
  adminList: { query: ZAdminJobListQuery },
  crossSell: jobCrossSell,
  savedSearch: jobSavedSearch,
  profile: jobProfile,
  threadSubjects: JOB_THREAD_SUBJECTS,
  reportables: JOB_REPORTABLES,
  notificationRoutes: {
    applicantApplications: appliedJobsRoute(),
    vendorApplications: vendorApplicationsRoute(),
    vendorJobs: VENDOR_JOBS_ROUTE,
  },
});
