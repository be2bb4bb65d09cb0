import type { Role } from '@bazaar/shared/roles';
import { Badge, Group } from '@mantine/core';

const ROLE_LABEL: Record<Role, { label: string; color: string }> = {
  SuperAdmin: { label: 'Super Admin', color: 'grape' },
  Admin: { label: 'Admin', color: 'red' },
  Vendor: { label: 'Vendor', color: 'orange' },
  User: { label: 'User', color: 'blue' },
};

// Highest role first, the way the header's role link ranks them.
const ROLE_ORDER: Role[] = ['SuperAdmin', 'Admin', 'Vendor', 'User'];

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <Group gap={6}>
      {ROLE_ORDER.filter((role) => roles.includes(role)).map((role) => (
        <Badge key={role} variant="light" color={ROLE_LABEL[role].color} radius="sm">
          {ROLE_LABEL[role].label}
        </Badge>
      ))}
    </Group>
  );
}
