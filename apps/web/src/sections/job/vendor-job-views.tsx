'use client';

import type {
  TJobApplication,
  TJobApplicationStatus,
  TVendorJob,
  TVendorJobListResponse,
} from '@bazaar/shared/job';
import { JOB_APPLICATION_FLOW, JOB_FLOW } from '@bazaar/shared/job-constants';
import { Button, Group } from '@mantine/core';
import { IconBriefcase, IconFileCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { selectFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { leftTheTab, MovedNotice, type TMovedItem } from '@/components/listing/moved-notice';
import { PageHeader } from '@/components/page-header';
import { StatusActions } from '@/components/status-flow/status-actions';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';
import { ApplicationDrawer, CvButton } from './application-parts';
import { APPLICATION_TABLE, applicationColumns, JOB_TABLE, jobColumns } from './job-columns';
import { JobFormModal } from './job-form-modal';
import { useJobStatus, useMoveApplication } from './mutations';
import { jobKeys } from './query-keys';

/** /vendor/job/jobs: the store's jobs by status; post, edit, close and reopen. */
export function VendorJobsView() {
  const [form, setForm] = useState<{ job: TVendorJob | null } | null>(null);
  const [toClose, setToClose] = useState<TVendorJob | null>(null);
  const move = useJobStatus(() => setToClose(null));
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Your job listings. A job closes itself the day after its deadline; reopen it with a new deadline."
        actions={
          <Button
            leftSection={<IconPlus aria-hidden size={16} />}
            onClick={() => setForm({ job: null })}
            data-testid="post-job"
          >
            Post a job
          </Button>
        }
      />
      <AdminTable<TVendorJob>
        {...JOB_TABLE}
        label="Jobs"
        cardsOnPhone
        path="/vendor/job/jobs"
        queryKey={[...jobKeys.vendor(), 'jobs']}
        columns={jobColumns(false)}
        defaultSort="-createdAt"
        searchPlaceholder="Job title"
        rowTestId="vendor-job-row"
        minWidth={900}
        emptyState={{
          title: 'No jobs yet',
          description: 'Post a job and applications come to you here.',
          icon: <IconBriefcase aria-hidden size={26} />,
        }}
        rowActions={(j) => (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil aria-hidden size={14} />}
              onClick={() => setForm({ job: j })}
            >
              Edit
            </Button>
            <StatusActions
              flow={JOB_FLOW}
              actor="Vendor"
              status={j.status}
              compact
              onAction={(to) => (to === 'Closed' ? setToClose(j) : move.mutate({ id: j._id, status: to }))}
            />
          </Group>
        )}
      />
      <JobFormModal opened={form !== null} onClose={() => setForm(null)} job={form?.job ?? null} />
      <ConfirmModal
        opened={toClose !== null}
        onClose={() => setToClose(null)}
        title="Close this job?"
        message={
          toClose
            ? `“${toClose.title}” leaves the listings and takes no more applications. You can reopen it.`
            : ''
        }
        confirmLabel="Close job"
        isDestructive
        loading={move.isPending}
        onConfirm={() => toClose && move.mutate({ id: toClose._id, status: 'Closed' })}
      />
    </>
  );
}

/** The store's jobs as a filter's options (every one, newest first). */
function useMyJobOptions() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: [...jobKeys.vendor(), 'job-options'],
    queryFn: async ({ signal }) =>
      (await fetcher<TVendorJobListResponse>('/vendor/job/jobs', { signal, query: { limit: 100 } })).docs,
    enabled: status === 'authenticated',
  });
}

const DESTRUCTIVE: Partial<Record<TJobApplicationStatus, string>> = {
  Rejected: 'The applicant is told their application was not successful. This cannot be undone.',
  Hired: 'The applicant is told they are hired. This cannot be undone.',
};

/** /vendor/job/applications: applications to the store's jobs, by status and job; move them, read the CV. */
export function VendorApplicationsView() {
  const jobs = useMyJobOptions();
  const [open, setOpen] = useState<TJobApplication | null>(null);
  const [confirm, setConfirm] = useState<{ application: TJobApplication; to: TJobApplicationStatus } | null>(
    null,
  );
  const [moved, setMoved] = useState<TMovedItem | null>(null);
  const move = useMoveApplication(() => {
    setConfirm(null);
    setOpen(null);
  });
  // A moved application leaves a status tab: the table stays (applications are worked through one by
  // one) and says where it went, with a link there.
  const moveTo = (application: TJobApplication, to: TJobApplicationStatus) =>
    move.mutate(
      { id: application._id, status: to },
      {
        onSuccess: () =>
          setMoved(
            leftTheTab('status', to)
              ? { name: application.applicant.fullName, to, toLabel: JOB_APPLICATION_FLOW.labels[to] }
              : null,
          ),
      },
    );
  const act = (application: TJobApplication, to: TJobApplicationStatus) =>
    DESTRUCTIVE[to] ? setConfirm({ application, to }) : moveTo(application, to);
  return (
    <>
      <PageHeader
        title="Applications"
        description="Shortlist, interview and hire, or reject. Each applicant is told when their application moves."
      />
      <MovedNotice moved={moved} paramKey="status" onClose={() => setMoved(null)} />
      <AdminTable<TJobApplication>
        {...APPLICATION_TABLE}
        label="Applications"
        path="/vendor/job/applications"
        queryKey={[...jobKeys.vendor(), 'applications']}
        columns={applicationColumns(false)}
        filters={[
          ...APPLICATION_TABLE.filters,
          selectFilter(
            'job',
            'Job',
            (jobs.data ?? []).map((j) => ({ value: j._id, label: j.title })),
          ),
        ]}
        csvFileName="applications"
        rowTestId="vendor-application-row"
        onRowClick={setOpen}
        emptyState={{
          title: 'No applications here',
          description: 'Applications to your jobs show up here.',
          icon: <IconFileCheck aria-hidden size={26} />,
        }}
        rowActions={(a) => (
          <Group gap={6} wrap="nowrap">
            <CvButton application={a} via="vendor" />
            <StatusActions
              flow={JOB_APPLICATION_FLOW}
              actor="Vendor"
              status={a.status}
              compact
              onAction={(to) => act(a, to)}
            />
          </Group>
        )}
      />
      <ApplicationDrawer
        application={open}
        onClose={() => setOpen(null)}
        actor="Vendor"
        onMove={(to) => open && act(open, to)}
        conversation="vendor"
      />
      <ConfirmModal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm
            ? `${JOB_APPLICATION_FLOW.actions[confirm.to]?.label ?? confirm.to} ${confirm.application.applicant.fullName}?`
            : ''
        }
        message={confirm ? (DESTRUCTIVE[confirm.to] ?? '') : ''}
        confirmLabel={confirm ? (JOB_APPLICATION_FLOW.actions[confirm.to]?.label ?? confirm.to) : ''}
        isDestructive={confirm?.to === 'Rejected'}
        loading={move.isPending}
        onConfirm={() => confirm && moveTo(confirm.application, confirm.to)}
      />
    </>
  );
}
