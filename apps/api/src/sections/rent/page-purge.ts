import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import { idOf, type PagePurgeRule, type PagePurgeRules, UUID } from '../../lib/section.ts';

// The Rent section's write routes and the cached pages each changes (docs/product-rules.md "Fast
// pages"): its lists and listing pages; inquiries are private.

/** A rent listing changed what its page and the lists show (details, status, hidden). */
const rentAndLists: PagePurgeRule = {
  after: (request) => [PAGE_TAG.rents, ...(UUID.test(idOf(request)) ? [rentPageTag(idOf(request))] : [])],
};

export const RENT_PAGE_PURGE_RULES: PagePurgeRules = {
  'POST /api/rent': { after: () => [PAGE_TAG.rents] },
  'PUT /api/rent/:id': rentAndLists,
  'PUT /api/rent/:id/status': rentAndLists,
  'POST /api/rent/:id/inquiries': 'none',
  'PUT /api/rent/inquiries/:inquiryId/close': 'none',
  'PUT /api/admin/rent/list/:id/hidden': rentAndLists,
};
