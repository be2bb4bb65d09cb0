import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TAuthResponse, TRefreshResponse } from '@bazaar/shared/auth';
import { SESSION_TTL_SECONDS } from '@bazaar/shared/constants';
import type { Executor } from '../../db/client.ts';
import type { AuthSessionRow, UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import * as repo from './repo.ts';
import { toPublicUser } from './service.ts';

// Sessions that end (docs/decisions/033): a sign-in is a row of auth_sessions; its short-lived access
// tokens carry its id, and its refresh secret (kept by the web server) renews them until it is signed
// out, expires, or its user's session version moves on.

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Opens a session for a user who just proved who they are, and signs its first access token. */
export async function issueSession(deps: AppDeps, user: UserRow): Promise<TAuthResponse> {
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  await repo.insertSession(deps.db, {
    id,
    userId: user.id,
    refreshHash: hashSecret(secret),
    sessionVersion: user.sessionVersion,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  const token = await signAccessToken(deps.jwtSecret, { sub: user.id, sv: user.sessionVersion, sid: id });
  return { ...token, refreshToken: `${id}.${secret}`, user: toPublicUser(user, deps.imageBaseUrl) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = () =>
  new AppError('UNAUTHORIZED', 'Your session is invalid or has expired. Please sign in again.', {
    errors: [{ path: 'refreshToken', message: 'Unknown or malformed refresh token' }],
  });
const ended = () => new AppError('SESSION_REVOKED', 'Your session has ended. Please sign in again.');

/** The session a refresh secret opens, checked in constant time; 401 when it opens none. */
async function sessionOf(db: Executor, refreshToken: string): Promise<AuthSessionRow> {
  const dot = refreshToken.indexOf('.');
  const id = refreshToken.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) throw invalid();
  const session = await repo.findSessionById(db, id);
  const expected = Buffer.from(hashSecret(refreshToken.slice(dot + 1)));
  if (!session || !timingSafeEqual(Buffer.from(session.refreshHash), expected)) throw invalid();
  return session;
}

/**
 * A fresh access token and the current profile for a live session; 445 once it is signed out,
 * expired, its user blocked, or its user's session version bumped (a password change elsewhere, a
 * role change): the web server then ends the browser's session.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<TRefreshResponse> {
  const session = await sessionOf(deps.db, refreshToken);
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw ended();
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user || user.status === 'blocked' || user.sessionVersion !== session.sessionVersion) throw ended();
  const token = await signAccessToken(deps.jwtSecret, {
    sub: user.id,
    sv: user.sessionVersion,
    sid: session.id,
  });
  return { message: 'Session renewed', ...token, user: toPublicUser(user, deps.imageBaseUrl) };
}

/** Signs the session of a refresh secret out on every instance; signing out twice is no error. */
export async function logoutSession(deps: AppDeps, refreshToken: string): Promise<void> {
  const session = await sessionOf(deps.db, refreshToken);
  await repo.revokeSession(deps.db, session.id);
  await deps.revocations.announce({ sessionId: session.id });
}

/**
 * Signs every session of the user out, this one too: their access tokens answer 445 and their refresh
 * secrets renew nothing, on every instance.
 */
export async function logoutEverywhere(deps: AppDeps, user: UserRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, {}, { bumpSession: true });
    await repo.revokeSessionsOfUser(tx, user.id);
  });
  await deps.revocations.announce({ userId: user.id });
}

/**
 * After a password change by `sessionId`: every other session ends, this one carries over to the new
 * session version with a fresh token.
 */
export async function keepOnlySession(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
): Promise<{ accessToken: string; expiresAt: string }> {
  await repo.revokeSessionsOfUser(deps.db, user.id, sessionId);
  await repo.setSessionVersion(deps.db, sessionId, user.sessionVersion);
  await deps.revocations.announce({ userId: user.id });
  return signAccessToken(deps.jwtSecret, { sub: user.id, sv: user.sessionVersion, sid: sessionId });
}
