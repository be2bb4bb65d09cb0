'use client';

import type { TUser } from '@bazaar/shared/auth';
import type { TUserWriteResponse } from '@bazaar/shared/user';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminUserKeys } from './queries';

/** Confirms a block (signs the person out at once, no sign-in until unblocked) or an unblock. */
export function UserStatusModal({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  const blocking = user?.status === 'active';
  const change = useApiMutation<{ id: string; status: 'active' | 'blocked' }, TUserWriteResponse>(
    ({ id, status }, fetcher) => fetcher(`/admin/users/${id}/status`, { method: 'PUT', body: { status } }),
    { invalidate: [adminUserKeys.all], onSuccess: onClose },
  );
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={blocking ? 'Block this account?' : 'Unblock this account?'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {blocking
            ? `${user?.fullName} is signed out everywhere at once and cannot sign in until you unblock the account. Their orders and data stay.`
            : `${user?.fullName} can sign in again.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={blocking ? 'red' : 'green'}
            loading={change.isPending}
            onClick={() => user && change.mutate({ id: user._id, status: blocking ? 'blocked' : 'active' })}
          >
            {blocking ? 'Block account' : 'Unblock account'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
