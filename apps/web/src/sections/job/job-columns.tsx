'use client';

import type { TJobApplication, TVendorJob } from '@bazaar/shared/job';
import { JOB_APPLICATION_FLOW, JOB_FLOW, jobPath } from '@bazaar/shared/job-constants';
import { profilePath } from '@bazaar/shared/profile-constants';
import { Anchor, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { createdColumn, dateColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { formatDate, keepPriceTogether } from '@/lib/format';
import { jobWhereLabel, salaryLabel } from './job-format';

// The columns and settings of the back office's job and application tables (the vendor's and the admin's).

export function jobColumns(withEmployer: boolean): TAdminTableColumn<TVendorJob>[] {
  return [
    {
      key: 'job',
      header: 'Job',
      width: 260,
      render: (j) => (
        <Stack gap={0}>
          <Anchor component={Link} href={jobPath(j._id)} size="sm" fw={600} lineClamp={2}>
            {j.title}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {withEmployer ? `${j.employer.storeName} · ` : ''}
            {j.type === 'Remote' ? 'Remote' : `${j.type} · ${jobWhereLabel(j)}`}
            {j.isHidden ? ' · hidden' : ''}
          </Text>
        </Stack>
      ),
      csv: (j) => j.title,
    },
    statusColumn({
      key: 'status',
      header: 'Status',
      status: (j: TVendorJob) => j.status,
      colors: JOB_FLOW.colors,
      labels: JOB_FLOW.labels,
      width: 100,
    }),
    {
      key: 'salary',
      // "a month" in the header; a range breaks after its dash, never inside an amount.
      header: 'Salary a month',
      render: (j) => keepPriceTogether(salaryLabel(j.salary, '')),
      csv: (j) => salaryLabel(j.salary),
    },
    {
      key: 'deadline',
      header: 'Deadline',
      sortKey: 'deadline',
      nowrap: true,
      render: (j) => formatDate(`${j.deadline}T00:00:00`),
      csv: (j) => j.deadline,
    },
    {
      key: 'applications',
      header: 'Applications',
      sortKey: 'applicationsCount',
      align: 'right',
      render: (j) =>
        j.activeApplicationsCount > 0
          ? `${j.applicationsCount} (${j.activeApplicationsCount} open)`
          : j.applicationsCount,
      csv: (j) => j.applicationsCount,
    },
    createdColumn('Posted'),
  ];
}

export function applicationColumns(withEmployer: boolean): TAdminTableColumn<TJobApplication>[] {
  return [
    ...personColumns({
      key: 'applicant',
      header: 'Applicant',
      person: (a: TJobApplication) => ({
        fullName: a.applicant.fullName,
        email: a.applicant.email,
        href: profilePath(a.applicant._id),
      }),
    }),
    {
      key: 'job',
      header: 'Job',
      width: 240,
      render: (a) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            href={jobPath(a.job._id)}
            size="sm"
            lineClamp={2}
            onClick={(e) => e.stopPropagation()}
          >
            {a.job.title}
          </Anchor>
          {withEmployer ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {a.job.employer.storeName}
            </Text>
          ) : null}
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
      width: 120,
    }),
    dateColumn({
      key: 'applied',
      header: 'Applied',
      sortKey: 'createdAt',
      date: (a: TJobApplication) => a.createdAt,
    }),
  ];
}

/** What the vendor's and the admin's job tables share besides their columns. */
export const JOB_TABLE = {
  filters: [statusTabsFilter(JOB_FLOW, { label: 'Job status' })],
  searchLabel: 'Search jobs',
  itemsLabel: 'jobs',
  csvFileName: 'jobs',
};

/** What the vendor's and the admin's application tables share besides their columns. */
export const APPLICATION_TABLE = {
  cardsOnPhone: true,
  filters: [statusTabsFilter(JOB_APPLICATION_FLOW, { label: 'Application status' })],
  defaultSort: '-createdAt',
  searchPlaceholder: 'Applicant or job',
  searchLabel: 'Search applications',
  itemsLabel: 'applications',
  minWidth: 900,
};
