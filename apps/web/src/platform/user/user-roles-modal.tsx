'use client';

import type { TUser } from '@bazaar/shared/auth';
import { ROLES, type Role } from '@bazaar/shared/roles';
import type { TUserWriteResponse } from '@bazaar/shared/user';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminUserKeys } from './queries';

const ROLE_HELP: Record<Role, string> = {
  User: 'Everyone: shops, posts tasks, applies for jobs.',
  Vendor: 'Sells in the shop (also marks the account vendor verified).',
  Admin: 'Runs the marketplace: orders, people, content.',
  SuperAdmin: 'Also manages admins, ads and site settings.',
};

/** The super admin's role editor; saving signs the person out so the new roles apply at once. */
export function UserRolesModal({
  user,
  isSelf,
  onClose,
}: {
  user: TUser | null;
  isSelf: boolean;
  onClose: () => void;
}) {
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    if (user) setRoles(user.userType);
  }, [user]);
  const save = useApiMutation<{ id: string; roles: Role[] }, TUserWriteResponse>(
    ({ id, roles: next }, fetcher) =>
      fetcher(`/admin/users/${id}/roles`, { method: 'PUT', body: { roles: next } }),
    { invalidate: [adminUserKeys.all], onSuccess: onClose },
  );
  return (
    <Modal opened={user !== null} onClose={onClose} title={`Roles of ${user?.fullName ?? ''}`} centered>
      <Stack gap="md">
        <Checkbox.Group value={roles} onChange={(v) => setRoles(v as Role[])} label="Roles">
          <Stack gap="xs" mt="xs">
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                value={role}
                label={role === 'SuperAdmin' ? 'Super admin' : role}
                description={ROLE_HELP[role]}
                disabled={role === 'User' || (isSelf && role === 'SuperAdmin')}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden size={16} />}>
          <Text size="sm">
            Saving signs {user?.fullName} out on every device; the new roles apply at the next sign-in.
          </Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={() => user && save.mutate({ id: user._id, roles })}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
