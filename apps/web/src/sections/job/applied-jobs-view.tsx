'use client';

import type { TJobApplication } from '@bazaar/shared/job';
import { JOB_APPLICATION_FLOW, jobPath } from '@bazaar/shared/job-constants';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { ConfirmModal } from '@/components/confirm-modal';
import { leftTheTab, MovedNotice, type TMovedItem } from '@/components/listing/moved-notice';
import { PageHeader } from '@/components/page-header';
import { StatusActions } from '@/components/status-flow/status-actions';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { ApplicationDrawer } from './application-parts';
import { useWithdraw } from './mutations';
import { jobKeys } from './query-keys';

const COLUMNS: TAdminTableColumn<TJobApplication>[] = [
  {
    key: 'job',
    header: 'Job',
    width: 280,
    render: (a) => (
      <Stack gap={0}>
        <Anchor component={Link} href={jobPath(a.job._id)} size="sm" fw={600} lineClamp={2}>
          {a.job.title}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {a.job.employer.storeName}
          {a.job.status === 'Closed' ? ' · job closed' : ''}
        </Text>
      </Stack>
    ),
    csv: (a) => a.job.title,
  },
  statusColumn({
    key: 'status',
    header: 'Status',
    status: (a: TJobApplication) => a.status,
    colors: JOB_APPLICATION_FLOW.colors,
    labels: JOB_APPLICATION_FLOW.labels,
    width: 130,
  }),
  dateColumn({ key: 'applied', header: 'Applied', date: (a: TJobApplication) => a.createdAt }),
  dateColumn({ key: 'updated', header: 'Last change', date: (a: TJobApplication) => a.updatedAt }),
];

/** /user/job/applied?type=…: the jobs I applied to, by status, with withdrawing before a decision. */
export function AppliedJobsView() {
  const [open, setOpen] = useState<TJobApplication | null>(null);
  const [toWithdraw, setToWithdraw] = useState<TJobApplication | null>(null);
  const [moved, setMoved] = useState<TMovedItem | null>(null);
  const withdraw = useWithdraw(() => {
    setToWithdraw(null);
    setOpen(null);
  });
  return (
    <>
      <PageHeader
        title="Applied jobs"
        description="Every job you applied to and where your application stands."
      />
      <MovedNotice moved={moved} paramKey="type" onClose={() => setMoved(null)} />
      <AdminTable<TJobApplication>
        label="Applied jobs"
        cardsOnPhone
        path="/job/user/applied"
        queryKey={[...jobKeys.mine(), 'applied']}
        columns={COLUMNS}
        filters={[statusTabsFilter(JOB_APPLICATION_FLOW, { label: 'Application status', key: 'type' })]}
        itemsLabel="applications"
        rowTestId="applied-job-row"
        onRowClick={setOpen}
        emptyState={{
          title: 'No applications here',
          description: 'Find a job you like and apply with your CV.',
          icon: <IconBriefcase aria-hidden size={26} />,
        }}
        rowActions={(a) => (
          <StatusActions
            flow={JOB_APPLICATION_FLOW}
            actor="Applicant"
            status={a.status}
            compact
            onAction={() => setToWithdraw(a)}
          />
        )}
      />
      <ApplicationDrawer application={open} onClose={() => setOpen(null)} conversation="user" />
      <ConfirmModal
        opened={toWithdraw !== null}
        onClose={() => setToWithdraw(null)}
        title="Withdraw your application?"
        message={
          toWithdraw ? `The employer of “${toWithdraw.job.title}” is told, and you cannot apply again.` : ''
        }
        confirmLabel="Withdraw application"
        isDestructive
        loading={withdraw.isPending}
        onConfirm={() =>
          toWithdraw &&
          withdraw.mutate(toWithdraw._id, {
            // It leaves a status tab: say where it went, with a link there.
            onSuccess: () =>
              setMoved(
                leftTheTab('type', 'Withdrawn')
                  ? {
                      name: toWithdraw.job.title,
                      to: 'Withdrawn',
                      toLabel: JOB_APPLICATION_FLOW.labels.Withdrawn,
                    }
                  : null,
              ),
          })
        }
      />
    </>
  );
}
