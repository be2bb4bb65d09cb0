'use client';

import type { Role } from '@bazaar/shared/roles';
import { AppShell, Badge, Box, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSession } from '@/lib/session-client';
import { ROLE_LABEL } from './account-links';
import { ADMIN_MENU, type AreaMenuEntry, activeMenuHref, filterMenu, VENDOR_MENU } from './area-menus';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { useShellWidgets } from './shell-widgets';
import { ThemeToggle } from './theme-toggle';

const MENUS: Record<'admin' | 'vendor', readonly AreaMenuEntry[]> = {
  admin: ADMIN_MENU,
  vendor: VENDOR_MENU,
};

type AreaShellProps = { area: 'admin' | 'vendor'; children: ReactNode };

/** What the proxy guarantees of anyone inside the area, until the browser's session says more. */
const AREA_ROLES: Record<'admin' | 'vendor', Role[]> = {
  admin: ['User', 'Admin'],
  vendor: ['User', 'Vendor'],
};

/**
 * Back-office frame: a fixed 260 px sidebar on wide screens, behind a burger on phones (docs/product-rules.md
 * "Routes and shell").
 */
export function AreaShell({ area, children }: AreaShellProps) {
  // The frame is the same for everyone until the browser's session arrives (a super admin's own
  // entries are added then).
  const roles = useSession().data?.user?.userType ?? AREA_ROLES[area];
  const pathname = usePathname();
  const [isNavOpen, nav] = useDisclosure(false);
  const menu = useMemo(() => filterMenu(MENUS[area], roles), [area, roles]);
  const activeHref = activeMenuHref(menu, pathname, `/${area}`);
  const { Bell, Profile, useMenuCounts } = useShellWidgets();
  // Counts beside menu entries: the unread contact messages in the admin sidebar.
  const counts = useMenuCounts(area);
  const badge = area === 'vendor' ? 'Vendor' : roles.includes('SuperAdmin') ? ROLE_LABEL.SuperAdmin : 'Admin';

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on navigation only
  useEffect(() => {
    nav.close();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <MenuButton opened={isNavOpen} onClick={nav.toggle} hiddenFrom="sm" label="Toggle navigation" />
          <Logo size="sm" />
          <Badge variant="light" size="md" visibleFrom="xs">
            {badge}
          </Badge>
          <Box style={{ flex: 1 }} />
          <Button
            component={Link}
            href="/"
            variant="subtle"
            color="gray"
            size="compact-sm"
            rightSection={<IconExternalLink aria-hidden size={14} />}
            visibleFrom="md"
          >
            View site
          </Button>
          <ThemeToggle />
          <Bell />
          <Profile isCompact />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={`${badge} menu`}>
        <AppShell.Section grow component={ScrollArea} p="xs">
          {menu.map((entry) =>
            entry.kind === 'link' ? (
              <NavLink
                key={entry.href}
                component={Link}
                href={entry.href}
                label={entry.label}
                leftSection={<entry.icon aria-hidden size={18} stroke={1.6} />}
                rightSection={
                  counts[entry.href] ? (
                    <Badge
                      size="sm"
                      circle={counts[entry.href]! < 10}
                      aria-label={`${counts[entry.href]} unread`}
                      data-testid="menu-count"
                    >
                      {counts[entry.href]}
                    </Badge>
                  ) : null
                }
                active={entry.href === activeHref}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ) : (
              <NavLink
                key={entry.label}
                label={entry.label}
                leftSection={<entry.icon aria-hidden size={18} stroke={1.6} />}
                defaultOpened={entry.links.some((l) => l.href === activeHref)}
                childrenOffset={30}
                rightSection={<IconChevronRight aria-hidden size={16} />}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                {entry.links.map((l) => (
                  <NavLink
                    key={l.href}
                    component={Link}
                    href={l.href}
                    label={l.label}
                    active={l.href === activeHref}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
              </NavLink>
            ),
          )}
        </AppShell.Section>
        <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed">
            Signed in as{' '}
            {roles
              // A super admin holds Admin too: name the higher of the two only.
              .filter((r) => r !== 'User' && !(r === 'Admin' && roles.includes('SuperAdmin')))
              .map((r) => ROLE_LABEL[r])
              .join(', ') || 'User'}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--bz-page-bg)">{children}</AppShell.Main>
    </AppShell>
  );
}
