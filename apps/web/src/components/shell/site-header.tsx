'use client';

import type { TSiteSetting } from '@bazaar/shared/site-setting';
import { Anchor, Box, Button, Container, Group, Skeleton } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/intent-link';
import { PlainDivider } from '@/components/plain-divider';
import { useSession } from '@/lib/session-client';
import { authHref, roleLink } from './account-links';
import { Logo } from './logo';
import { isActivePath, mainNav } from './nav-links';
import { SearchBar } from './search-bar';
import { useShellWidgets } from './shell-widgets';
import { ThemeToggle } from './theme-toggle';
import { WishlistButton } from './wishlist-button';

const topLinkProps = { size: 'xs', c: 'inherit', underline: 'hover' } as const;

/** The bell beside the profile menu with the longest name it shows, the widest thing the account corner holds. */
const ACCOUNT_CORNER_WIDTH = 248;

/**
 * Desktop header (≥ sm): top bar, middle bar and main navigation (docs/product-rules.md "Routes and shell").
 */
export function SiteHeader({ siteSetting }: { siteSetting: TSiteSetting }) {
  const { data, status } = useSession();
  const { Cart, Bell, Profile, sections } = useShellWidgets();
  const pathname = usePathname();
  const user = data?.user;
  const isSignedIn = status === 'authenticated' && Boolean(user);
  const area = user ? roleLink(user.userType) : null;

  return (
    <Box component="header" visibleFrom="sm">
      <Box bg="var(--mantine-primary-color-filled)" c="white" py={4}>
        <Container size="xl">
          <Group justify="space-between" gap="md" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              {siteSetting.contactNumber ? (
                <Anchor href={`tel:${siteSetting.contactNumber.replace(/\s+/g, '')}`} {...topLinkProps}>
                  <Group gap={4} wrap="nowrap">
                    <IconPhone aria-hidden size={14} />
                    <span>Support: {siteSetting.contactNumber}</span>
                  </Group>
                </Anchor>
              ) : null}
              <PlainDivider orientation="vertical" color="rgba(255,255,255,0.35)" />
              {sections.map((s) => (
                <Anchor key={s.href} component={IntentLink} href={s.href} {...topLinkProps} fw={600}>
                  {s.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="md" wrap="nowrap">
              <Anchor component={IntentLink} href="/user" {...topLinkProps}>
                My Account
              </Anchor>
              {!user?.isVendorVerified ? (
                <Anchor component={IntentLink} href="/user/apply-for-vendor" {...topLinkProps}>
                  Apply For Vendor
                </Anchor>
              ) : null}
              {area ? (
                <Anchor
                  component={IntentLink}
                  href={area.href}
                  {...topLinkProps}
                  fw={700}
                  data-testid="role-link"
                >
                  {area.label}
                </Anchor>
              ) : null}
              <ThemeToggle onTopBar />
            </Group>
          </Group>
        </Container>
      </Box>

      <Box py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl">
          <Group gap="lg" wrap="nowrap">
            <Logo siteName={siteSetting.siteName} logo={siteSetting.logo} />
            <Box style={{ flex: 1, maxWidth: 640, marginInline: 'auto' }}>
              <SearchBar />
            </Box>
            <Group gap={6} wrap="nowrap">
              <WishlistButton />
              <Cart />
              {/* The account corner keeps one width whatever it holds: the page is cached without a
                  session, which the browser reads after it arrives, and nothing may shift then. */}
              <Group gap={6} wrap="nowrap" justify="flex-end" w={ACCOUNT_CORNER_WIDTH}>
                {status === 'loading' ? (
                  <Skeleton h={36} w={172} radius="sm" data-testid="account-loading" />
                ) : isSignedIn ? (
                  <>
                    <Bell />
                    <Profile />
                  </>
                ) : (
                  <Group gap={8} wrap="nowrap">
                    <Button
                      component={IntentLink}
                      href={authHref('/register', pathname)}
                      variant="default"
                      size="sm"
                    >
                      Register
                    </Button>
                    <Button component={IntentLink} href={authHref('/login', pathname)} size="sm">
                      Login
                    </Button>
                  </Group>
                )}
              </Group>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box
        component="nav"
        aria-label="Main"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="xl">
          <Group gap={4} h={44} wrap="nowrap">
            {mainNav(sections).map((link) => {
              const isActive = isActivePath(pathname, link.href);
              return (
                <Button
                  key={link.href}
                  component={IntentLink}
                  href={link.href}
                  variant={isActive ? 'light' : 'subtle'}
                  color={isActive ? undefined : 'gray'}
                  size="compact-md"
                  fw={isActive ? 700 : 500}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {link.label}
                </Button>
              );
            })}
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
