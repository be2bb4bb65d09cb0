'use client';

import { Badge, Group, Text } from '@mantine/core';
import { discountPercent, formatPrice } from '@/lib/format';

type PriceTagProps = { price: number; mrp: number | null; size?: 'sm' | 'lg' };

/** Price, the struck-through MRP and "N% off" (rounded down, spec §9) when there is a discount. */
export function PriceTag({ price, mrp, size = 'sm' }: PriceTagProps) {
  const off = discountPercent(price, mrp);
  const isLarge = size === 'lg';
  return (
    <Group gap={isLarge ? 'sm' : 6} align="baseline" wrap="wrap">
      <Text fw={700} fz={isLarge ? 28 : 'md'} lh={1.2} data-testid="price">
        {formatPrice(price)}
      </Text>
      {off > 0 && mrp ? (
        <>
          <Text
            component="s"
            c="dimmed"
            fz={isLarge ? 'md' : 'xs'}
            aria-label={`Original price ${formatPrice(mrp)}`}
          >
            {formatPrice(mrp)}
          </Text>
          {isLarge ? (
            <Badge color="red" variant="light" size="lg">
              {off}% off
            </Badge>
          ) : (
            <Text c="red.7" fz="xs" fw={600}>
              {off}% off
            </Text>
          )}
        </>
      ) : null}
    </Group>
  );
}
