'use client';

import type { TUser } from '@bazaar/shared/auth';
import { Button, Group, Menu } from '@mantine/core';
import { IconDots, IconEye, IconLock, IconLockOpen, IconShieldCog, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session-client';
import { adminUserKeys } from './queries';
import { accountColumns, personColumns } from './user-columns';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserRolesModal } from './user-roles-modal';
import { UserStatusModal } from './user-status-modal';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Account status',
    options: [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'blocked', label: 'Blocked' },
    ],
  },
  {
    type: 'select',
    key: 'role',
    label: 'Role',
    placeholder: 'Any role',
    options: [
      { value: 'User', label: 'User' },
      { value: 'Vendor', label: 'Vendor' },
      { value: 'Admin', label: 'Admin' },
      { value: 'SuperAdmin', label: 'Super admin' },
    ],
  },
];

const COLUMNS: TAdminTableColumn<TUser>[] = [
  ...personColumns('Person'),
  { key: 'phone', header: 'Phone', render: (u) => u.phone ?? '—', csv: (u) => u.phone },
  ...accountColumns('user-status'),
];

const isStaff = (u: TUser) => u.userType.includes('Admin') || u.userType.includes('SuperAdmin');

/** /admin/users: every account, searchable and filtered by role and status; detail, block and unblock, roles (super admin). */
export function AdminUsersView() {
  const { data: session } = useSession();
  const me = session?.user;
  const isSuperAdmin = me?.userType.includes('SuperAdmin') ?? false;
  const [detailId, setDetailId] = useState<string | null>(null);
  const [statusTarget, setStatusTarget] = useState<TUser | null>(null);
  const [rolesTarget, setRolesTarget] = useState<TUser | null>(null);
  const myId = me?.id;

  return (
    <>
      <PageHeader
        title="Users"
        description="Find an account, see what it did, block or unblock it. A blocked account is signed out at once."
      />
      <AdminTable<TUser>
        label="Users"
        path="/admin/users"
        queryKey={adminUserKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        searchPlaceholder="Name, email or phone"
        searchLabel="Search users"
        itemsLabel="users"
        csvFileName="users"
        rowTestId="user-row"
        minWidth={860}
        cardsOnPhone
        emptyState={{
          title: 'No users',
          description: 'Accounts appear here once people register.',
          icon: <IconUsers aria-hidden size={26} />,
        }}
        rowActions={(u) => {
          const isMe = u._id === myId;
          const canBlock = !isMe && (isSuperAdmin || !isStaff(u));
          return (
            <Group gap={6} wrap="nowrap" justify="flex-end">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye aria-hidden size={14} />}
                onClick={() => setDetailId(u._id)}
              >
                View
              </Button>
              {canBlock ? (
                <Button
                  size="xs"
                  variant="light"
                  color={u.status === 'active' ? 'red' : 'green'}
                  leftSection={
                    u.status === 'active' ? (
                      <IconLock aria-hidden size={14} />
                    ) : (
                      <IconLockOpen aria-hidden size={14} />
                    )
                  }
                  onClick={() => setStatusTarget(u)}
                >
                  {u.status === 'active' ? 'Block' : 'Unblock'}
                </Button>
              ) : null}
              {isSuperAdmin ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      aria-label={`More for ${u.fullName}`}
                      px={6}
                    >
                      <IconDots aria-hidden size={16} />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconShieldCog aria-hidden size={14} />}
                      onClick={() => setRolesTarget(u)}
                    >
                      Change roles
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          );
        }}
      />
      <UserDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <UserStatusModal user={statusTarget} onClose={() => setStatusTarget(null)} />
      <UserRolesModal
        user={rolesTarget}
        isSelf={rolesTarget?._id === myId}
        onClose={() => setRolesTarget(null)}
      />
    </>
  );
}
