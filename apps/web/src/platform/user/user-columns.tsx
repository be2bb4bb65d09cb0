import type { TUser } from '@bazaar/shared/auth';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { dateColumn, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { RoleBadges } from '@/platform/auth/role-badges';

// The columns the admin's lists of people share (/admin/users, /admin/admins).

/** A person (picture, name, email) under `header`, and their email alone in the CSV export. */
export function personColumns(header: string): TAdminTableColumn<TUser>[] {
  return [
    {
      key: 'person',
      header,
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={u.image} size={34} radius="xl" alt="">
            {u.fullName.slice(0, 1)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {u.fullName}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
              {u.email}
            </Text>
          </Stack>
        </Group>
      ),
      csv: (u) => u.fullName,
    },
    { key: 'email', header: 'Email', csvOnly: true, csv: (u) => u.email },
  ];
}

/** A person's roles, their join date and their account's status (`testId` marks its badge). */
export function accountColumns(testId?: string): TAdminTableColumn<TUser>[] {
  return [
    {
      key: 'roles',
      header: 'Roles',
      render: (u) => <RoleBadges roles={u.userType} />,
      csv: (u) => u.userType.join(' '),
    },
    dateColumn({ key: 'joined', header: 'Joined', date: (u: TUser) => u.createdAt }),
    statusColumn({
      status: (u: TUser) => u.status,
      colors: { active: 'green', blocked: 'red' },
      labels: { active: 'Active', blocked: 'Blocked' },
      ...(testId ? { testId } : {}),
    }),
  ];
}
