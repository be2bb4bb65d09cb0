'use client';

import { Group, Rating, Text } from '@mantine/core';

type RatingStarsProps = { rating: number; count?: number; size?: 'xs' | 'sm' | 'md' };

/** Read-only stars (quarter steps) with the number of ratings beside them. */
export function RatingStars({ rating, count, size = 'xs' }: RatingStarsProps) {
  const label =
    count === 0
      ? 'No ratings yet'
      : `Rated ${rating.toFixed(1)} out of 5${count ? ` from ${count} ratings` : ''}`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={label} role="img">
      <Rating value={rating} fractions={4} readOnly size={size} aria-hidden />
      {count !== undefined ? (
        <Text size={size} c="dimmed" aria-hidden>
          ({count.toLocaleString('en-IN')})
        </Text>
      ) : null}
    </Group>
  );
}
