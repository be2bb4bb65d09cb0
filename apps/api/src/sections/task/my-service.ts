import { buildPagination } from '@bazaar/shared/pagination';
import {
  TASK_STATUSES,
  type TPostedTaskListResponse,
  type TTaskerProfile,
  type TTaskerTaskListResponse,
  type ZPostedTaskListQuery,
  type ZTaskerProfileRequest,
  type ZTaskerTaskListQuery,
} from '@bazaar/shared/task';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toImageUrl } from '../../lib/images.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as dto from './dto.ts';
import * as listRepo from './list-repo.ts';
import * as myRepo from './my-repo.ts';
import type { TaskDeps } from './service.ts';
import * as profileRepo from './tasker-profile-repo.ts';

/** GET /task/user/posted: my tasks in one state, with how many I have in each. */
export async function listPostedTasks(
  deps: TaskDeps,
  posterId: string,
  query: z.output<typeof ZPostedTaskListQuery>,
): Promise<TPostedTaskListResponse> {
  const [result, counted] = await Promise.all([
    myRepo.listPostedTasks(deps.db, posterId, query.type, query),
    myRepo.countPostedByStatus(deps.db, posterId),
  ]);
  const [{ cards, people }, reviewed] = await Promise.all([
    dto.toTaskCards(deps, result.docs),
    myRepo.findReviewedTaskIds(
      deps.db,
      posterId,
      result.docs.map((r) => r.id),
    ),
  ]);
  const counts = Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as TPostedTaskListResponse['counts'];
  for (const c of counted) counts[c.status] = c.n;
  return {
    docs: result.docs.map((row, i) => ({
      ...(cards[i] as (typeof cards)[number]),
      assignedTasker: dto.personOrNull(deps, people, row.assignedTaskerId),
      pendingOffersCount: row.pendingOffersCount,
      doneAt: row.doneAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
      canReview: row.status === 'Completed' && !reviewed.has(row.id),
    })),
    pagination: buildPagination(query.page, query.limit, result.total),
    counts,
  };
}

/** GET /task/user/assigned: tasks I am doing (by state) or my Pending offers. */
export async function listTaskerTasks(
  deps: TaskDeps,
  taskerId: string,
  query: z.output<typeof ZTaskerTaskListQuery>,
): Promise<TTaskerTaskListResponse> {
  const [result, counts] = await Promise.all([
    myRepo.listTaskerTasks(deps.db, taskerId, query.type, query),
    myRepo.countTaskerLists(deps.db, taskerId),
  ]);
  const tasks = result.docs.map((d) => d.task);
  const [{ cards }, offers, reviewed] = await Promise.all([
    dto.toTaskCards(deps, tasks),
    dto.toOffers(
      deps,
      result.docs.map((d) => d.offer),
    ),
    myRepo.findReviewedTaskIds(
      deps.db,
      taskerId,
      tasks.map((t) => t.id),
    ),
  ]);
  return {
    docs: result.docs.map((d, i) => ({
      task: {
        ...(cards[i] as (typeof cards)[number]),
        doneAt: d.task.doneAt?.toISOString() ?? null,
        cancelReason: d.task.cancelReason,
      },
      offer: offers[i] as (typeof offers)[number],
      canReview: d.task.status === 'Completed' && d.offer.status === 'Accepted' && !reviewed.has(d.task.id),
    })),
    pagination: buildPagination(query.page, query.limit, result.total),
    counts,
  };
}

/** GET /task/user/tasker-profile. */
export async function getMyTaskerProfile(deps: TaskDeps, userId: string): Promise<TTaskerProfile> {
  const row = await profileRepo.findTaskerProfile(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return {
    bio: row.bio ?? '',
    skills: row.skills ?? [],
    categoryIds: row.taskCategoryIds ?? [],
    serviceAreaId: row.taskerServiceAreaId,
    serviceArea: await dto.loadPlace(deps, row.taskerServiceAreaId),
    photo: toImageUrl(row.taskerPhoto, deps.imageBaseUrl),
    updatedAt: row.taskerProfileUpdatedAt?.toISOString() ?? null,
  };
}

/**
 * PUT /task/user/tasker-profile: the fields the body names (a field left out keeps its value);
 * categories must be task categories, the area a place.
 */
export async function updateMyTaskerProfile(
  deps: TaskDeps,
  userId: string,
  input: z.output<typeof ZTaskerProfileRequest>,
): Promise<TTaskerProfile> {
  const current = await profileRepo.findTaskerProfile(deps.db, userId);
  if (!current) throw new AppError('NOT_FOUND', 'Account not found');
  const categoryIds = input.categoryIds && [...new Set(input.categoryIds)];
  if (categoryIds) {
    const found = await listRepo.findTaskCategories(deps.db, categoryIds);
    if (found.length !== categoryIds.length)
      throw fieldError('categoryIds', 'Choose task categories from the list');
  }
  if (input.serviceAreaId && !(await listRepo.addressExists(deps.db, input.serviceAreaId))) {
    throw fieldError('serviceAreaId', 'Choose a place from the list');
  }
  const photo = input.photo
    ? await checkUploadRef(deps, input.photo, { kind: 'image', field: 'photo', keep: [current.taskerPhoto] })
    : input.photo;
  const skills = input.skills && [...new Map(input.skills.map((s) => [s.toLowerCase(), s])).values()];
  await profileRepo.updateTaskerProfile(deps.db, userId, {
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(skills !== undefined ? { skills } : {}),
    ...(categoryIds !== undefined ? { taskCategoryIds: categoryIds } : {}),
    ...(input.serviceAreaId !== undefined ? { taskerServiceAreaId: input.serviceAreaId } : {}),
    ...(photo !== undefined ? { taskerPhoto: photo } : {}),
  });
  return getMyTaskerProfile(deps, userId);
}
