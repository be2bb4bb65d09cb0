import type { TTaskStatus } from '@bazaar/shared/task';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import {
  type AdminListingTable,
  adminListingWhere,
  countAdminListingsByStatus,
  readAdminListingPage,
} from '../../lib/admin-listing.ts';
import { orderBySort } from '../../lib/list-query.ts';

import { flatten, type TaskWithCategory, taskWithCategory } from './repo.ts';

// The admin's list of tasks (the shared admin-listing filters on the tasks table).

export type AdminTaskFilters = {
  search?: string | undefined;
  status?: TTaskStatus | undefined;
  categoryId?: string | undefined;
  placeId?: string | undefined;
  hidden?: boolean | undefined;
};

const ADMIN_TABLE: AdminListingTable = {
  table: tasks,
  title: tasks.title,
  status: tasks.status,
  isHidden: tasks.isHidden,
  placePath: tasks.placePath,
  personId: tasks.posterId,
};

function adminWhere(filters: AdminTaskFilters, withStatus: boolean): SQL | undefined {
  const also = [filters.categoryId ? eq(tasks.categoryId, filters.categoryId) : undefined];
  return adminListingWhere(ADMIN_TABLE, filters, { withStatus, also });
}

export type AdminTaskSort =
  | 'createdAt'
  | '-createdAt'
  | 'budget'
  | '-budget'
  | 'offersCount'
  | '-offersCount';

export async function listAdminTasks(
  db: Executor,
  opts: { filters: AdminTaskFilters; sort: AdminTaskSort; page: number; limit: number },
): Promise<{ docs: TaskWithCategory[]; total: number }> {
  const where = adminWhere(opts.filters, true);
  const order = orderBySort(
    opts.sort,
    { createdAt: tasks.createdAt, budget: tasks.budget, offersCount: tasks.offersCount },
    { ties: [desc(tasks.id)] },
  );
  const { docs, total } = await readAdminListingPage(db, ADMIN_TABLE, where, opts, (offset) =>
    db
      .select(taskWithCategory)
      .from(tasks)
      .innerJoin(categories, eq(categories.id, tasks.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offset),
  );
  return { docs: docs.map(flatten), total };
}

/** Counts per status under the admin filters other than the status. */
export function countAdminTasksByStatus(db: Executor, filters: AdminTaskFilters) {
  return countAdminListingsByStatus<TTaskStatus>(db, ADMIN_TABLE, adminWhere(filters, false));
}
