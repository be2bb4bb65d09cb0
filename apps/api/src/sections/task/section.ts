import { PAGE_TAG, taskPageTag } from '@bazaar/shared/page-cache';
import { SECTION_INFO } from '@bazaar/shared/section';
import { ZAdminTaskListQuery, ZTaskListQuery } from '@bazaar/shared/task';
import {
  postedTasksRoute,
  TASK_REVIEWS_BY_ME_ROUTE,
  TASK_REVIEWS_FOR_ME_ROUTE,
  TASKER_TASKS_ROUTE,
  taskCategoryPath,
  taskPath,
} from '@bazaar/shared/task-constants';
import { sectionSuggestions } from '../../lib/search/type-ahead.ts';
import { defineSection } from '../contract.ts';
import { categorySitemap, listingPages, listingSitemap, searchResultOf } from '../section-parts.ts';
import { countListedTasks, TASK_TYPE_AHEAD } from './list-repo.ts';
import { TASK_PAGE_PURGE_RULES } from './page-purge.ts';
import { taskProfile } from './profile.ts';
import { listSitemapTasks } from './repo.ts';
import { TASK_REPORTABLES } from './reportables.ts';
import { taskSavedSearch } from './saved-search.ts';
import { listTasks } from './service.ts';

/** Task: people post tasks, taskers make offers and do them. */
export const taskSection = defineSection({
  info: SECTION_INFO.task,
  listingPath: taskPath,
  list: { route: '/api/task/list', query: ZTaskListQuery, read: listTasks },
  searchVocabulary: 'task',
  search: async (deps, text, limit) =>
    searchResultOf(await listTasks(deps, ZTaskListQuery.parse({ search: text, limit })), (t) => ({
      _id: t._id,
      title: t.title,
      path: taskPath(t._id),
      image: t.image,
      price: t.budget,
      pricePer: null,
      meta: `${t.category.name} · ${t.place?.label ?? 'Remote'}`,
    })),
  suggest: (deps, text, limit) =>
    sectionSuggestions(
      deps,
      {
        section: 'task',
        listing: TASK_TYPE_AHEAD,
        listed: () => deps.searchVocabularyCache.get('task-listed', () => countListedTasks(deps.db)),
        listingPath: taskPath,
        categoryPath: taskCategoryPath,
      },
      text,
      limit,
    ),
  sitemap: {
    categories: categorySitemap('task', taskCategoryPath),
    pages: [listingSitemap(listSitemapTasks, (t) => taskPath(t.id))],
  },
  pages: listingPages([PAGE_TAG.tasks], PAGE_TAG.taskPages, taskPageTag),
  pagePurgeRules: TASK_PAGE_PURGE_RULES,
  caches: (deps) => [deps.taskCache, deps.searchVocabularyCache],
  adminList: { query: ZAdminTaskListQuery },
  savedSearch: taskSavedSearch,
  profile: taskProfile,
  // A task's conversation is opened by its accept (offer-service), between its poster and its tasker.
  threadSubjects: { task: {} },
  reportables: TASK_REPORTABLES,
  notificationRoutes: {
    posterTasks: postedTasksRoute('Open'),
    taskerTasks: TASKER_TASKS_ROUTE,
    reviewsForMe: TASK_REVIEWS_FOR_ME_ROUTE,
    reviewsByMe: TASK_REVIEWS_BY_ME_ROUTE,
  },
});
