import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import { ZAdminRentListQuery, ZRentListQuery } from '@bazaar/shared/rent';
import { RENT_INQUIRIES_ROUTE, RENT_POSTED_ROUTE, rentPath } from '@bazaar/shared/rent-constants';
import { SECTION_INFO } from '@bazaar/shared/section';
import { sectionSuggestions } from '../../lib/search/type-ahead.ts';
import { defineSection } from '../contract.ts';
import { listingPages, listingSitemap, searchResultOf } from '../section-parts.ts';
import { rentCrossSell } from './cross-sell.ts';
import { onRentInquiryMessage } from './inquiry-thread.ts';
import { RENT_PAGE_PURGE_RULES } from './page-purge.ts';
import { rentProfile } from './profile.ts';
import { listSitemapListings, RENT_TYPE_AHEAD } from './repo.ts';
import { RENT_REPORTABLES } from './reportables.ts';
import { rentSavedSearch } from './saved-search.ts';
import { listListings } from './service.ts';

/** Rent: people list rentals, others inquire and talk in the inquiry's thread. */
export const rentSection = defineSection({
  info: SECTION_INFO.rent,
  listingPath: rentPath,
  list: { route: '/api/rent/list', query: ZRentListQuery, read: listListings },
  searchVocabulary: 'rent',
  search: async (deps, text, limit) =>
    searchResultOf(await listListings(deps, ZRentListQuery.parse({ search: text, limit })), (r) => ({
      _id: r._id,
      title: r.title,
      path: rentPath(r._id),
      image: r.image,
      price: r.price,
      pricePer: r.period,
      meta: r.place?.label ?? '',
    })),
  // Rent has no categories (its kinds of place are a filter of its list).
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      { section: 'rent', listing: RENT_TYPE_AHEAD, listingPath: rentPath },
      text,
      limit,
    ),
  sitemap: { pages: [listingSitemap(listSitemapListings, (l) => rentPath(l.id))] },
  pages: listingPages([PAGE_TAG.rents], PAGE_TAG.rentPages, rentPageTag),
  pagePurgeRules: RENT_PAGE_PURGE_RULES,
  caches: (deps) => [deps.searchVocabularyCache],
  adminList: { query: ZAdminRentListQuery },
  crossSell: rentCrossSell,
  savedSearch: rentSavedSearch,
  profile: rentProfile,
  reportables: RENT_REPORTABLES,
  notificationRoutes: { inquiries: RENT_INQUIRIES_ROUTE, ownerListings: RENT_POSTED_ROUTE },
  threadSubjects: { 'rent-inquiry': { onMessage: onRentInquiryMessage } },
});
