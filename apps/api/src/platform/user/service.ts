import type { TUser } from '@bazaar/shared/auth';
import type { Role } from '@bazaar/shared/roles';
import type { TAdminUserDetail, TAdminUserListResponse, ZAdminUserListQuery } from '@bazaar/shared/user';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toPage } from '../../lib/list-query.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findUserById, updateUser } from '../auth/repo.ts';
import { toPublicUser } from '../auth/service.ts';
import * as repo from './repo.ts';

const RECENT_ORDERS = 5;

export async function listUsersForAdmin(
  deps: AppDeps,
  query: z.output<typeof ZAdminUserListQuery>,
): Promise<TAdminUserListResponse> {
  return toPage(query, await repo.listUsers(deps.db, query), (u) => toPublicUser(u, deps.imageBaseUrl));
}

export async function loadTarget(db: Executor, id: string): Promise<UserRow> {
  const target = await findUserById(db, id);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  return target;
}

/** An account, its roles, orders, reviews, tasks, job applications, rentals and store. */
export async function getUserDetail(deps: AppDeps, id: string): Promise<TAdminUserDetail> {
  const user = await loadTarget(deps.db, id);
  const [orders, reviewsCount, tasks, jobs, rent, store] = await Promise.all([
    repo.orderSummary(deps.db, id, RECENT_ORDERS),
    repo.reviewCount(deps.db, id),
    repo.taskCounts(deps.db, id),
    repo.jobCounts(deps.db, id),
    repo.rentCounts(deps.db, id),
    repo.storeOf(deps.db, id),
  ]);
  return {
    ...toPublicUser(user, deps.imageBaseUrl),
    updatedAt: user.updatedAt.toISOString(),
    orders: {
      count: orders.count,
      spent: orders.spent,
      recent: orders.recent.map((o) => ({
        _id: o.id,
        orderNumber: o.orderNumber,
        storeName: o.storeName,
        status: o.status,
        total: o.total,
        createdAt: o.createdAt.toISOString(),
      })),
    },
    reviewsCount,
    tasks,
    jobs,
    rent,
    store: store
      ? { _id: store.id, storeName: store.storeName, slug: store.slug, status: store.status }
      : null,
  };
}

export const isStaff = (roles: readonly string[]) => roles.includes('Admin') || roles.includes('SuperAdmin');

/**
 * Refuses (422) a change that would leave no active super admin: call it inside the transaction of a
 * change that takes SuperAdmin from `targetId` or blocks it. The rows stay locked until the commit.
 */
export async function keepOneSuperAdmin(tx: Executor, targetId: string): Promise<void> {
  const superAdmins = await repo.lockActiveSuperAdmins(tx);
  if (superAdmins.includes(targetId) && superAdmins.length <= 1) {
    throw new AppError(
      'BUSINESS_RULE',
      'The marketplace needs at least one super admin; make another one first',
    );
  }
}

/** Writes a change to an account that ends its sessions, and drops it from this instance's cache. */
export async function updateAndRevoke(
  tx: Executor,
  id: string,
  patch: Parameters<typeof updateUser>[2],
): Promise<UserRow> {
  const updated = await updateUser(tx, id, patch, { bumpSession: true });
  if (!updated) throw new AppError('NOT_FOUND', 'User not found');
  return updated;
}

/** Blocks or unblocks an account; blocking ends its sessions. Only super admins touch staff accounts. */
export async function setUserStatus(
  deps: AppDeps,
  actor: UserRow,
  id: string,
  status: 'active' | 'blocked',
): Promise<TUser> {
  if (actor.id === id)
    throw new AppError('BUSINESS_RULE', 'You cannot change the status of your own account');
  const target = await loadTarget(deps.db, id);
  if (isStaff(target.roles) && !actor.roles.includes('SuperAdmin')) {
    throw new AppError('FORBIDDEN', 'Only a super admin can block or unblock an admin');
  }
  const updated = await inTransaction(deps.db, async (tx) => {
    if (status === 'blocked') {
      await keepOneSuperAdmin(tx, id);
      return updateAndRevoke(tx, id, { status });
    }
    const row = await updateUser(tx, id, { status });
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  });
  // Every instance forgets the account at once, not after its cache's 2 s.
  await deps.revocations.announce({ userId: id });
  return toPublicUser(updated, deps.imageBaseUrl);
}

/**
 * Replaces the roles of an account (super admin); ends its sessions so the new roles apply at once.
 * Never your own SuperAdmin role, never the last super admin's.
 */
export async function setUserRoles(deps: AppDeps, actor: UserRow, id: string, roles: Role[]): Promise<TUser> {
  const target = await loadTarget(deps.db, id);
  const losesSuperAdmin = target.roles.includes('SuperAdmin') && !roles.includes('SuperAdmin');
  if (actor.id === id && losesSuperAdmin) {
    throw new AppError('BUSINESS_RULE', 'You cannot remove your own SuperAdmin role');
  }
  // A super admin is an admin too: the admin area's routes ask for Admin.
  const next: Role[] = roles.includes('SuperAdmin') && !roles.includes('Admin') ? [...roles, 'Admin'] : roles;
  const updated = await inTransaction(deps.db, async (tx) => {
    if (losesSuperAdmin) await keepOneSuperAdmin(tx, id);
    // Vendor role and vendor verification go together (an approved vendor application grants both).
    return updateAndRevoke(tx, id, { roles: next, isVendorVerified: next.includes('Vendor') });
  });
  // Every instance forgets the account at once, not after its cache's 2 s.
  await deps.revocations.announce({ userId: id });
  return toPublicUser(updated, deps.imageBaseUrl);
}
