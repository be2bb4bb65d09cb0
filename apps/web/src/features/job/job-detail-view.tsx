'use client';

import type { TJobDetail } from '@bazaar/shared/job';
import { JOB_FLOW, jobCategoryPath } from '@bazaar/shared/job-constants';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconMapPin,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Fact, SectionTitle } from '@/components/listing/detail-parts';
import { ProfileCard } from '@/components/listing/profile-card';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { JobActions } from './job-actions';
import { jobApi } from './job-api';
import { deadlineLabel, jobWhereLabel, levelLabel, openingsLabel, salaryLabel } from './job-format';
import { jobKeys } from './query-keys';

/**
 * /job/{id}: the job as the cached page shows it to everyone (details, employer, salary), with the
 * reader's own part (apply, their application) as an island. After a write the job is read again.
 */
export function JobDetailView({ job: initial }: { job: TJobDetail }) {
  const { data: job = initial } = useQuery({
    queryKey: jobKeys.detail(initial._id),
    queryFn: async ({ signal }) => (await jobApi.detail(initial._id, { signal })).data,
    initialData: initial,
    staleTime: 30_000,
  });
  const where = [job.type === 'Remote' ? '' : job.street, jobWhereLabel(job)].filter(Boolean).join(', ');

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="sm" separatorMargin={6}>
        <Anchor component={Link} href="/job" size="sm">
          Jobs
        </Anchor>
        <Anchor component={Link} href={jobCategoryPath(job.category.slug)} size="sm">
          {job.category.name}
        </Anchor>
      </Breadcrumbs>
      <Box mb="lg">
        <Stack gap={8}>
          <Group gap="xs">
            <StatusBadge
              status={job.status}
              colors={JOB_FLOW.colors}
              labels={JOB_FLOW.labels}
              data-testid="job-status"
            />
            <Badge variant="light" color="grape">
              {job.type}
            </Badge>
            <Badge variant="default" component={Link} href={jobCategoryPath(job.category.slug)}>
              {job.category.name}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} data-testid="job-title">
            {job.title}
          </Title>
          <Text c="dimmed">{job.employer.storeName}</Text>
        </Stack>
      </Box>
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {job.status === 'Closed' ? (
              <Alert color="gray" variant="light" icon={<IconX size={18} />} title="This job is closed">
                It takes no more applications.
              </Alert>
            ) : null}
            <Paper withBorder radius="lg" p="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Fact icon={<IconMapPin size={18} />} label="Where" value={where} />
                <Fact icon={<IconBriefcase size={18} />} label="Level" value={levelLabel(job.level)} />
                <Fact icon={<IconUsers size={18} />} label="Openings" value={openingsLabel(job.openings)} />
                <Fact
                  icon={<IconCalendarEvent size={18} />}
                  label="Deadline"
                  value={formatDate(`${job.deadline}T00:00:00`)}
                />
              </SimpleGrid>
            </Paper>
            <Box component="section">
              <SectionTitle>About the job</SectionTitle>
              <Text
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="job-description"
              >
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="md">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Salary
                  </Text>
                  <Text fz={24} fw={800} lh={1.25} data-testid="job-detail-salary">
                    {salaryLabel(job.salary)}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {deadlineLabel(job.deadline)}
                  </Text>
                </Stack>
                <JobActions job={job} />
              </Stack>
            </Paper>
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
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
