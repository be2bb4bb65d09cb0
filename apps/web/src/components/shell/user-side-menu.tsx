'use client';

import { Box, NavLink, Paper, Text } from '@mantine/core';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useSession } from '@/lib/session-client';
import { useShellWidgets } from './shell-widgets';
import { MESSAGES_HREF, userMenuFor } from './user-menu';

/** Account side menu of the user area (desktop); phones reach the same links from the drawer. */
export function UserSideMenu() {
  const { MessagesBadge } = useShellWidgets();
  const isVendorVerified = useSession().data?.user?.isVendorVerified ?? false;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const groups = userMenuFor(isVendorVerified);

  function isActive(href: string): boolean {
    const [path, query] = href.split('?');
    if (path !== pathname) return false;
    // /user/task/posted?type=Open stays highlighted for the other task states too.
    return !query || searchParams.has(query.split('=')[0] ?? '');
  }

  return (
    <Paper withBorder radius="lg" p="xs" component="nav" aria-label="My account">
      {groups.map((group, i) => (
        <Box key={group.label} mt={i === 0 ? 0 : 'sm'}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
            {group.label}
          </Text>
          {group.links.map((l) => (
            <NavLink
              key={l.href}
              component={Link}
              href={l.href}
              label={l.label}
              leftSection={<l.icon aria-hidden size={18} stroke={1.6} />}
              rightSection={l.href === MESSAGES_HREF ? <MessagesBadge /> : undefined}
              active={isActive(l.href)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Box>
      ))}
    </Paper>
  );
}
