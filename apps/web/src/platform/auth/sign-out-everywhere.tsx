'use client';

import type { TMessageResponse } from '@bazaar/shared/pagination';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { signOut } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * Ends every session of the account, on every device and this one (docs/decisions/033): asks first,
 * says it is done, then leaves for the sign-in page.
 */
export function SignOutEverywhere() {
  const [isAsking, setIsAsking] = useState(false);
  const router = useRouter();
  const signOutEverywhere = useApiMutation<void, TMessageResponse>((_, fetcher) =>
    fetcher<TMessageResponse>('/auth/logout-everywhere', { method: 'POST' }),
  );

  const confirm = async () => {
    await signOutEverywhere.mutateAsync();
    setIsAsking(false);
    // The API has ended this session too; clear its cookie here without a page load, so the toast stays.
    await signOut({ redirect: false });
    router.push('/login');
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={560}
      component="section"
      aria-labelledby="sign-out-everywhere"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-out-everywhere">
          Sign out everywhere
        </Title>
        <Text size="sm">
          Signed in on a device you no longer have, or a shared computer? This ends every session of your
          account, this one included.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconLogout aria-hidden size={16} />}
            onClick={() => setIsAsking(true)}
          >
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title="Sign out everywhere?"
        message="Every device signed in to your account, this one too, is signed out. You can sign in again with your password."
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        isDestructive
        loading={signOutEverywhere.isPending}
        onConfirm={() => void confirm().catch(() => setIsAsking(false))}
      />
    </Paper>
  );
}
