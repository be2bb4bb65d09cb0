import type { TUser } from '@bazaar/shared/auth';
import type { Role } from '@bazaar/shared/roles';
import type { TAdminUserListResponse, ZAdminUserListQuery } from '@bazaar/shared/user';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toPage } from '../../lib/list-query.ts';
import { findUserById, updateUser } from '../auth/repo.ts';
import { toPublicUser } from '../auth/service.ts';
import * as repo from './repo.ts';

export async function listUsersForAdmin(
  deps: AppDeps,
  query: z.output<typeof ZAdminUserListQuery>,
): Promise<TAdminUserListResponse> {
  return toPage(query, await repo.listUsers(deps.db, query), (u) => toPublicUser(u, deps.imageBaseUrl));
}

async function loadTarget(deps: AppDeps, id: string): Promise<UserRow> {
  const target = await findUserById(deps.db, id);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  return target;
}

const isStaff = (roles: readonly string[]) => roles.includes('Admin') || roles.includes('SuperAdmin');

/** Blocks or unblocks an account; blocking ends its sessions. Only super admins touch staff accounts. */
export async function setUserStatus(
  deps: AppDeps,
  actor: UserRow,
  id: string,
  status: 'active' | 'blocked',
): Promise<TUser> {
  if (actor.id === id)
    throw new AppError('BUSINESS_RULE', 'You cannot change the status of your own account');
  const target = await loadTarget(deps, id);
  if (isStaff(target.roles) && !actor.roles.includes('SuperAdmin')) {
    throw new AppError('FORBIDDEN', 'Only a super admin can block or unblock an admin');
  }
  const updated = await updateUser(deps.db, id, { status }, { bumpSession: status === 'blocked' });
  deps.userCache.evict(id);
  return toPublicUser(updated!, deps.imageBaseUrl);
}

/** Replaces the roles of an account (super admin); ends its sessions so the new roles apply at once. */
export async function setUserRoles(deps: AppDeps, actor: UserRow, id: string, roles: Role[]): Promise<TUser> {
  await loadTarget(deps, id);
  if (actor.id === id && !roles.includes('SuperAdmin')) {
    throw new AppError('BUSINESS_RULE', 'You cannot remove your own SuperAdmin role');
  }
  const updated = await updateUser(
    deps.db,
    id,
    // Vendor role and vendor verification go together (an approved vendor application grants both).
    { roles, isVendorVerified: roles.includes('Vendor') },
    { bumpSession: true },
  );
  deps.userCache.evict(id);
  return toPublicUser(updated!, deps.imageBaseUrl);
}
