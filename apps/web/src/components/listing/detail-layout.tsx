'use client';

import { Box, Container, Group, Stack, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session-client';
import classes from './detail-layout.module.css';
import { ListingBreadcrumbs } from './listing-breadcrumbs';

type DetailLayoutProps = {
  /** Where the page sits: the section, then its category or type (each a link). */
  crumbs: { name: string; href?: string }[];
  /** The status and the kind of the listing, above its title. */
  badges: ReactNode;
  title: string;
  titleTestId: string;
  /** A line under the title (a job's employer). */
  subtitle?: ReactNode;
  /** The side column (the price and the reader's actions, the person behind the listing), sticky on a desktop and first on a phone. */
  aside: ReactNode;
  /** The report button (platform/moderation's), last in the side column, at its end. */
  report: ReactNode;
  /** The details, description and the rest, under the side column on a phone. */
  children: ReactNode;
};

/** The frame of a section's detail page (a task's, a job's, a rental's), so the three read alike. */
export function DetailLayout({
  crumbs,
  badges,
  title,
  titleTestId,
  subtitle,
  aside,
  report,
  children,
}: DetailLayoutProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ListingBreadcrumbs items={crumbs} />
      <Box mb="lg">
        <Stack gap={8}>
          <Group gap="xs">{badges}</Group>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} data-testid={titleTestId}>
            {title}
          </Title>
          {subtitle}
        </Stack>
      </Box>
      {/* The side column comes first in the document, as a phone shows it: a page drawn while it is
          still arriving never has its details moved down by a side column parsed after them. */}
      <div className={classes.columns}>
        <div className={classes.side}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            {aside}
            <Group justify="flex-end">{report}</Group>
          </Stack>
        </div>
        <Stack gap="lg" className={classes.main}>
          {children}
        </Stack>
      </div>
    </Container>
  );
}

/**
 * A detail page's listing as the reader sees it now: the cached page's copy, and for a signed-in reader
 * the API's, read as soon as their session is there and again after each of their writes (so a change
 * shows at once). They may act on the listing (answer a question, accept an offer, reply), and the
 * cached copy may still predate a change whose purge has not reached this page yet
 * (docs/product-rules.md "Fast pages"). The reading (TanStack Query's observer in the tab's client)
 * loads only then: a visitor's page carries no query library (decision 064).
 */
export function useLiveDetail<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  initial: T,
): T {
  const { status } = useSession();
  const [live, setLive] = useState<{ of: T; data: T } | null>(null);
  // The newest load and copy, read by the subscription without following it again on every render.
  const latest = useRef({ load, initial });
  latest.current = { load, initial };
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (status !== 'authenticated') return;
    let stop: (() => void) | undefined;
    let isStopped = false;
    void import('./follow-detail').then(({ followDetail }) => {
      if (isStopped) return;
      stop = followDetail(
        JSON.parse(keyText) as QueryKey,
        (signal) => latest.current.load(signal),
        (data: T) => setLive({ of: latest.current.initial, data }),
      );
    });
    return () => {
      isStopped = true;
      stop?.();
    };
  }, [status, keyText]);
  // A newer copy from the server (the page rendered again) wins over a read made before it.
  return live && live.of === initial ? live.data : initial;
}
