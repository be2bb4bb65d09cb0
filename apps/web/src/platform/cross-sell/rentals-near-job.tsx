'use client';

import type { TRentalsNearJobResponse } from '@bazaar/shared/cross-sell';
import { RENT_PERIOD_LABELS } from '@bazaar/shared/rent-constants';
import { Anchor, Avatar, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { IntentLink } from '@/components/intent-link';
import { SectionTitle } from '@/components/listing/detail-parts';
import { apiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useReadAgain } from '@/lib/use-read-again';
import { countCrossSell } from './count';

/**
 * Rentals in a job's district under its page (decision 049): read after the page is up (the cached job
 * page does not change with them), with a plain read (decision 064); nothing when there are none.
 */
export function RentalsNearJob({ jobId }: { jobId: string }) {
  const near = useReadAgain(`rentals-near-job:${jobId}`, null, (signal) =>
    apiFetch<TRentalsNearJobResponse>(`/cross-sell/rentals-near-job/${jobId}`, { signal }),
  );
  const found = near.value?.data;
  const shown = Boolean(found && found.rentals.length > 0);
  useEffect(() => {
    if (shown) countCrossSell({ from: 'job', step: 'shown' });
  }, [shown]);
  if (near.value === undefined && !near.isFailed) return <Skeleton h={120} radius="lg" />;
  if (!found || found.rentals.length === 0) return null;
  return (
    <Box component="section" data-testid="rentals-near-job">
      <SectionTitle>
        {found.district ? `Rentals near this job, in ${found.district}` : 'Rentals near this job'}
      </SectionTitle>
      <Stack gap="xs">
        {found.rentals.map((r) => (
          <Paper key={r._id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={resolveImageUrl(r.image)} alt="" radius="md" size={48} color="brand">
                <IconHome aria-hidden size={22} />
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={IntentLink}
                  href={r.path}
                  fw={600}
                  lineClamp={1}
                  onClick={() => countCrossSell({ from: 'job', step: 'started' })}
                >
                  {r.title}
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {formatPrice(r.price)} / {RENT_PERIOD_LABELS[r.period]}
                  {r.place ? ` · ${r.place}` : ''}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
