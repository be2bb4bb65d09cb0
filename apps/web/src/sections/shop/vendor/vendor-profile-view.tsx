'use client';

import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBuildingStore, IconUserCircle } from '@tabler/icons-react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { AccountProfileSection } from '@/platform/auth/account-profile-section';
import { useVendorProfile } from './queries';
import { StoreProfileForm } from './store-profile-form';

/** /vendor/profile: the store profile, and the owner's own account profile in a second tab. */
export function VendorProfileView() {
  const profile = useVendorProfile();
  return (
    <>
      <PageHeader title="Profile" description="How your store appears to buyers, and your own account." />
      <Tabs defaultValue="store" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="store" leftSection={<IconBuildingStore aria-hidden size={16} />}>
            Store
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconUserCircle aria-hidden size={16} />}>
            Account
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="store">
          {profile.isError ? (
            <LoadErrorRetry what="store profile" onRetry={() => profile.refetch()} />
          ) : profile.data ? (
            <StoreProfileForm key={profile.data._id} profile={profile.data} />
          ) : (
            <Stack gap="lg" aria-busy="true">
              <Skeleton height={260} radius="md" />
              <Skeleton height={300} radius="md" />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountProfileSection />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
