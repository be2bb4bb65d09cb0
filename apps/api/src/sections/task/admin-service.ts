import { buildPagination } from '@bazaar/shared/pagination';
import {
  type TAdminTaskListResponse,
  type TAdminTaskReview,
  type TAdminTaskReviewListResponse,
  type TAdminTaskRow,
  TASK_STATUSES,
  type TTaskServiceCharge,
  type ZAdminTaskListQuery,
  type ZAdminTaskReviewListQuery,
} from '@bazaar/shared/task';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { announceListing } from '../../lib/listing-events.ts';
import * as adminRepo from './admin-repo.ts';
import * as dto from './dto.ts';
import * as peopleRepo from './people-repo.ts';
import * as repo from './repo.ts';
import * as reviewRepo from './review-repo.ts';
import type { TaskDeps } from './service.ts';
import * as settingRepo from './setting-repo.ts';
import { cancelTask } from './task-service.ts';

async function toAdminRows(deps: TaskDeps, rows: repo.TaskWithCategory[]): Promise<TAdminTaskRow[]> {
  const [{ cards, people }, emails] = await Promise.all([
    dto.toTaskCards(deps, rows),
    peopleRepo.findEmails(
      deps.db,
      rows.map((r) => r.posterId),
    ),
  ]);
  return rows.map((row, i) => {
    const card = cards[i] as (typeof cards)[number];
    return {
      ...card,
      poster: { ...card.poster, email: emails.get(row.posterId) ?? '' },
      assignedTasker: dto.personOrNull(deps, people, row.assignedTaskerId),
      isHidden: row.isHidden,
      cancelReason: row.cancelReason,
      doneAt: row.doneAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** GET /admin/task/tasks: every task (hidden and cancelled too), with counts per status. */
export async function listAdminTasks(
  deps: TaskDeps,
  query: z.output<typeof ZAdminTaskListQuery>,
): Promise<TAdminTaskListResponse> {
  const filters = {
    search: query.search,
    status: query.status,
    categoryId: query.category,
    placeId: query.place,
    hidden: query.hidden,
  };
  const [result, counted] = await Promise.all([
    adminRepo.listAdminTasks(deps.db, { filters, sort: query.sort, page: query.page, limit: query.limit }),
    adminRepo.countAdminTasksByStatus(deps.db, filters),
  ]);
  const status = {
    all: 0,
    ...Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])),
  } as TAdminTaskListResponse['counts']['status'];
  for (const [s, n] of counted) {
    status[s] = n;
    status.all += n;
  }
  return {
    docs: await toAdminRows(deps, result.docs),
    pagination: buildPagination(query.page, query.limit, result.total),
    counts: { status },
  };
}

async function loadAdminRow(deps: TaskDeps, id: string): Promise<TAdminTaskRow> {
  const row = await repo.findTask(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Task not found');
  return (await toAdminRows(deps, [row]))[0] as TAdminTaskRow;
}

/** PUT /admin/task/tasks/:id/cancel: any time before Completed, with a reason both sides are told. */
export async function adminCancelTask(deps: TaskDeps, adminId: string, id: string, reason: string) {
  await cancelTask(deps, { role: 'Admin', userId: adminId }, id, reason);
  return loadAdminRow(deps, id);
}

/** PUT /admin/task/tasks/:id/hidden: hides the task from every public list and page, or shows it again. */
export async function setTaskHidden(deps: TaskDeps, id: string, hidden: boolean): Promise<TAdminTaskRow> {
  if (!(await repo.setTaskHidden(deps.db, id, hidden))) throw new AppError('NOT_FOUND', 'Task not found');
  await announceListing(deps.db, deps, {
    section: 'task',
    change: hidden ? 'unlisted' : 'listed',
    ids: [id],
  });
  return loadAdminRow(deps, id);
}

/** GET /admin/task/reviews. */
export async function listAdminReviews(
  deps: TaskDeps,
  query: z.output<typeof ZAdminTaskReviewListQuery>,
): Promise<TAdminTaskReviewListResponse> {
  const result = await reviewRepo.listAdminReviews(deps.db, {
    filters: { search: query.search, rating: query.rating, hidden: query.hidden },
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  return {
    docs: await dto.toReviews(deps, result.docs),
    pagination: buildPagination(query.page, query.limit, result.total),
  };
}

/** PUT /admin/task/reviews/:id/hidden: a hidden review leaves the ratings and the tasker page. */
export async function setReviewHidden(
  deps: TaskDeps,
  id: string,
  hidden: boolean,
): Promise<TAdminTaskReview> {
  if (!(await reviewRepo.setReviewHidden(deps.db, id, hidden)))
    throw new AppError('NOT_FOUND', 'Review not found');
  const row = await reviewRepo.findReviewWithTask(deps.db, id);
  return (await dto.toReviews(deps, [row as reviewRepo.ReviewWithTask]))[0] as TAdminTaskReview;
}

/** PUT /admin/site-setting/task-service-charge: offers made from now on keep the new percent. */
export async function updateServiceCharge(deps: TaskDeps, percent: number): Promise<TTaskServiceCharge> {
  const row = await settingRepo.upsertServiceCharge(deps.db, percent);
  return { percent: row?.serviceChargePercent ?? percent, updatedAt: row?.updatedAt.toISOString() ?? null };
}
