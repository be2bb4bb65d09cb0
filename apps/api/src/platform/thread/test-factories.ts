import { randomUUID } from 'node:crypto';
import type { TThreadSubject } from '@bazaar/shared/thread';
import { createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { openThread } from './service.ts';

/** A thread about a fresh subject between new users, opened the way an area opens it. */
export async function createTestThread(
  t: TestApp,
  opts: { kind?: TThreadSubject; people?: TestUser[]; title?: string } = {},
): Promise<{ id: string; subjectId: string; people: TestUser[]; routes: string[] }> {
  const people = opts.people ?? [
    await createUser(t, { tag: 'poster' }),
    await createUser(t, { tag: 'tasker' }),
  ];
  const subjectId = randomUUID();
  const routes = people.map((_, i) => (i === 0 ? '/user/task/posted?type=Assigned' : '/user/task/assigned'));
  const { id } = await inTransaction(t.db, (tx) =>
    openThread(tx, {
      subject: { kind: opts.kind ?? 'task', id: subjectId },
      title: opts.title ?? 'Fix the kitchen tap',
      participants: people.map((p, i) => ({ userId: p.row.id, route: routes[i]! })),
    }),
  );
  return { id, subjectId, people, routes };
}
