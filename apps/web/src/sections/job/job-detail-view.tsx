'use client';

import type { TJobDetail } from '@bazaar/shared/job';
import { JOB_FLOW, jobCategoryPath } from '@bazaar/shared/job-constants';
import { Badge, Box, Group, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconMapPin,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/intent-link';
import { DetailLayout, useLiveDetail } from '@/components/listing/detail-layout';
import { Fact, FactsPanel, PricePanel, SectionTitle } from '@/components/listing/detail-parts';
import { ProfileCard } from '@/components/listing/profile-card';
import { PlainAlert } from '@/components/plain-alert';
import { RenderWhenNear } from '@/components/section/render-when-near';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { ReportButton } from '@/platform/moderation/report-button';

import { JobActions } from './job-actions';
import { jobApi } from './job-api';
import { deadlineLabel, jobWhereLabel, levelLabel, openingsLabel, salaryLabel } from './job-format';
import { jobKeys } from './query-keys';

// Loaded, read and drawn when the reader scrolls near it: the cached job page does not wait for rentals,
// and a phone's first seconds after hydration do not spend their long tasks on this chunk, its read and
// its render (docs/benchmarks.md, 2026-12-07 02:20).
const RentalsNearJob = dynamic(
  () => import('@/platform/cross-sell/rentals-near-job').then((m) => m.RentalsNearJob),
  { ssr: false },
);

/**
 * /job/{id}: the job as the cached page shows it to everyone (details, employer, salary), with the
 * reader's own part (apply, their application) as an island. After a write the job is read again.
 */
export function JobDetailView({ job: initial }: { job: TJobDetail }) {
  const job = useLiveDetail(
    jobKeys.detail(initial._id),
    async (signal) => (await jobApi.detail(initial._id, { signal })).data,
    initial,
  );
  const where = [job.type === 'Remote' ? '' : job.street, jobWhereLabel(job)].filter(Boolean).join(', ');

  return (
    <DetailLayout
      crumbs={[
        { name: 'Jobs', href: '/job' },
        { name: job.category.name, href: jobCategoryPath(job.category.slug) },
      ]}
      badges={
        <>
          <StatusBadge
            status={job.status}
            colors={JOB_FLOW.colors}
            labels={JOB_FLOW.labels}
            data-testid="job-status"
          />
          <Badge variant="light" color="grape">
            {job.type}
          </Badge>
          <Badge variant="default" component={IntentLink} href={jobCategoryPath(job.category.slug)}>
            {job.category.name}
          </Badge>
        </>
      }
      title={job.title}
      titleTestId="job-title"
      subtitle={<Text c="dimmed">{job.employer.storeName}</Text>}
      aside={
        <>
          <PricePanel
            label="Salary"
            value={salaryLabel(job.salary)}
            testId="job-detail-salary"
            fz={24}
            note={
              <Text size="sm" c="dimmed" mt={4}>
                {deadlineLabel(job.deadline)}
              </Text>
            }
          >
            <JobActions job={job} />
          </PricePanel>
          <ProfileCard
            href={`/shop/store/${job.employer.slug}`}
            image={job.employer.logo}
            caption="Employer"
            name={job.employer.storeName}
            details={
              <Text size="xs" c="dimmed">
                Posted {formatDate(job.createdAt)}
              </Text>
            }
            action="Visit store"
            icon={IconBuildingStore}
            testId="employer-card"
          />
        </>
      }
      report={<ReportButton kind="job" subjectId={job._id} />}
    >
      {job.status === 'Closed' ? (
        <PlainAlert
          color="gray"
          role="note"
          icon={<IconX aria-hidden size={18} />}
          title="This job is closed"
        >
          It takes no more applications.
        </PlainAlert>
      ) : null}
      <FactsPanel>
        <Fact icon={IconMapPin} label="Where" value={where} />
        <Fact icon={IconBriefcase} label="Level" value={levelLabel(job.level)} />
        <Fact icon={IconUsers} label="Openings" value={openingsLabel(job.openings)} />
        <Fact icon={IconCalendarEvent} label="Deadline" value={formatDate(`${job.deadline}T00:00:00`)} />
      </FactsPanel>
      <Box component="section">
        <SectionTitle>About the job</SectionTitle>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="job-description">
          {job.description}
        </Text>
      </Box>
      {job.skills.length > 0 ? (
        <Box component="section">
          <SectionTitle>Skills</SectionTitle>
          <Group gap="xs">
            {job.skills.map((s) => (
              <Badge key={s} variant="outline" color="gray" tt="none">
                {s}
              </Badge>
            ))}
          </Group>
        </Box>
      ) : null}
      {job.place ? (
        <RenderWhenNear minHeight={120} rootMargin="200px 0px">
          <RentalsNearJob jobId={job._id} />
        </RenderWhenNear>
      ) : null}
    </DetailLayout>
  );
}
