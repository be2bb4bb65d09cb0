'use client';

import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/intent-link';
import { PlainIndicator } from '@/components/plain-indicator';
import { activeMobileTab, mobileTabsFor } from './mobile-tabs';
import { useShellWidgets } from './shell-widgets';

/** Fixed bottom tabs on phones; the set depends on the section (see mobile-tabs.ts). */
export function MobileTabBar() {
  const pathname = usePathname();
  const { sections, useCartCount } = useShellWidgets();
  const tabs = mobileTabsFor(pathname, sections);
  const active = activeMobileTab(pathname, tabs);
  const cartCount = useCartCount();

  return (
    <Box
      component="nav"
      aria-label="Section tabs"
      data-testid="mobile-tab-bar"
      hiddenFrom="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="var(--mantine-color-body)"
      style={{
        // Above the page, below drawers and modals (Mantine's modal layer is 200): a full-screen
        // drawer covers the tabs instead of losing its bottom to them.
        zIndex: 150,
        borderTop: '1px solid var(--mantine-color-default-border)',
        paddingBottom: 'env(safe-area-inset-bottom)',
        boxShadow: '0 -4px 16px rgba(0,0,0,0.06)',
      }}
    >
      <Group grow gap={0} h={64} wrap="nowrap">
        {tabs.map((tab) => {
          const isActive = tab.href === active;
          const Icon = tab.icon;
          return (
            <UnstyledButton
              key={tab.href}
              component={IntentLink}
              href={tab.href}
              aria-current={isActive ? 'page' : undefined}
              h="100%"
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
                // The anchor colour reads as text in both schemes; the filled one is for backgrounds.
                color: isActive ? 'var(--mantine-color-anchor)' : 'var(--mantine-color-dimmed)',
              }}
            >
              <PlainIndicator
                label={cartCount}
                size={16}
                color="red"
                hidden={!tab.showsCartCount || cartCount === 0}
                offset={2}
              >
                <Icon aria-hidden size={22} stroke={isActive ? 2.2 : 1.6} />
              </PlainIndicator>
              <Text fz={11} fw={isActive ? 700 : 500} lh={1.2}>
                {tab.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
