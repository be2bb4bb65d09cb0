'use client';

import type { TUser } from '@bazaar/shared/auth';
import type { TUserWriteResponse } from '@bazaar/shared/user';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock, IconShieldOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AddAdminModal } from './add-admin-modal';
import { adminUserKeys } from './queries';
import { accountColumns, personColumns } from './user-columns';

const COLUMNS: TAdminTableColumn<TUser>[] = [...personColumns('Admin'), ...accountColumns()];

/** /admin/admins (super admin): who runs the marketplace; add an admin, take the role away (never your own). */
export function AdminAdminsView() {
  const myId = useSession().data?.user.id;
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TUser | null>(null);
  const remove = useApiMutation<string, TUserWriteResponse>(
    (id, fetcher) => fetcher(`/admin/admins/${id}`, { method: 'DELETE' }),
    { invalidate: [adminUserKeys.all], onSuccess: () => setRemoving(null) },
  );

  return (
    <>
      <PageHeader
        title="Admins"
        description="Admins run the marketplace; super admins also manage admins, ads and site settings."
        actions={
          <Button leftSection={<IconUserPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>
            Add admin
          </Button>
        }
      />
      <AdminTable<TUser>
        label="Admins"
        path="/admin/admins"
        queryKey={adminUserKeys.admins()}
        columns={COLUMNS}
        searchPlaceholder="Name, email or phone"
        searchLabel="Search admins"
        itemsLabel="admins"
        csvFileName="admins"
        rowTestId="admin-row"
        minWidth={720}
        cardsOnPhone
        emptyState={{ title: 'No admins', icon: <IconShieldLock aria-hidden size={26} /> }}
        rowActions={(u) =>
          u._id === myId ? (
            <Text size="xs" c="dimmed">
              You
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconShieldOff aria-hidden size={14} />}
              onClick={() => setRemoving(u)}
            >
              Remove admin
            </Button>
          )
        }
      />
      <AddAdminModal opened={isAdding} onClose={() => setAdding(false)} />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove admin access?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {removing?.fullName} loses the admin
            {removing?.userType.includes('SuperAdmin') ? ' and super admin' : ''} role and is signed out at
            once. The account stays, as a plain user.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing._id)}
            >
              Remove admin
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
