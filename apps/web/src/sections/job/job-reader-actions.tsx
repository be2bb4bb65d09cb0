'use client';

import type { TJobDetail } from '@bazaar/shared/job';
import { appliedJobsRoute, JOB_APPLICATION_FLOW, VENDOR_JOBS_ROUTE } from '@bazaar/shared/job-constants';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ActionsSkeleton, MinePanel } from '@/components/listing/detail-parts';
import { formatDate } from '@/lib/format';
import { useWithdraw } from './mutations';
import { useJobViewer } from './queries';

// Its form (and the shared schema that checks it) and the confirmations load only for someone signed in
// who may use them: a visitor's first load carries none of them, nor Mantine's Modal with the scroll area
// and @floating-ui/react it brings (decision 040).
const ConfirmModal = dynamic(() => import('@/components/confirm-modal').then((m) => m.ConfirmModal));
const ApplyModal = dynamic(() => import('./apply-modal').then((m) => m.ApplyModal));

/**
 * A signed-in reader's part of the job page, read from GET /job/:id/me: apply (once, while Open), or
 * their application and its status, with withdrawing; the employer gets a link to their jobs.
 */
export function JobReaderActions({ job }: { job: TJobDetail }) {
  const viewer = useJobViewer(job._id);
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdraw(() => setWithdrawing(false));

  if (viewer.isPending) return <ActionsSkeleton />;
  const v = viewer.data;
  if (!v) return null;
  const mine = v.myApplication;
  const canWithdraw = mine
    ? JOB_APPLICATION_FLOW.transitions.Applicant[mine.status]?.includes('Withdrawn')
    : false;

  return (
    <Stack gap="sm" data-testid="job-actions">
      {v.canApply ? (
        <Button size="md" fullWidth onClick={() => setApplying(true)} data-testid="apply-button">
          Apply now
        </Button>
      ) : null}
      {mine ? (
        <MinePanel
          title="Your application"
          status={mine.status}
          colors={JOB_APPLICATION_FLOW.colors}
          testId="my-application"
        >
          <Text size="sm" c="dimmed">
            Sent {formatDate(mine.createdAt)}.{' '}
            <Anchor component={IntentLink} href={appliedJobsRoute()} size="sm">
              All my applications
            </Anchor>
          </Text>
          {canWithdraw ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setWithdrawing(true)}>
              Withdraw application
            </Button>
          ) : null}
        </MinePanel>
      ) : null}
      {v.isOwnJob ? (
        <Button component={IntentLink} href={VENDOR_JOBS_ROUTE} variant="light" fullWidth>
          Manage your jobs
        </Button>
      ) : null}
      {!v.canApply && !mine && !v.isOwnJob && job.status === 'Closed' ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden size={18} />}>
          Applications are closed.
        </Alert>
      ) : null}
      <ApplyModal opened={applying} onClose={() => setApplying(false)} jobId={job._id} jobTitle={job.title} />
      <ConfirmModal
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        title="Withdraw your application?"
        message="The employer is told, and you cannot apply for this job again."
        confirmLabel="Withdraw application"
        isDestructive
        loading={withdraw.isPending}
        onConfirm={() => mine && withdraw.mutate(mine._id)}
      />
    </Stack>
  );
}
