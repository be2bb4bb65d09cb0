import { buildPagination } from '@bazaar/shared/pagination';
import {
  DEFAULT_TASK_SERVICE_CHARGE_PERCENT,
  type TTaskCategory,
  type TTaskDetail,
  type TTaskerPageResponse,
  type TTaskListResponse,
  type TTaskServiceCharge,
  type TTaskViewer,
  type ZTaskerPageQuery,
  type ZTaskListQuery,
} from '@bazaar/shared/task';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps, ListingSectionDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { hasOnlyWords, searchBreadth } from '../../lib/list-query.ts';
import { sampledBreadth } from '../../lib/search/repo.ts';
import { exactRanking } from '../../lib/search/vocabulary.ts';
import {
  emptyListPage,
  listCacheKey,
  listDidYouMean,
  readListSearch,
  toCountedCategories,
  visibleOr404,
} from '../../lib/section-reads.ts';
import { loadPlaceDistricts } from '../../platform/address/places.ts';
import { listCategoriesCounting } from '../../platform/category/repo.ts';
import * as dto from './dto.ts';
import * as listRepo from './list-repo.ts';
import * as offerRepo from './offer-repo.ts';
import * as repo from './repo.ts';
import * as reviewRepo from './review-repo.ts';
import * as settingRepo from './setting-repo.ts';
import * as profileRepo from './tasker-profile-repo.ts';

/** What the Task services need from the app. */
export type TaskDeps = ListingSectionDeps & Pick<AppDeps, 'taskCache'>;

/**
 * GET /task/list: listed tasks (not hidden, not Cancelled), Open first. A search matches each word
 * as a prefix or as a known task word within its typo budget (lib/search); exact words rank first.
 */
export async function listTasks(
  deps: TaskDeps,
  input: z.output<typeof ZTaskListQuery>,
): Promise<TTaskListResponse> {
  const { query, key } = listCacheKey(input);
  return deps.taskCache.get(key, () => loadTaskList(deps, query));
}

async function loadTaskList(
  deps: TaskDeps,
  input: z.output<typeof ZTaskListQuery>,
): Promise<TTaskListResponse> {
  // "plumbing" finds the Plumbing tasks, whose own words may never say it.
  const search = await readListSearch(deps, 'task', input.search, 'task');
  if (!search) return emptyListPage(input.page, input.limit);
  const { plan, named } = search;
  const sort = input.sort ?? (plan ? 'relevance' : 'newest');
  // A place without words: read by its districts, or by the task categories in its district (decision 073).
  const districts = input.place && !plan ? await loadPlaceDistricts(deps.db, input.place) : undefined;
  const taskCategories =
    !input.category && districts?.length === 1
      ? await deps.searchVocabularyCache.get('task-category-ids', () => listRepo.listTaskCategoryIds(deps.db))
      : undefined;
  const filters: listRepo.TaskListFilters = {
    categorySlug: input.category,
    placeId: input.place,
    remote: input.remote,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    dueBy: input.date,
    openOnly: input.openOnly,
    // Undefined unless true: a list filtered by nothing but its words is read its own ways (hasOnlyWords).
    isBroadCategoryPlace:
      !districts?.length &&
      input.category &&
      input.place &&
      (await isBroadCategoryPlace(deps, input.category, input.place))
        ? true
        : undefined,
    districts,
  };
  // How broad a search is (words in many tasks are found faster by walking the list's order), and
  // how long the plain list is (its pages far from the end skip their count).
  const isPlain = !plan && hasOnlyWords(filters, named.ids);
  const listed =
    plan || isPlain
      ? await deps.searchVocabularyCache.get('task-listed', () => listRepo.countListedTasks(deps.db))
      : 0;
  const breadth = plan
    ? searchBreadth(plan, listed, await sampledBreadth(deps, 'task', listRepo.TASK_TYPE_AHEAD, listed, plan))
    : undefined;
  const result = await listRepo.listPublicTasks(deps.db, {
    filters,
    tsquery: plan?.tsquery ?? null,
    exactTsquery: exactRanking(plan, named.ids.length > 0),
    namedCategoryIds: named.ids,
    breadth,
    wordsAreExact: plan ? !plan.hasCorrections : false,
    ...(isPlain ? { listed } : {}),
    ...(taskCategories === undefined ? {} : { taskCategories }),
    sort,
    page: input.page,
    limit: input.limit,
  });
  // A card names its poster only; the list read the posters with the tasks.
  const { cards } = await dto.toTaskCards(deps, result.docs, { known: result.posters, withTaskers: false });
  return {
    docs: cards,
    pagination: buildPagination(input.page, input.limit, result.total, result.isTotalCapped),
    didYouMean: listDidYouMean(search),
  };
}

/**
 * Whether a category and a place together hold FACET_PAIR_WALKED_FROM tasks or more, estimated from
 * each one's share of the listed tasks as if they met by chance (listRepo.facetShares).
 */
async function isBroadCategoryPlace(deps: TaskDeps, categorySlug: string, placeId: string): Promise<boolean> {
  const [listed, shares] = await Promise.all([
    deps.searchVocabularyCache.get('task-listed', () => listRepo.countListedTasks(deps.db)),
    deps.searchVocabularyCache.get('task-facet-shares', () => listRepo.facetShares(deps.db)),
  ]);
  const category = shares.categories.get(categorySlug) ?? 0;
  const place = shares.places.get(placeId) ?? 0;
  return listed * category * place >= listRepo.FACET_PAIR_WALKED_FROM;
}

/** GET /task/categories. */
export async function listTaskCategories(deps: TaskDeps): Promise<TTaskCategory[]> {
  return deps.taskCache.get('categories', () => loadTaskCategories(deps));
}

