'use client';

import { Box, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSession } from '@/lib/session-client';
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
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            {aside}
            <Group justify="flex-end">{report}</Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/**
 * A detail page's listing as the reader sees it now: the cached page's copy first, then the API's
 * (read again after a write of the reader's, so a change shows at once). A signed-in reader may act
 * on the listing (answer a question, accept an offer, reply), so for them it is read again as soon as
 * their session is there: the cached copy may still predate a change whose purge has not reached this
 * page yet (docs/product-rules.md "Fast pages"), and what they act on must be what is there now.
 */
export function useLiveDetail<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  initial: T,
): T {
  const { status } = useSession();
  const { data = initial, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    initialData: initial,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (status === 'authenticated') void refetch();
  }, [status, refetch]);
  return data;
}
