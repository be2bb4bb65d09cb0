'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { Box, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PlainActionIcon } from '@/components/plain-action-icon';
import { useSession } from '@/lib/session-client';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { SearchBar } from './search-bar';
import { useShellWidgets } from './shell-widgets';

// Loaded on the first tap of the burger.
const MobileMenuDrawer = dynamic(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer));

/** Phone header (< sm): burger, logo, expandable search, cart and bell, plus the slide-out menu. */
export function MobileHeader({ siteSetting }: { siteSetting: TSiteSetting }) {
  const pathname = usePathname();
  const { data, status } = useSession();
  const { Cart, Bell } = useShellWidgets();
  const user = status === 'authenticated' ? data?.user : undefined;
  const [isMenuOpen, menu] = useDisclosure(false);
  const [isSearchOpen, search] = useDisclosure(false);
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  useEffect(() => {
    if (isMenuOpen) setHasOpenedMenu(true);
  }, [isMenuOpen]);

  // Navigating closes the menu and the search panel; the handlers are stable, the path is the trigger.
  // Only a change of path counts: a tap that arrives while the header is still hydrating must not be
  // undone by the first run of this effect.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on navigation only
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
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
        <MenuButton opened={isMenuOpen} onClick={menu.toggle} label="Open menu" />
        <Box style={{ flex: 1, minWidth: 0 }} ml={4}>
          <Logo siteName={siteSetting.siteName} logo={siteSetting.logo} size="sm" />
        </Box>
        <PlainActionIcon
          look="subtle"
          size="lg"
          label={isSearchOpen ? 'Close search' : 'Open search'}
          aria-expanded={isSearchOpen}
          onClick={search.toggle}
        >
          {isSearchOpen ? <IconX aria-hidden size={20} /> : <IconSearch aria-hidden size={20} />}
        </PlainActionIcon>
        <Cart />
        {user ? <Bell /> : null}
      </Group>
      {/* Drops in with a CSS animation (it was Mantine's Collapse, a script on every page: decision 064). */}
      {isSearchOpen ? (
        <Box px="sm" pb="sm" className="bz-drop-in">
          <SearchBar autoFocus onSearched={search.close} />
        </Box>
      ) : null}

      {isMenuOpen || hasOpenedMenu ? (
        <MobileMenuDrawer opened={isMenuOpen} onClose={menu.close} siteName={siteSetting.siteName} />
      ) : null}
    </Box>
  );
}
