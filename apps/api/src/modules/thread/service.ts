import type { TThreadSubject } from '@bazaar/shared/thread';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import * as repo from './repo.ts';

export type OpenThreadInput = {
  subject: { kind: TThreadSubject; id: string };
  /** What the thread is about, as its participants see it in their list ("Fix the kitchen tap"). */
  title: string;
  /** `route`: the page that person's notifications about the thread open. */
  participants: { userId: string; route: string }[];
};

/**
 * Opens the subject's private thread inside the caller's transaction (a task's accept): one
 * thread per subject, so calling again (or two transactions racing) answers the same thread.
 * A later call adds people who are not in it yet and updates the routes of those who are.
 */
export async function openThread(tx: Executor, input: OpenThreadInput): Promise<{ id: string }> {
  const participants = [...new Map(input.participants.map((p) => [p.userId, p])).values()];
  if (participants.length === 0) throw new Error('A thread needs at least one participant');
  const id = await repo.insertThreadOnce(tx, {
    id: newId(),
    subjectKind: input.subject.kind,
    subjectId: input.subject.id,
    title: input.title,
  });
  await repo.upsertParticipants(tx, id, participants);
  return { id };
}
