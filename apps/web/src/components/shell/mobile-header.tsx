'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Collapse,
  Divider,
  Drawer,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconSearch,
  IconUserCheck,
  IconX,
} from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { signOut, useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { NotificationMenu } from '@/features/notifications/notification-menu';
import { resolveImageUrl } from '@/lib/public-config';
import { changePasswordHref, roleLink } from './account-links';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { isActivePath, MAIN_NAV } from './nav-links';
import { SearchBar } from './search-bar';
import { ThemeToggle } from './theme-toggle';
import { userMenuFor } from './user-menu';

/** Phone header (< sm): burger, logo, expandable search, cart and bell, plus the slide-out menu. */
export function MobileHeader({ siteSetting }: { siteSetting: TSiteSetting }) {
  const pathname = usePathname();
  const { data, status } = useSession();
  const user = status === 'authenticated' ? data?.user : undefined;
  const [isMenuOpen, menu] = useDisclosure(false);
  const [isSearchOpen, search] = useDisclosure(false);

  // Navigating closes the menu and the search panel; the handlers are stable, the path is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on navigation only
  useEffect(() => {
    menu.close();
    search.close();
  }, [pathname]);

  return (
    <Box
      component="header"
      hiddenFrom="sm"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group h={56} px="sm" gap={4} wrap="nowrap">
        <Burger opened={isMenuOpen} onClick={menu.toggle} size="sm" aria-label="Open menu" />
        <Box style={{ flex: 1, minWidth: 0 }} ml={4}>
          <Logo siteName={siteSetting.siteName} size="sm" />
        </Box>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={isSearchOpen ? 'Close search' : 'Open search'}
          aria-expanded={isSearchOpen}
          onClick={search.toggle}
        >
          {isSearchOpen ? <IconX size={20} /> : <IconSearch size={20} />}
        </ActionIcon>
        <CartButton />
        {user ? <NotificationMenu /> : null}
      </Group>
      <Collapse expanded={isSearchOpen}>
        <Box px="sm" pb="sm">
          {isSearchOpen ? <SearchBar autoFocus onSearched={search.close} /> : null}
        </Box>
      </Collapse>

      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        size="85%"
        padding={0}
        title={<Logo siteName={siteSetting.siteName} size="sm" />}
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
                <Button component={Link} href="/login">
                  Login
                </Button>
                <Button component={Link} href="/register" variant="default">
                  Register
                </Button>
              </Group>
            )}
            <Divider />
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="md" pb={4}>
              Browse
            </Text>
            {MAIN_NAV.map((link) => (
              <NavLink
                key={link.href}
                component={Link}
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
                    component={Link}
                    href={roleLink(user.userType).href}
                    label={`${roleLink(user.userType).label} dashboard`}
                    leftSection={<IconLayoutDashboard size={18} />}
                  />
                ) : null}
                {userMenuFor(user.isVendorVerified).map((group) => (
                  <NavLink
                    key={group.label}
                    label={group.label}
                    leftSection={<group.icon size={18} />}
                    defaultOpened={group.links.some((l) => isActivePath(pathname, l.href))}
                    childrenOffset={28}
                  >
                    {group.links.map((l) => (
                      <NavLink
                        key={l.href}
                        component={Link}
                        href={l.href}
                        label={l.label}
                        active={pathname === (l.href.split('?')[0] ?? l.href)}
                      />
                    ))}
                  </NavLink>
                ))}
                {roleLink(user.userType).role !== 'User' ? (
                  <NavLink
                    component={Link}
                    href={changePasswordHref(user.userType)}
                    label="Change password"
                    leftSection={<IconKey size={18} />}
                  />
                ) : null}
                <NavLink
                  label="Sign out"
                  c="red"
                  leftSection={<IconLogout size={18} />}
                  onClick={() => void signOut({ callbackUrl: '/' })}
                />
              </>
            ) : (
              <NavLink
                component={Link}
                href="/user/apply-for-vendor"
                label="Apply For Vendor"
                leftSection={<IconUserCheck size={18} />}
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
    </Box>
  );
}
