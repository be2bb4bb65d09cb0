import type { TUser } from '@bazaar/shared/auth';
import type { Role } from '@bazaar/shared/roles';
import type { TAdminListResponse, ZAdminListQuery, ZCreateAdminRequest } from '@bazaar/shared/user';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toPage } from '../../lib/list-query.ts';
import { hashPassword } from '../../lib/password.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findUserByEmail, insertUser } from '../auth/repo.ts';
import { toPublicUser } from '../auth/service.ts';
import { sendTemplatedEmail } from '../email-template/service.ts';
import * as repo from './repo.ts';
import { keepOneSuperAdmin, loadTarget, updateAndRevoke } from './service.ts';

export async function listAdmins(
  deps: AppDeps,
  query: z.output<typeof ZAdminListQuery>,
): Promise<TAdminListResponse> {
  return toPage(query, await repo.listAdmins(deps.db, query), (u) => toPublicUser(u, deps.imageBaseUrl));
}

/** Gives an existing account the Admin role; its sessions end so the new menus appear at the next sign-in. */
export async function grantAdmin(deps: AppDeps, email: string): Promise<TUser> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw fieldError('email', 'No account uses this email; create a new admin account instead');
  if (user.roles.includes('Admin') || user.roles.includes('SuperAdmin')) {
    throw new AppError('CONFLICT', `${user.fullName} is already an admin`);
  }
  if (user.status === 'blocked')
    throw new AppError('BUSINESS_RULE', 'Unblock the account before making it an admin');
  const updated = await inTransaction(deps.db, (tx) =>
    updateAndRevoke(tx, user.id, { roles: [...new Set<Role>([...(user.roles as Role[]), 'Admin'])] }),
  );
  await deps.revocations.announce({ userId: user.id });
  return toPublicUser(updated, deps.imageBaseUrl);
}

/** A new account that is an admin (or super admin) from the start; the admin-account email tells them. */
export async function createAdmin(
  deps: AppDeps,
  actor: UserRow,
  input: z.output<typeof ZCreateAdminRequest>,
): Promise<TUser> {
  if (await repo.emailTaken(deps.db, input.email)) {
    throw fieldError('email', 'An account already uses this email; make it an admin instead');
  }
  const roles: Role[] = input.isSuperAdmin ? ['SuperAdmin', 'Admin', 'User'] : ['Admin', 'User'];
  const passwordHash = await hashPassword(input.password);
  const row = await inTransaction(deps.db, async (tx) => {
    const created = await insertUser(tx, {
      id: newId(),
      fullName: input.fullName,
      email: input.email,
      passwordHash,
      roles,
    });
    await sendTemplatedEmail(deps, tx, {
      to: created.email,
      templateKey: 'admin-account',
      values: {
        name: created.fullName,
        email: created.email,
        createdBy: actor.fullName,
        link: `${deps.webOrigin}/login`,
      },
    });
    return created;
  });
  return toPublicUser(row, deps.imageBaseUrl);
}

/**
 * Takes admin access (Admin and SuperAdmin) from an account; never your own, never the last super
 * admin's. Its sessions end at once (445).
 */
export async function removeAdmin(deps: AppDeps, actor: UserRow, id: string): Promise<TUser> {
  if (actor.id === id) throw new AppError('BUSINESS_RULE', 'You cannot remove your own admin access');
  const target = await loadTarget(deps.db, id);
  if (!target.roles.includes('Admin') && !target.roles.includes('SuperAdmin')) {
    throw new AppError('CONFLICT', `${target.fullName} is not an admin`);
  }
  const updated = await inTransaction(deps.db, async (tx) => {
    if (target.roles.includes('SuperAdmin')) await keepOneSuperAdmin(tx, id);
    const roles = (target.roles as Role[]).filter((r) => r !== 'Admin' && r !== 'SuperAdmin');
    return updateAndRevoke(tx, id, { roles });
  });
  // Every instance forgets the account at once, not after its cache's 2 s.
  await deps.revocations.announce({ userId: id });
  return toPublicUser(updated, deps.imageBaseUrl);
}
