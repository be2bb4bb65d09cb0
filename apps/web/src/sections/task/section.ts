import { SECTION_INFO, sectionCategoriesPath } from '@bazaar/shared/constants';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { IconChecklist, IconListCheck, IconPlus } from '@tabler/icons-react';
import { ACCOUNT_TAB, HOME_TAB } from '@/components/shell/mobile-tabs';
import type { TWebSection } from '../section-contract';

/** Task: people post tasks, taskers make offers and do them. */
export const taskSection: TWebSection = {
  name: 'task',
  label: SECTION_INFO.task.label,
  description: SECTION_INFO.task.description,
  cta: 'Find taskers',
  color: 'blue',
  icon: IconChecklist,
  href: SECTION_INFO.task.path,
  categoriesHref: sectionCategoriesPath('task'),
  listingHref: (id) => `/task/${id}`,
  tabs: [
    HOME_TAB,
    { label: 'Tasks', href: '/task', icon: IconChecklist },
    { label: 'Post', href: '/user/task/create', icon: IconPlus },
    {
      label: 'My tasks',
      href: '/user/task/posted?type=Open',
      icon: IconListCheck,
      also: ['/user/task/assigned', '/user/task/reviews-by-me', '/user/task/reviews-for-me'],
    },
    ACCOUNT_TAB,
  ],
  hasHomeTab: true,
  sitemapTags: [PAGE_TAG.tasks],
  profile: { reviewsLabel: 'Task reviews', reviewReportKind: 'task-review' },
  parts: {
    card: () => import('./task-card').then((m) => m.TaskCard),
    listView: () => import('./task-list-view').then((m) => m.TaskListView),
    filters: () => import('./task-filters').then((m) => m.TaskFilters),
    detail: () => import('./task-detail-view').then((m) => m.TaskDetailView),
  },
};
