import { count, desc, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/sql.ts';

/** Newest accounts first, optionally matching name, email or phone. */
export async function listUsers(
  db: Executor,
  opts: { page: number; limit: number; search?: string | undefined },
) {
  const pattern = opts.search ? `%${escapeLike(opts.search)}%` : null;
  const where = pattern
    ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
    : undefined;
  const [docs, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { docs, total: totals?.total ?? 0 };
}
