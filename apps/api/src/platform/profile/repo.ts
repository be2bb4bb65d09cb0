import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetCodes, users } from '../../db/schema/users.ts';

// The platform's SQL for a person's public profile: who they are, never how to reach them.

/**
 * An active person's name, picture and start, and whether their email is proven: they used a code
 * mailed to it (a password reset). The address itself is not read.
 */
export async function findPublicPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      createdAt: users.createdAt,
      isEmailVerified: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, users.id), isNotNull(passwordResetCodes.usedAt)))})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row;
}
