'use client';

import type { TProductDetail } from '@bazaar/shared/product';
import { Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { formatCount } from '@/lib/format';

const STARS = [5, 4, 3, 2, 1] as const;

type RatingBreakdownProps = Pick<TProductDetail, 'rating' | 'ratingCount' | 'ratingBreakdown'>;

/** The average, the number of ratings, and a bar per star level. */
export function RatingBreakdown({ rating, ratingCount, ratingBreakdown }: RatingBreakdownProps) {
  if (ratingCount === 0) {
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="rating-summary">
        <Text fw={600}>No reviews yet</Text>
        <Text size="sm" c="dimmed">
          Buyers can review this product once their order is delivered.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="rating-summary">
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap={4} align="center" miw={120}>
          <Text fz={40} fw={700} lh={1}>
            {rating.toFixed(1)}
          </Text>
          <RatingStars rating={rating} size="sm" />
          <Text size="sm" c="dimmed">
            {formatCount(ratingCount)} {ratingCount === 1 ? 'rating' : 'ratings'}
          </Text>
        </Stack>
        <Stack gap={6} style={{ flex: '1 1 220px' }} role="group" aria-label="Rating breakdown">
          {STARS.map((star) => {
            const count = ratingBreakdown[star];
            const share = ratingCount > 0 ? (count / ratingCount) * 100 : 0;
            return (
              <Group key={star} gap="xs" wrap="nowrap">
                <Group gap={2} w={28} wrap="nowrap" justify="flex-end">
                  <Text size="sm">
                    {star}
                    <VisuallyHidden> stars</VisuallyHidden>
                  </Text>
                  <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                </Group>
                <Progress
                  value={share}
                  color="yellow"
                  size="md"
                  radius="xl"
                  style={{ flex: 1 }}
                  aria-hidden
                />
                <Text size="xs" c="dimmed" w={36} ta="right">
                  {count}
                  <VisuallyHidden>{count === 1 ? ' rating' : ' ratings'}</VisuallyHidden>
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Group>
    </Paper>
  );
}
