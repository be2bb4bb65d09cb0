import type { TThreadSubject } from '@bazaar/shared/thread-constants';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { onRentInquiryMessage } from '../../sections/rent/inquiry-thread.ts';
import type { NotifyDeps } from '../notification/service.ts';

/**
 * What a section decides when someone writes in the thread of one of its rows, inside the message's
 * transaction: it may refuse the message (throw an AppError: nothing is written) or move its row
 * (an owner's first answer to a rent inquiry makes it Replied). It answers the ids of the people it
 * told itself, whom the thread's own "new message" notification then leaves out.
 */
export type ThreadSubjectRule = (
  tx: Executor,
  deps: NotifyDeps,
  message: { subjectId: string; sender: UserRow; body: string },
) => Promise<string[]>;

/** The rule of each subject kind that has one; a kind without one takes every participant's message. */
export const THREAD_SUBJECT_RULES: Partial<Record<TThreadSubject, ThreadSubjectRule>> = {
  'rent-inquiry': (tx, deps, message) => onRentInquiryMessage(tx, deps, message),
};
