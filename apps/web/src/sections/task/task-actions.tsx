'use client';

import type { TTaskDetail } from '@bazaar/shared/task';
import { ActionsSkeleton } from '@/components/listing/detail-parts';
import { ReaderActions } from '@/components/listing/reader-actions';
import { signedInPart } from '@/lib/signed-in-part';

const TaskReaderActions = signedInPart(
  () => import('./task-reader-actions').then((m) => m.TaskReaderActions),
  ActionsSkeleton,
);

/**
 * The task page's personal island: a visitor is asked to sign in to make an offer (while Open); a
 * signed-in reader's part (offer, offers, moves, review) loads with its queries once their session is
 * there.
 */
export function TaskActions({ task }: { task: TTaskDetail }) {
  return (
    <ReaderActions
      signIn={
        task.status === 'Open'
          ? { path: `/task/${task._id}`, testId: 'sign-in-to-offer', label: 'Sign in to make an offer' }
          : null
      }
      Reader={TaskReaderActions}
      props={{ task }}
    />
  );
}
