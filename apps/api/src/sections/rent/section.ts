import { PAGE_TAG, rentPageTag } from '@bazaar/shared/page-cache';
import { ZAdminRentListQuery, ZRentListQuery } from '@bazaar/shared/rent';
import { RENT_INQUIRIES_ROUTE, RENT_POSTED_ROUTE, rentPath } from '@bazaar/shared/rent-constants';
import { SECTION_INFO } from '@bazaar/shared/section';
import { sectionSuggestions } from '../../lib/search/type-ahead.ts';
import type { SitemapSource } from '../../lib/section.ts';
import { defineSection } from '../contract.ts';
import { rentCrossSell } from './cross-sell.ts';
import { onRentInquiryMessage } from './inquiry-thread.ts';
import { RENT_PAGE_PURGE_RULES } from './page-purge.ts';
import { rentProfile } from './profile.ts';
import { listSitemapListings, RENT_TYPE_AHEAD } from './repo.ts';
import { RENT_REPORTABLES } from './reportables.ts';
import { rentSavedSearch } from './saved-search.ts';
import { listListings } from './service.ts';

const at = (date: Date | null | undefined) => date?.toISOString() ?? null;

const listingPages: SitemapSource = async (db, limit) =>
  (await listSitemapListings(db, limit)).map((l) => ({
    path: rentPath(l.id),
    lastModified: at(l.updatedAt),
  }));

/** Rent: people list rentals, others inquire and talk in the inquiry's thread. */
export const rentSection = defineSection({
  info: SECTION_INFO.rent,
  listingPath: rentPath,
  list: { route: '/api/rent/list', query: ZRentListQuery, read: listListings },
  searchVocabulary: 'rent',
  search: async (deps, text, limit) => {
    const found = await listListings(deps, ZRentListQuery.parse({ search: text, limit }));
    return {
      hits: found.docs.map((r) => ({
        _id: r._id,
        title: r.title,
        path: rentPath(r._id),
        image: r.image,
        price: r.price,
        pricePer: r.period,
        meta: r.place?.label ?? '',
      })),
      total: found.pagination.total,
      totalIsCapped: found.pagination.totalIsCapped ?? false,
      didYouMean: found.didYouMean,
    };
  },
  // Rent has no categories (its kinds of place are a filter of its list).
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      { section: 'rent', listing: RENT_TYPE_AHEAD, listingPath: rentPath },
      text,
      limit,
    ),
  sitemap: { pages: [listingPages] },
  pages: {
    lists: [PAGE_TAG.rents],
    everyListing: PAGE_TAG.rentPages,
    listings: async (_db, ids) => ids.map(rentPageTag),
  },
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
