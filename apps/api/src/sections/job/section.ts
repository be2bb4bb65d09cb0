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
import { defineSection } from '../contract.ts';
import { categorySitemap, listingPages, listingSitemap, searchResultOf } from '../section-parts.ts';
import { jobCrossSell } from './cross-sell.ts';
import { JOB_PAGE_PURGE_RULES } from './page-purge.ts';
import { jobProfile } from './profile.ts';
import { JOB_TYPE_AHEAD, listSitemapJobs } from './repo.ts';
import { JOB_REPORTABLES } from './reportables.ts';
import { jobSavedSearch } from './saved-search.ts';
import { listJobs } from './service.ts';
import { JOB_THREAD_SUBJECTS } from './threads.ts';

const jobPages = listingSitemap(
  (db, limit) => listSitemapJobs(db, limit, jobToday()),
  (j) => jobPath(j.id),
);

/** Job: stores post jobs, people apply. */
export const jobSection = defineSection({
  info: SECTION_INFO.job,
  listingPath: jobPath,
  list: { route: '/api/job/list', query: ZJobListQuery, read: listJobs },
  searchVocabulary: 'job',
  search: async (deps, text, limit) =>
    searchResultOf(await listJobs(deps, ZJobListQuery.parse({ search: text, limit })), (j) => ({
      _id: j._id,
      title: j.title,
      path: jobPath(j._id),
      image: j.employer.logo,
      price: j.salary.min,
      pricePer: j.salary.min === null ? null : 'month',
      meta: [j.employer.storeName, j.place?.label ?? 'Remote'].join(' · '),
    })),
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      // A few hundred jobs at most: their matches are always read through the full-text index.
      {
        section: 'job',
        listing: JOB_TYPE_AHEAD,
        listingPath: jobPath,
        categoryPath: jobCategoryPath,
      },
      text,
      limit,
    ),
  sitemap: { categories: categorySitemap('job', jobCategoryPath), pages: [jobPages] },
  pages: listingPages([PAGE_TAG.jobs], PAGE_TAG.jobPages, jobPageTag),
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
