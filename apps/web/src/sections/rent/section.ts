import { SECTION_INFO } from '@bazaar/shared/constants';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { IconHomeDollar, IconListCheck, IconPlus } from '@tabler/icons-react';
import { ACCOUNT_TAB, HOME_TAB } from '@/components/shell/mobile-tabs';
import type { TWebSection } from '../section-contract';

/** Rent: people list rentals, others inquire. */
export const rentSection: TWebSection = {
  name: 'rent',
  label: SECTION_INFO.rent.label,
  description: SECTION_INFO.rent.description,
  cta: 'Find a rental',
  color: 'teal',
  icon: IconHomeDollar,
  href: SECTION_INFO.rent.path,
  categoriesHref: null,
  listingHref: (id) => `/rent/${id}`,
  tabs: [
    HOME_TAB,
    { label: 'Rentals', href: '/rent', icon: IconHomeDollar },
    { label: 'List', href: '/user/rent/create', icon: IconPlus },
    // Like Task's "My tasks": my listings, and the inquiries on them and mine.
    { label: 'My rentals', href: '/user/rent/posted', icon: IconListCheck, also: ['/user/rent/inquiries'] },
    ACCOUNT_TAB,
  ],
  hasHomeTab: false,
  sitemapTags: [PAGE_TAG.rents],
  profile: { reviewsLabel: 'Rent reviews' },
  parts: {
    card: () => import('./rent-card').then((m) => m.RentCard),
    listView: () => import('./rent-list-view').then((m) => m.RentListView),
    filters: () => import('./rent-filters').then((m) => m.RentFilters),
    detail: () => import('./rent-detail-view').then((m) => m.RentDetailView),
  },
};