/** GET /task/categories's answer, one object per cached list. */
export async function listTaskCategoriesResponse(deps: TaskDeps): Promise<{ data: TTaskCategory[] }> {
  return deps.taskCache.get('categories-response', async () => ({ data: await listTaskCategories(deps) }));
}

async function loadTaskCategories(deps: TaskDeps): Promise<TTaskCategory[]> {
  const rows = await listCategoriesCounting(deps.db, 'task', listRepo.COUNT_OPEN_TASKS_OF_CATEGORY);
  return toCountedCategories(rows, deps.imageBaseUrl, 'openTaskCount');
}

/** The task as anyone may see it: 404 when it does not exist or an admin hid it. */
export async function findVisibleTask(db: Executor, id: string): Promise<repo.TaskWithCategory> {
  return visibleOr404(await repo.findTask(db, id), 'Task');
}

/** GET /task/:id. */
export async function getTask(deps: TaskDeps, id: string): Promise<TTaskDetail> {
  return deps.taskCache.get(JSON.stringify(['task', id]), async () => {
    // The task, its questions, its people and the poster's record in one statement.
    const page = await repo.findTaskPage(deps.db, id);
    if (!page || page.task.isHidden) throw new AppError('NOT_FOUND', 'Task not found');
    return dto.toTaskDetail(deps, page.task, page.questions, page);
  });
}

/** GET /task/:id's answer, one object per cached task (so its JSON is made once). */
export async function getTaskResponse(deps: TaskDeps, id: string): Promise<{ data: TTaskDetail }> {
  return deps.taskCache.get(JSON.stringify(['task-response', id]), async () => ({
    data: await getTask(deps, id),
  }));
}

/** The task service charge now (the default until a super admin saves one). */
export async function getServiceCharge(deps: Pick<TaskDeps, 'db'>): Promise<TTaskServiceCharge> {
  const row = await settingRepo.findSettings(deps.db);
  return {
    percent: row?.serviceChargePercent ?? DEFAULT_TASK_SERVICE_CHARGE_PERCENT,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** GET /task/tasker/:userId: the public tasker page (404 for an unknown or blocked account). */
export async function getTaskerPage(
  deps: TaskDeps,
  userId: string,
  page: z.output<typeof ZTaskerPageQuery>,
): Promise<TTaskerPageResponse> {
  return deps.taskCache.get(JSON.stringify(['tasker', userId, page.page, page.limit]), () =>
    loadTaskerPage(deps, userId, page),
  );
}

async function loadTaskerPage(
  deps: TaskDeps,
  userId: string,
  page: z.output<typeof ZTaskerPageQuery>,
): Promise<TTaskerPageResponse> {
  const profile = await profileRepo.findTaskerProfile(deps.db, userId);
  if (profile?.status !== 'active') throw new AppError('NOT_FOUND', 'Tasker not found');
  const [people, categories, serviceArea, reviews] = await Promise.all([
    dto.loadPeopleWithRating(deps, [userId], 'tasker'),
    listRepo.findTaskCategories(deps.db, profile.taskCategoryIds ?? []),
    dto.loadPlace(deps, profile.taskerServiceAreaId),
    reviewRepo.listPublicTaskerReviews(deps.db, userId, page),
  ]);
  const person = people.get(userId);
  if (!person) throw new AppError('NOT_FOUND', 'Tasker not found');
  return {
    data: {
      ...person,
      photo: toImageUrl(profile.taskerPhoto, deps.imageBaseUrl),
      bio: profile.bio ?? '',
      skills: profile.skills ?? [],
      categories: categories.map((c) => ({ _id: c.id, name: c.name, slug: c.slug })),
      serviceArea,
    },
    reviews: {
      docs: (await dto.toReviews(deps, reviews.docs)).map(dto.publicReview),
      pagination: buildPagination(page.page, page.limit, reviews.total),
    },
  };
}

/** GET /task/:id/me: what the signed-in reader is on this task and which actions the page offers. */
export async function getViewer(deps: TaskDeps, userId: string, id: string): Promise<TTaskViewer> {
  const task = await findVisibleTask(deps.db, id);
  const role = task.posterId === userId ? 'poster' : task.assignedTaskerId === userId ? 'tasker' : 'other';
  const [myOfferRow, reviews] = await Promise.all([
    role === 'poster' ? undefined : offerRepo.findMyOffer(deps.db, id, userId),
    role === 'other' ? [] : reviewRepo.findReviewsOfTask(deps.db, id),
  ]);
  const withTitle = reviews.map((r) => ({ ...r, taskTitle: task.title }));
  const [mine, ofMe] = await Promise.all([
    dto.toReviews(
      deps,
      withTitle.filter((r) => r.authorId === userId),
    ),
    dto.toReviews(
      deps,
      withTitle.filter((r) => r.subjectId === userId),
    ),
  ]);
  const hasLiveOffer = myOfferRow?.status === 'Pending' || myOfferRow?.status === 'Accepted';
  return {
    role,
    street: role === 'other' ? null : task.street,
    myOffer: myOfferRow ? await dto.toOffer(deps, myOfferRow) : null,
    canOffer: role === 'other' && task.status === 'Open' && !hasLiveOffer,
    canAsk: role === 'other' && task.status === 'Open',
    canMarkDone: role === 'tasker' && task.status === 'Assigned' && !task.doneAt,
    canConfirm: role === 'poster' && task.status === 'Assigned' && Boolean(task.doneAt),
    canCancel: role === 'poster' && (task.status === 'Open' || task.status === 'Assigned'),
    canReview: role !== 'other' && task.status === 'Completed' && mine.length === 0,
    myReview: mine[0] ? dto.publicReview(mine[0]) : null,
    reviewOfMe: ofMe[0] ? dto.publicReview(ofMe[0]) : null,
  };
}
