'use client';

import { Paper, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /user, /vendor and /admin auth/change-password: one form for every area, and sign out everywhere. */
export function ChangePasswordView() {
  return (
    <>
      <PageHeader
        title="Change password"
        description="Choose a new password. You stay signed in here; other devices signed in to your account are signed out."
      />
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
          <ChangePasswordForm />
        </Paper>
        <SignOutEverywhere />
      </Stack>
    </>
  );
}
