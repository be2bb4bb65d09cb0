'use client';

import { Avatar, Box, Button, Divider, Drawer, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconChevronRight,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconUserCheck,
} from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/intent-link';
import { resolveImageUrl } from '@/lib/public-config';
import { signOut, useSession } from '@/lib/session-client';
import { authHref, changePasswordHref, roleLink } from './account-links';
import { Logo } from './logo';
import { isActivePath, mainNav } from './nav-links';
import { useShellWidgets } from './shell-widgets';
import { ThemeToggle } from './theme-toggle';
import { MESSAGES_HREF, userMenuFor } from './user-menu';

type MobileMenuDrawerProps = { opened: boolean; onClose: () => void; siteName: string };

/** The phone header's slide-out menu: account, sections, the user's pages and the theme switch. */
export function MobileMenuDrawer({ opened, onClose, siteName }: MobileMenuDrawerProps) {
  const { MessagesBadge, sections } = useShellWidgets();
  const pathname = usePathname();
  const { data, status } = useSession();
  const user = status === 'authenticated' ? data?.user : undefined;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="85%"
      padding={0}
      title={<Logo siteName={siteName} size="sm" />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      styles={{ header: { paddingInline: 16 } }}
    >
      <ScrollArea h="calc(100dvh - 60px)">
        <Stack gap={0} pb="xl">
          {user ? (
            <Group px="md" py="sm" gap="sm" wrap="nowrap">
              <Avatar src={resolveImageUrl(user.image)} name={user.fullName} color="initials" radius="xl" />
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {user.fullName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Box>
            </Group>
          ) : (
            <Group px="md" py="sm" grow>
              <Button component={IntentLink} href={authHref('/login', pathname)}>
                Login
              </Button>
              <Button component={IntentLink} href={authHref('/register', pathname)} variant="default">
                Register
              </Button>
            </Group>
          )}
          <Divider />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="md" pb={4}>
            Browse
          </Text>
          {mainNav(sections).map((link) => (
            <NavLink
              key={link.href}
              component={IntentLink}
              href={link.href}
              label={link.label}
              active={isActivePath(pathname, link.href)}
            />
          ))}
          <Divider mt="sm" />
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="md" pb={4}>
            My account
          </Text>
          {user ? (
            <>
              {roleLink(user.userType).role !== 'User' ? (
                <NavLink
                  component={IntentLink}
                  href={roleLink(user.userType).href}
                  label={`${roleLink(user.userType).label} dashboard`}
                  leftSection={<IconLayoutDashboard aria-hidden size={18} />}
                />
              ) : null}
              {userMenuFor(user.isVendorVerified).map((group) => (
                <NavLink
                  key={group.label}
                  label={group.label}
                  leftSection={<group.icon aria-hidden size={18} />}
                  defaultOpened={group.links.some((l) => isActivePath(pathname, l.href))}
                  childrenOffset={28}
                  rightSection={<IconChevronRight aria-hidden size={16} />}
                >
                  {group.links.map((l) => (
                    <NavLink
                      key={l.href}
                      component={IntentLink}
                      href={l.href}
                      label={l.label}
                      active={pathname === (l.href.split('?')[0] ?? l.href)}
                      rightSection={l.href === MESSAGES_HREF ? <MessagesBadge /> : undefined}
                    />
                  ))}
                </NavLink>
              ))}
              {roleLink(user.userType).role !== 'User' ? (
                <NavLink
                  component={IntentLink}
                  href={changePasswordHref(user.userType)}
                  label="Change password"
                  leftSection={<IconKey aria-hidden size={18} />}
                />
              ) : null}
              <NavLink
                label="Sign out"
                c="red"
                leftSection={<IconLogout aria-hidden size={18} />}
                onClick={() => void signOut({ callbackUrl: '/' })}
              />
            </>
          ) : (
            <NavLink
              component={IntentLink}
              href="/user/apply-for-vendor"
              label="Apply For Vendor"
              leftSection={<IconUserCheck aria-hidden size={18} />}
            />
          )}
          <Divider mt="sm" />
          <Group justify="space-between" px="md" py="sm">
            <Text size="sm" fw={500}>
              Theme
            </Text>
            <ThemeToggle />
          </Group>
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
