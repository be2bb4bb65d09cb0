import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type AuthSessionRow,
  authSessions,
  type NewUserRow,
  passwordResetCodes,
  type UserRow,
  users,
} from '../../db/schema/users.ts';

/** The auth hook's per-request lookup: one primary-key read. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>,
  opts: { bumpSession?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...patch,
      updatedAt: new Date(),
      ...(opts.bumpSession ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function insertResetCode(
  db: Executor,
  values: { id: string; userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetCodes).values(values);
}

export async function listLiveResetCodes(db: Executor, userId: string) {
  return db
    .select({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    );
}

/**
 * Spends one code if it is still open and live, in one conditional statement: of parallel callers
 * exactly one gets true.
 */
export async function useResetCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}

/** Spends every open code of the user, so a reset code works once. */
export async function useAllResetCodes(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

/** The auth hook's per-request session lookup: one primary-key read. */
export async function findSessionById(db: Executor, id: string): Promise<AuthSessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
  return row;
}

export async function insertSession(
  db: Executor,
  values: { id: string; userId: string; refreshHash: string; sessionVersion: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

/** Signs one session out; true when it was still open. */
export async function revokeSession(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Signs every open session of a user out, but `keepId` when given (the one changing its password). */
export async function revokeSessionsOfUser(db: Executor, userId: string, keepId?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ...(keepId ? [ne(authSessions.id, keepId)] : []),
      ),
    );
}

/** Carries a session over a bump of its user's session version (the password change it made). */
export async function setSessionVersion(db: Executor, id: string, sessionVersion: number): Promise<void> {
  await db.update(authSessions).set({ sessionVersion }).where(eq(authSessions.id, id));
}
