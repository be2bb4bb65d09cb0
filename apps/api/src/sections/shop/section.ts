import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { ZAdminProductListQuery, ZProductListQuery, ZProductSearchQuery } from '@bazaar/shared/product';
import { SECTION_INFO } from '@bazaar/shared/section';
import { sectionSuggestions } from '../../lib/search/type-ahead.ts';
import type { SitemapSource } from '../../lib/section.ts';
import { defineSection } from '../contract.ts';
import { categorySitemap, listingSitemap, searchResultOf } from '../section-parts.ts';
import { shopCrossSell } from './cross-sell.ts';
import { productPageTags, SHOP_PAGE_PURGE_RULES } from './page-purge.ts';
import { countVisibleProductsPerCategory, listVisibleProductSlugs, SHOP_TYPE_AHEAD } from './product/repo.ts';
import { countListedProducts, listProducts, searchProductMatches } from './product/service.ts';
import { SHOP_REPORTABLES } from './reportables.ts';
import { shopSavedSearch } from './saved-search.ts';
import { SHOP_THREAD_SUBJECTS } from './threads.ts';
import { shopProfile } from './vendor/store-profile.ts';
import { listActiveStoreSlugs } from './vendor/store-repo.ts';

/** A product's public page, by its slug. */
export const productPath = (slug: string) => `/shop/product/${slug}`;

const categoryPath = (slug: string) => `/shop/category/${slug}`;

const stores: SitemapSource = async (db, limit) =>
  (await listActiveStoreSlugs(db, limit)).map((s) => ({ path: `/shop/store/${s.slug}`, lastModified: null }));

const productPages = listingSitemap(listVisibleProductSlugs, (p) => productPath(p.slug));

/** The Shop: products of many stores (its areas are the folders beside this file). */
export const shopSection = defineSection({
  info: SECTION_INFO.shop,
  listingPath: productPath,
  list: { route: '/api/product', query: ZProductListQuery, read: listProducts },
  searchVocabulary: 'shop',
  search: async (deps, text, limit) => {
    // The matches alone: the close names the shop's page shows when nothing matched are not read.
    const { list: found, didYouMean } = await searchProductMatches(
      deps,
      ZProductSearchQuery.parse({ q: text, limit }),
    );
    return searchResultOf(
      found,
      (p) => ({
        _id: p._id,
        title: p.name,
        path: productPath(p.slug),
        image: p.image,
        price: p.price,
        pricePer: null,
        meta: `${p.category.name} · ${p.vendor.storeName}`,
      }),
      didYouMean,
    );
  },
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      {
        section: 'shop',
        listing: SHOP_TYPE_AHEAD,
        listed: () => countListedProducts(deps),
        listingPath: productPath,
        categoryPath,
      },
      text,
      limit,
    ),
  sitemap: { categories: categorySitemap('shop', categoryPath), pages: [stores, productPages] },
  pages: { lists: [PAGE_TAG.catalog], everyListing: PAGE_TAG.products, listings: productPageTags },
  pagePurgeRules: SHOP_PAGE_PURGE_RULES,
  caches: (deps) => [deps.catalogCache, deps.searchVocabularyCache],
  adminList: { query: ZAdminProductListQuery },
  crossSell: shopCrossSell,
  savedSearch: shopSavedSearch,
  profile: shopProfile,
  threadSubjects: SHOP_THREAD_SUBJECTS,
  reportables: SHOP_REPORTABLES,
  notificationRoutes: {
    buyerOrders: '/user/shop/orders',
    buyerReviews: '/user/shop/reviews',
    vendorOrders: '/vendor/shop/orders',
    vendorProducts: '/vendor/shop/products',
    vendorReviews: '/vendor/shop/reviews',
    vendorPayments: '/vendor/shop/payments',
  },
  listingsPerCategory: (db) => countVisibleProductsPerCategory(db),
});
