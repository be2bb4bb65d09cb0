import type { TJobCard } from '@bazaar/shared/job';
import { JOB_FLOW, jobPath } from '@bazaar/shared/job-constants';
import { Avatar, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { StatusBadge } from '@/components/status-badge';
import { keepPriceTogether } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { deadlineLabel, jobWhereLabel, levelLabel, salaryLabel } from './job-format';

/** A job in a listing: title, employer, type and level, where, salary and deadline. */
export function JobCard({ job }: { job: TJobCard }) {
  return (
    <Card
      component={IntentLink}
      href={jobPath(job._id)}
      withBorder
      radius="lg"
      padding="md"
      className="bz-link-plain"
      data-testid="job-card"
      data-status={job.status}
    >
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {job.category.name}
          </Text>
          {job.status === 'Open' ? (
            <Badge size="sm" variant="light" color="grape">
              {job.type}
            </Badge>
          ) : (
            <StatusBadge status={job.status} colors={JOB_FLOW.colors} labels={JOB_FLOW.labels} size="sm" />
          )}
        </Group>
        <Text fw={700} lineClamp={2} data-testid="job-title">
          {job.title}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={resolveImageUrl(job.employer.logo)} size={22} radius="sm" alt="">
            <IconBriefcase aria-hidden size={14} />
          </Avatar>
          <Text size="sm" lineClamp={1}>
            {job.employer.storeName}
          </Text>
        </Group>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {jobWhereLabel(job)} · {levelLabel(job.level)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {deadlineLabel(job.deadline)}
            </Text>
          </Group>
        </Stack>
        <Text fw={800} mt="auto" pt={4} data-testid="job-salary">
          {keepPriceTogether(salaryLabel(job.salary))}
        </Text>
      </Stack>
    </Card>
  );
}

/** Holds a card's place while a page of jobs loads. */
export function JobCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden data-testid="job-card-skeleton">
      <Stack gap={10}>
        <Skeleton h={10} w="30%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="50%" />
        <Skeleton h={12} w="60%" />
        <Skeleton h={18} w="70%" />
      </Stack>
    </Card>
  );
}
