'use client';

import type { TUser } from '@bazaar/shared/auth';
import { Avatar, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { RoleBadges } from './role-badges';

function DetailRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Who is signed in: avatar, name, contact details, roles and how long they have been a member. */
export function ProfileSummaryCard({ profile, children }: { profile: TUser; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={resolveImageUrl(profile.image)}
            alt={profile.fullName}
            name={profile.fullName}
            color="initials"
            size={72}
            radius="xl"
          />
          <Stack gap={6} miw={0}>
            <Title order={2} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {profile.fullName}
            </Title>
            <RoleBadges roles={profile.userType} />
          </Stack>
        </Group>
        <Divider />
        <Stack gap={8}>
          <DetailRow icon={<IconMail aria-hidden size={16} />}>{profile.email}</DetailRow>
          <DetailRow icon={<IconPhone aria-hidden size={16} />}>
            {profile.phone ?? (
              <Text span size="sm" c="dimmed">
                No mobile number yet
              </Text>
            )}
          </DetailRow>
          <DetailRow icon={<IconCalendar aria-hidden size={16} />}>
            Member since {formatDate(profile.createdAt)}
          </DetailRow>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export function ProfileSummaryCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading profile">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={72} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={18} width="70%" />
            <Skeleton height={16} width="40%" />
          </Stack>
        </Group>
        <Skeleton height={1} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="55%" />
        <Skeleton height={14} width="60%" />
      </Stack>
    </Paper>
  );
}
