'use client';

import type { TVendorApplication } from '@bazaar/shared/vendor-application';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/page-header';
import { ThemeIcon } from '@/components/theme-icon';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { useMyProfile } from '@/platform/auth/queries';
import { useMyVendorApplication } from './queries';
import { ApplicationStatusBadge } from './status-badge';
import { VendorApplicationForm } from './vendor-application-form';

/** /user/apply-for-vendor: the application form, or where the last application stands. */
export function ApplyForVendorView() {
  const application = useMyVendorApplication();
  const profile = useMyProfile();

  return (
    <>
      <PageHeader
        title="Become a vendor"
        description="Open a store on Bazaar: tell us about your business and we will review it."
      />
      {application.isPending || profile.isPending ? (
        <ApplySkeleton />
      ) : application.isError || profile.isError || !profile.data ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          title="Could not load your application"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="light" onClick={() => void application.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : application.data?.status === 'Pending' ? (
        <PendingCard application={application.data} />
      ) : application.data?.status === 'Approved' ? (
        <ApprovedCard />
      ) : (
        <Stack gap="md">
          {application.data?.status === 'Rejected' ? <RejectedNotice application={application.data} /> : null}
          <VendorApplicationForm profile={profile.data} onSubmitted={() => window.scrollTo({ top: 0 })} />
        </Stack>
      )}
    </>
  );
}

function PendingCard({ application }: { application: TVendorApplication }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="application-status">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="yellow">
          <IconHourglass aria-hidden size={24} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {application.storeName}
            </Title>
            <ApplicationStatusBadge status={application.status} />
          </Group>
          <Text size="sm">Under review since {formatDate(application.createdAt)}.</Text>
          <Text size="sm" c="dimmed">
            We will notify you as soon as an admin has decided.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Approved while the session still says otherwise: refresh it, then open the vendor area. */
function ApprovedCard() {
  const { update } = useSession();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void update().then(() => {
      router.replace('/vendor');
      router.refresh();
    });
  }, [update, router]);

  return (
    <Paper withBorder radius="md" p="lg" data-testid="application-status">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color="green">
          <IconCircleCheck aria-hidden size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="lg">
            Your store is approved
          </Title>
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Opening your vendor dashboard…
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function RejectedNotice({ application }: { application: TVendorApplication }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden size={18} />}
      title={`Your application for ${application.storeName} was not approved`}
      data-testid="application-status"
    >
      <Stack gap={4}>
        <Text size="sm">Reason: {application.rejectionReason ?? 'No reason given'}</Text>
        <Text size="sm" c="dimmed">
          Fix what is mentioned above and apply again below.
        </Text>
      </Stack>
    </Alert>
  );
}

function ApplySkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading application">
      <Stack gap="md">
        <Skeleton height={20} width={160} />
        {[0, 1, 2, 3].map((index) => (
          <Stack key={index} gap={6}>
            <Skeleton height={12} width={110} />
            <Skeleton height={36} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
