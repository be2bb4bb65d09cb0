import type { ZAdminUserListQuery } from '@bazaar/shared/user';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { fetchPage, matchesSearch } from '../../lib/list-query.ts';

/** Newest accounts first, optionally matching name, email or phone. */
export function listUsers(db: Executor, query: z.output<typeof ZAdminUserListQuery>) {
  const where = matchesSearch(query.search, [users.fullName, users.email, users.phone]);
  return fetchPage(
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    db.select({ total: count() }).from(users).where(where),
    query,
  );
}
