import { SECTION_INFO, sectionCategoriesPath } from '@bazaar/shared/constants';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { IconBuildingStore, IconCategory, IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { ACCOUNT_TAB, HOME_TAB } from '@/components/shell/mobile-tabs';
import type { TWebSection } from '../section-contract';

/** The Shop: products from local vendors (sections/shop/product is its listing). */
export const shopSection: TWebSection = {
  name: 'shop',
  label: SECTION_INFO.shop.label,
  description: SECTION_INFO.shop.description,
  cta: 'Browse products',
  color: 'orange',
  icon: IconBuildingStore,
  href: SECTION_INFO.shop.path,
  categoriesHref: sectionCategoriesPath('shop'),
  listingHref: (slug) => `/shop/product/${encodeURIComponent(slug)}`,
  tabs: [
    HOME_TAB,
    { label: 'Categories', href: '/shop/categories', icon: IconCategory },
    { label: 'Cart', href: '/shop/viewcart', icon: IconShoppingCart, showsCartCount: true },
    { label: 'Wishlist', href: '/shop/wishlist', icon: IconHeart },
    ACCOUNT_TAB,
  ],
  hasHomeTab: true,
  sitemapTags: [PAGE_TAG.catalog, PAGE_TAG.products],
  profile: { reviewsLabel: 'Store reviews', reviewReportKind: 'product-review' },
  parts: {
    card: () => import('./product/product-card').then((m) => m.ProductCard),
    listView: () => import('./product/catalog-view').then((m) => m.CatalogView),
    filters: () => import('./product/catalog-filters').then((m) => m.CatalogFilters),
    detail: () => import('./product/product-detail-view').then((m) => m.ProductDetailView),
  },
};
