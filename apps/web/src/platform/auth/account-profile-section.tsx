'use client';

import type { TUser } from '@bazaar/shared/auth';
import { Alert, Grid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMyProfile } from '@/platform/auth/queries';
import { ProfileForm, ProfileFormSkeleton } from './profile-form';
import { ProfileSummaryCard, ProfileSummaryCardSkeleton } from './profile-summary-card';

type AccountProfileSectionProps = {
  /** Extra content under the summary card (e.g. vendor status on /user). */
  renderAside?: (profile: TUser) => ReactNode;
};

/** Summary card beside the edit form; the same block on /user, /vendor/profile and /admin/profile. */
export function AccountProfileSection({ renderAside }: AccountProfileSectionProps) {
  const { data: profile, isPending, isError } = useMyProfile();

  if (isError && !profile) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden size={18} />}
        title="Your profile did not load"
      >
        Please reload the page to try again.
      </Alert>
    );
  }

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        {isPending || !profile ? (
          <ProfileSummaryCardSkeleton />
        ) : (
          <ProfileSummaryCard profile={profile}>{renderAside?.(profile)}</ProfileSummaryCard>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        {/* Keyed by id so the form starts from the loaded profile rather than empty values. */}
        {isPending || !profile ? (
          <ProfileFormSkeleton />
        ) : (
          <ProfileForm key={profile._id} profile={profile} />
        )}
      </Grid.Col>
    </Grid>
  );
}
