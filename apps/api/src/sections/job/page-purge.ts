import { jobPageTag, PAGE_TAG } from '@bazaar/shared/page-cache';
import { idOf, type PagePurgeRule, type PagePurgeRules, UUID } from '../../lib/section.ts';

// The Job section's write routes and the cached pages each changes (docs/product-rules.md "Fast
// pages"): its lists and job pages; an application's own moves show on no public page.

/** A job changed what its page and the lists show (details, status, visibility, applications count). */
const jobAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.jobs, ...(UUID.test(idOf(request)) ? [jobPageTag(idOf(request))] : [])],
};

export const JOB_PAGE_PURGE_RULES: PagePurgeRules = {
  'POST /api/vendor/job/jobs': { after: () => [PAGE_TAG.jobs] },
  'PUT /api/vendor/job/jobs/:id': jobAndLists,
  'PUT /api/vendor/job/jobs/:id/status': jobAndLists,
  'POST /api/job/:id/apply': jobAndLists,
  'PUT /api/job/applications/:id/withdraw': 'none',
  'PUT /api/vendor/job/applications/:id/status': 'none',
  'PUT /api/admin/job/jobs/:id/close': jobAndLists,
  'PUT /api/admin/job/jobs/:id/hidden': jobAndLists,
};
