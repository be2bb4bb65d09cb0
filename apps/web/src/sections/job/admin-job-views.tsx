'use client';

import type { TJobApplication, TVendorJob, TVendorJobWriteResponse } from '@bazaar/shared/job';
import { Button } from '@mantine/core';
import { IconBriefcase, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { HideableListView } from '@/components/admin-table/hideable-list-view';
import { namedOptions, selectFilter } from '@/components/admin-table/url-state';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ApplicationDrawer, CvButton } from './application-parts';
import { APPLICATION_TABLE, applicationColumns, JOB_TABLE, jobColumns } from './job-columns';
import { useJobCategories } from './queries';
import { jobKeys } from './query-keys';

/** /admin/job/jobs: every job, by status, category and visibility; close or hide one. */
export function AdminJobsView() {
  const categories = useJobCategories();
  const [toClose, setToClose] = useState<TVendorJob | null>(null);
  const close = useApiMutation(
    (id: string, f) => f<TVendorJobWriteResponse>(`/admin/job/jobs/${id}/close`, { method: 'PUT' }),
    { invalidate: [jobKeys.all], onSuccess: () => setToClose(null) },
  );
  return (
    <>
      <HideableListView<TVendorJob>
        title="Jobs"
        description="Every job vendors posted. Close one (its vendor is told) or hide it from the listings."
        path="/admin/job/jobs"
        keys={jobKeys}
        columns={jobColumns(true)}
        {...JOB_TABLE}
        filters={[...JOB_TABLE.filters, selectFilter('category', 'Category', namedOptions(categories.data))]}
        searchPlaceholder="Title or store"
        rowTestId="admin-job-row"
        minWidth={940}
        empty={{
          description: 'Jobs vendors post show up here.',
          icon: <IconBriefcase aria-hidden size={26} />,
        }}
        moreActions={(j) =>
          j.status === 'Open' ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setToClose(j)}>
              Close
            </Button>
          ) : null
        }
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
        {...APPLICATION_TABLE}
        label="Job applications"
        path="/admin/job/applications"
        queryKey={[...jobKeys.admin(), 'applications']}
        columns={applicationColumns(true)}
        csvFileName="job-applications"
        rowTestId="admin-application-row"
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
