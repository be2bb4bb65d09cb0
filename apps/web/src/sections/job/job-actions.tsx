'use client';

import type { TJobDetail } from '@bazaar/shared/job';
import { ActionsSkeleton } from '@/components/listing/detail-parts';
import { ReaderActions } from '@/components/listing/reader-actions';
import { signedInPart } from '@/lib/signed-in-part';

const JobReaderActions = signedInPart(
  () => import('./job-reader-actions').then((m) => m.JobReaderActions),
  ActionsSkeleton,
);

/**
 * The job page's personal island: a visitor is asked to sign in to apply (while Open); a signed-in
 * reader's part (apply, their application, the employer's link) loads with its queries once their
 * session is there.
 */
export function JobActions({ job }: { job: TJobDetail }) {
  return (
    <ReaderActions
      signIn={
        job.status === 'Open'
          ? { path: `/job/${job._id}`, testId: 'sign-in-to-apply', label: 'Sign in to apply' }
          : null
      }
      Reader={JobReaderActions}
      props={{ job }}
    />
  );
}
