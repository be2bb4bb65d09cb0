'use client';

import type { TUser } from '@bazaar/shared/auth';
import { Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconChevronRight, IconRosetteDiscountCheck } from '@tabler/icons-react';
import Link from 'next/link';
import { PageHeader } from '@/components/page-header';
import { ThemeIcon } from '@/components/theme-icon';
import { AccountProfileSection } from '@/platform/auth/account-profile-section';
import { useMyProfile } from '@/platform/auth/queries';
import { listUserQuickLinks } from './quick-links';

function VendorStatus({ profile }: { profile: TUser }) {
  return (
    <>
      <Divider />
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Vendor status
          </Text>
          {profile.isVendorVerified ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconRosetteDiscountCheck aria-hidden size={14} />}
            >
              Verified vendor
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Not a vendor
            </Badge>
          )}
        </Group>
        {profile.isVendorVerified ? (
          <Button
            component={Link}
            href="/vendor"
            variant="light"
            size="xs"
            leftSection={<IconBuildingStore aria-hidden size={16} />}
          >
            Open vendor dashboard
          </Button>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              Sell your products and post jobs on Bazaar once an admin approves your application.
            </Text>
            <Button
              component={Link}
              href="/user/apply-for-vendor"
              variant="light"
              size="xs"
              leftSection={<IconBuildingStore aria-hidden size={16} />}
            >
              Apply For Vendor
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}

function QuickLinks({ isVendorVerified }: { isVendorVerified: boolean }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Quick links
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {listUserQuickLinks(isVendorVerified).map((group) => (
          <Paper key={group.title} withBorder radius="md" p="md">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
              {group.title}
            </Text>
            <Stack gap={4}>
              {group.links.map(({ href, label, icon: Icon }) => (
                <Anchor
                  key={href}
                  component={Link}
                  href={href}
                  underline="never"
                  c="var(--mantine-color-text)"
                >
                  <Group gap="xs" wrap="nowrap" py={4}>
                    <ThemeIcon variant="light" size="md" radius="md">
                      <Icon aria-hidden size={16} />
                    </ThemeIcon>
                    <Text size="sm" style={{ flex: 1 }}>
                      {label}
                    </Text>
                    <IconChevronRight aria-hidden size={14} color="var(--mantine-color-dimmed)" />
                  </Group>
                </Anchor>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /user: who you are, vendor status, the profile edit form, and a way into every user area page. */
export function UserAccountView() {
  const { data: profile } = useMyProfile();
  return (
    <>
      <PageHeader
        title="My account"
        description={profile ? `Signed in as ${profile.email}` : 'Your profile, settings and activity.'}
      />
      <Stack gap="xl">
        <AccountProfileSection renderAside={(loaded) => <VendorStatus profile={loaded} />} />
        <QuickLinks isVendorVerified={profile?.isVendorVerified ?? false} />
      </Stack>
    </>
  );
}
