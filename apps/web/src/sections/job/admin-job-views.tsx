'use client';

import type { TJobApplication, TVendorJob, TVendorJobWriteResponse } from '@bazaar/shared/job';
import { JOB_APPLICATION_FLOW, JOB_FLOW } from '@bazaar/shared/job-constants';
import { Button, Group } from '@mantine/core';
import { IconBriefcase, IconEye, IconEyeOff, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ApplicationDrawer, CvButton } from './application-parts';
import { applicationColumns, jobColumns } from './job-columns';
import { useJobCategories } from './queries';
import { jobKeys } from './query-keys';

const VISIBILITY_TABS: TAdminTableFilter = {
  type: 'tabs',
  key: 'hidden',
  label: 'Visibility',
  options: [
    { value: 'all', label: 'All' },
    { value: 'false', label: 'Visible' },
    { value: 'true', label: 'Hidden' },
  ],
};

/** /admin/job/jobs: every job, by status, category and visibility; close or hide one. */
export function AdminJobsView() {
  const categories = useJobCategories();
  const [toClose, setToClose] = useState<TVendorJob | null>(null);
  const close = useApiMutation(
    (id: string, f) => f<TVendorJobWriteResponse>(`/admin/job/jobs/${id}/close`, { method: 'PUT' }),
    { invalidate: [jobKeys.all], onSuccess: () => setToClose(null) },
  );
  const hide = useApiMutation(
    ({ id, hidden }: { id: string; hidden: boolean }, f) =>
      f<TVendorJobWriteResponse>(`/admin/job/jobs/${id}/hidden`, { method: 'PUT', body: { hidden } }),
    { invalidate: [jobKeys.all] },
  );
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Every job vendors posted. Close one (its vendor is told) or hide it from the listings."
      />
      <AdminTable<TVendorJob>
        label="Jobs"
        cardsOnPhone
        path="/admin/job/jobs"
        queryKey={[...jobKeys.admin(), 'jobs']}
        columns={jobColumns(true)}
        filters={[
          statusTabsFilter(JOB_FLOW, { label: 'Job status' }),
          {
            type: 'select',
            key: 'category',
            label: 'Category',
            placeholder: 'Every category',
            options: (categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
          },
          VISIBILITY_TABS,
        ]}
        defaultSort="-createdAt"
        searchPlaceholder="Title or store"
        searchLabel="Search jobs"
        itemsLabel="jobs"
        csvFileName="jobs"
        rowTestId="admin-job-row"
        minWidth={940}
        emptyState={{
          title: 'No jobs yet',
          description: 'Jobs vendors post show up here.',
          icon: <IconBriefcase aria-hidden size={26} />,
        }}
        rowActions={(j) => (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={
                j.isHidden ? <IconEye aria-hidden size={14} /> : <IconEyeOff aria-hidden size={14} />
              }
              loading={hide.isPending && hide.variables?.id === j._id}
              onClick={() => hide.mutate({ id: j._id, hidden: !j.isHidden })}
            >
              {j.isHidden ? 'Unhide' : 'Hide'}
            </Button>
            {j.status === 'Open' ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => setToClose(j)}>
                Close
              </Button>
            ) : null}
          </Group>
        )}
      />
      <ConfirmModal
        opened={toClose !== null}
        onClose={() => setToClose(null)}
        title="Close this job?"
        message={
          toClose
            ? `“${toClose.title}” takes no more applications, and ${toClose.employer.storeName} is told.`
            : ''
        }
        confirmLabel="Close job"
        isDestructive
        loading={close.isPending}
        onConfirm={() => toClose && close.mutate(toClose._id)}
      />
    </>
  );
}

/** /admin/job/applications: every application, by status, with search; read one and its CV. */
export function AdminJobApplicationsView() {
  const [open, setOpen] = useState<TJobApplication | null>(null);
  return (
    <>
      <PageHeader title="Job applications" description="Applications to every job, with their CVs." />
      <AdminTable<TJobApplication>
        label="Job applications"
        cardsOnPhone
        path="/admin/job/applications"
        queryKey={[...jobKeys.admin(), 'applications']}
        columns={applicationColumns(true)}
        filters={[statusTabsFilter(JOB_APPLICATION_FLOW, { label: 'Application status' })]}
        defaultSort="-createdAt"
        searchPlaceholder="Applicant or job"
        searchLabel="Search applications"
        itemsLabel="applications"
        csvFileName="job-applications"
        rowTestId="admin-application-row"
        minWidth={900}
        onRowClick={setOpen}
        emptyState={{
          title: 'No applications yet',
          description: 'Applications to jobs show up here.',
          icon: <IconFileCheck aria-hidden size={26} />,
        }}
        rowActions={(a) => <CvButton application={a} via="owner-or-admin" />}
      />
      <ApplicationDrawer application={open} onClose={() => setOpen(null)} />
    </>
  );
}
