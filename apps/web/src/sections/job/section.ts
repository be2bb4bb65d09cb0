import { SECTION_INFO, sectionCategoriesPath } from '@bazaar/shared/constants';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { IconBriefcase, IconCategory, IconFileCheck } from '@tabler/icons-react';
import { ACCOUNT_TAB, HOME_TAB } from '@/components/shell/mobile-tabs';
import type { TWebSection } from '../section-contract';

/** Job: stores post jobs, people apply. */
export const jobSection: TWebSection = {
  name: 'job',
  label: SECTION_INFO.job.label,
  description: SECTION_INFO.job.description,
  cta: 'See openings',
  color: 'grape',
  icon: IconBriefcase,
  href: SECTION_INFO.job.path,
  categoriesHref: sectionCategoriesPath('job'),
  listingHref: (id) => `/job/${id}`,
  tabs: [
    HOME_TAB,
    { label: 'Jobs', href: '/job', icon: IconBriefcase },
    { label: 'Categories', href: '/job/categories', icon: IconCategory },
    { label: 'Applied', href: '/user/job/applied', icon: IconFileCheck },
    ACCOUNT_TAB,
  ],
  hasHomeTab: true,
  sitemapTags: [PAGE_TAG.jobs],
  profile: { reviewsLabel: 'Job reviews' },
  parts: {
    card: () => import('./job-card').then((m) => m.JobCard),
    listView: () => import('./job-list-view').then((m) => m.JobListView),
    filters: () => import('./job-filters').then((m) => m.JobFilters),
    detail: () => import('./job-detail-view').then((m) => m.JobDetailView),
  },
};
