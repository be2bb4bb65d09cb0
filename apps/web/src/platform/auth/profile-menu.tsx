'use client';

import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconKey, IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { changePasswordHref, roleLink } from '@/components/shell/account-links';
import { resolveImageUrl } from '@/lib/public-config';
import { signOut, useSession } from '@/lib/session-client';

/** Avatar menu for a signed-in user (docs/product-rules.md "Routes and shell"). */
export function ProfileMenu({ isCompact = false }: { isCompact?: boolean }) {
  const { data } = useSession();
  if (!data?.user) return null;
  const { fullName, email, image, userType } = data.user;
  const area = roleLink(userType);
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withArrow>
      <Menu.Target>
        {/* Named by its content: the name (spoken on every width, shown from md), the role, and what
            it does; the avatar is a picture of the same name, so screen readers skip it. */}
        <UnstyledButton data-testid="profile-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={resolveImageUrl(image)}
              alt=""
              aria-hidden
              name={fullName}
              color="initials"
              size={34}
              radius="xl"
            />
            {isCompact ? (
              <VisuallyHidden>{fullName}</VisuallyHidden>
            ) : (
              <>
                <VisuallyHidden hiddenFrom="md">{fullName}</VisuallyHidden>
                <Box maw={140} visibleFrom="md">
                  <Text size="sm" fw={600} truncate>
                    {fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {area.label}
                  </Text>
                </Box>
                <IconChevronDown size={14} aria-hidden />
              </>
            )}
            <VisuallyHidden>, profile menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={IntentLink} href="/user" leftSection={<IconUser aria-hidden size={16} />}>
          My Account
        </Menu.Item>
        {area.role !== 'User' ? (
          <Menu.Item
            component={IntentLink}
            href={area.href}
            leftSection={<IconLayoutDashboard aria-hidden size={16} />}
          >
            {area.label} dashboard
          </Menu.Item>
        ) : null}
        <Menu.Item
          component={IntentLink}
          href={changePasswordHref(userType)}
          leftSection={<IconKey aria-hidden size={16} />}
        >
          Change password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout aria-hidden size={16} />}
          onClick={() => void signOut({ callbackUrl: '/' })}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
