import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  TAuthResponse,
  TChangePasswordRequest,
  TUser,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
} from '@bazaar/shared/auth';
import { ZPhone } from '@bazaar/shared/auth';
import { RESET_CODE_TTL_SECONDS } from '@bazaar/shared/constants';
import type { Role } from '@bazaar/shared/roles';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/password.ts';
import { sendTemplatedEmail } from '../email-template/service.ts';
import { checkUploadRef } from '../upload/refs.ts';
import { accountKeyOf, beginLoginAttempt, beginResetAttempt, takeResetRequest } from './login-limit.ts';
import * as repo from './repo.ts';
import { issueSession, keepOnlySession } from './session-service.ts';

/** The user as the API shows it (ZUser). */
export function toPublicUser(row: UserRow, imageBaseUrl: string): TUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    image: toImageUrl(row.image, imageBaseUrl),
    userType: row.roles as Role[],
    isVendorVerified: row.isVendorVerified,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertFree(
  deps: AppDeps,
  email: string | undefined,
  phone: string | null | undefined,
  selfId?: string,
) {
  if (email) {
    const taken = await repo.findUserByEmail(deps.db, email);
    if (taken && taken.id !== selfId) throw conflict('email', 'An account with this email already exists');
  }
  if (phone) {
    const taken = await repo.findUserByPhone(deps.db, phone);
    if (taken && taken.id !== selfId)
      throw conflict('phone', 'An account with this phone number already exists');
  }
}

function conflict(path: string, message: string): AppError {
  return new AppError('CONFLICT', `${path}: ${message}`, { errors: [{ path, message }] });
}

/** Creates a User account and signs it in. */
export async function registerUser(
  deps: AppDeps,
  input: z.output<typeof ZRegisterRequest>,
): Promise<TAuthResponse> {
  await assertFree(deps, input.email, input.phone);
  const user = await repo.insertUser(deps.db, {
    id: newId(),
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
    roles: ['User'],
  });
  return issueSession(deps, user);
}

/** Resolves the login identifier: an email address or a phone number. */
function normalizeIdentifier(raw: string): { kind: 'email' | 'phone'; value: string } | null {
  const value = raw.trim().toLowerCase();
  if (value.includes('@')) return { kind: 'email', value };
  const phone = ZPhone.safeParse(value);
  return phone.success ? { kind: 'phone', value: phone.data } : null;
}

/**
 * Signs in by email or phone. Every attempt counts as a failure before the password is checked and
 * stops counting once it proved right (see login-limit.ts); past a limit the answer is 429 until the
 * window ends. A blocked account answers the same whatever the password, so it confirms none.
 */
export async function loginUser(
  deps: AppDeps,
  input: z.output<typeof ZLoginRequest>,
  address: string,
): Promise<TAuthResponse> {
  const identifier = normalizeIdentifier(input.email);
  const user = !identifier
    ? undefined
    : identifier.kind === 'email'
      ? await repo.findUserByEmail(deps.db, identifier.value)
      : await repo.findUserByPhone(deps.db, identifier.value);
  const account = accountKeyOf(user, identifier?.value ?? input.email.trim().toLowerCase());
  const attempt = await beginLoginAttempt(deps, account, address);

  const isValid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDummyPassword(input.password);
  if (user?.status === 'blocked') throw new AppError('FORBIDDEN', 'Your account is blocked');
  if (!user || !isValid) {
    throw new AppError('UNAUTHORIZED', 'Invalid email/phone or password', { title: 'Sign in failed' });
  }
  await attempt.succeed();
  return issueSession(deps, user);
}

/** Updates name, phone and image of the signed-in user. */
export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  input: z.output<typeof ZUpdateProfileRequest>,
): Promise<TUser> {
  if (input.phone) await assertFree(deps, undefined, input.phone, user.id);
  // null or '' removes the photo.
  const image =
    input.image === undefined
      ? undefined
      : input.image
        ? await checkUploadRef(deps, input.image, { kind: 'image', field: 'image', keep: [user.image] })
        : null;
  const updated = await repo.updateUser(deps.db, user.id, {
    ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(image !== undefined ? { image } : {}),
  });
  deps.userCache.evict(user.id);
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
  return toPublicUser(updated, deps.imageBaseUrl);
}

/** Changes the password, ends every other session, and returns a fresh token for this one. */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  input: TChangePasswordRequest,
): Promise<{ accessToken: string; expiresAt: string }> {
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw fieldError('oldPassword', 'Current password is incorrect');
  }
  const updated = await repo.updateUser(
    deps.db,
    user.id,
    { passwordHash: await hashPassword(input.newPassword) },
    { bumpSession: true },
  );
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
  return keepOnlySession(deps, updated, sessionId);
}

function hashResetCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/**
 * Emails a 6-digit code valid for 15 minutes; answers the same whether or not the account exists,
 * past the request limits too (see takeResetRequest).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, address: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  await takeResetRequest(deps, accountKeyOf(user, email), address);
  if (!user || user.status === 'blocked') return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await repo.insertResetCode(deps.db, {
    id: newId(),
    userId: user.id,
    codeHash: hashResetCode(user.id, code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_SECONDS * 1000),
  });
  await sendTemplatedEmail(deps, deps.db, {
    to: user.email,
    templateKey: 'password-reset',
    values: { name: user.fullName, code, minutes: String(RESET_CODE_TTL_SECONDS / 60) },
  });
}

/** Sets a new password with an emailed code; every existing session ends. */
export async function resetPassword(
  deps: AppDeps,
  input: z.output<typeof ZResetPasswordRequest>,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const attempt = await beginResetAttempt(deps, accountKeyOf(user, input.email), RESET_CODE_TTL_SECONDS);
  const codes = user ? await repo.listLiveResetCodes(deps.db, user.id) : [];
  const expected = user ? Buffer.from(hashResetCode(user.id, input.code)) : null;
  const match = expected && codes.find((c) => timingSafeEqual(Buffer.from(c.codeHash), expected));
  const wrongCode = () => fieldError('code', 'The code is wrong or has expired');
  if (!user || !match) throw wrongCode();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // The check above ran outside this transaction, so a parallel request may have spent the code
    // since: only the one whose conditional update takes the code sets its password.
    if (!(await repo.useResetCode(tx, match.id))) throw wrongCode();
    await repo.useAllResetCodes(tx, user.id);
    await repo.updateUser(tx, user.id, { passwordHash }, { bumpSession: true });
    await repo.revokeSessionsOfUser(tx, user.id);
  });
  await deps.revocations.announce({ userId: user.id });
  await attempt.succeed();
}
