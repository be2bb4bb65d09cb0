'use client';

import { Button, Drawer, Group, Paper } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The filter panel. */
  children: ReactNode;
  /** Total results of the current filters ("1,000+" when capped), for the "Show N results" button. */
  totalLabel: string | undefined;
  onClear: (() => void) | undefined;
};

/** A listing's filter panel on a phone (the shop's catalogue, tasks, …): a bottom drawer with "Clear filters" and "Show N results" (loaded on first open). */
export function FiltersDrawer({ opened, onClose, children, totalLabel, onClear }: FiltersDrawerProps) {
  // The focus goes back to what opened the drawer when it closes. Mantine's own return notes the opener
  // when `opened` turns true, but this drawer's code loads on the first press and mounts already
  // open, so that first opener was never noted (the focus fell to the page's start).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [opened]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title="Filters"
      position="bottom"
      size="90%"
      hiddenFrom="md"
      radius="lg"
      styles={{ body: { paddingBottom: 0 } }}
    >
      {children}
      {/* Sticky to the bottom of the drawer's scrolling content: "fixed" inside the drawer (its
          transform makes it the containing block) scrolled with the panel and covered the fields. */}
      <Paper
        pos="sticky"
        bottom={0}
        mx="calc(var(--mantine-spacing-md) * -1)"
        mt="md"
        p="md"
        radius={0}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
      >
        <Group grow gap="sm">
          {onClear ? (
            <Button variant="default" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
          <Button onClick={onClose}>
            {totalLabel !== undefined ? `Show ${totalLabel} results` : 'Show results'}
          </Button>
        </Group>
      </Paper>
    </Drawer>
  );
}
