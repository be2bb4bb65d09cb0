import { Badge, Group, Text } from '@mantine/core';
import { PlainVisuallyHidden } from '@/components/plain-layout';
import { discountPercent, formatPrice } from '@/lib/format';
import classes from './shop.module.css';

type PriceTagProps = { price: number; mrp: number | null; size?: 'sm' | 'lg' };

/**
 * Price, the struck-through MRP and "N% off" (rounded down, docs/product-rules.md "Money") when there is a
 * discount.
 */
export function PriceTag({ price, mrp, size = 'sm' }: PriceTagProps) {
  const off = discountPercent(price, mrp);
  if (size === 'sm') {
    // Cards: plain elements, there are many of them on a page.
    return (
      <div className={classes.price}>
        <p className={`${classes.text} ${classes.priceNow}`} data-testid="price">
          {formatPrice(price)}
        </p>
        {off > 0 && mrp ? (
          <>
            <s className={`${classes.text} ${classes.mrp}`}>
              <PlainVisuallyHidden>Original price </PlainVisuallyHidden>
              {formatPrice(mrp)}
            </s>
            <p className={`${classes.text} ${classes.off}`}>{off}% off</p>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <Group gap="sm" align="baseline" wrap="wrap">
      <Text fw={700} fz={28} lh={1.2} data-testid="price">
        {formatPrice(price)}
      </Text>
      {off > 0 && mrp ? (
        <>
          <Text component="s" c="dimmed" fz="md">
            <PlainVisuallyHidden>Original price </PlainVisuallyHidden>
            {formatPrice(mrp)}
          </Text>
          <Badge color="red" variant="light" size="lg">
            {off}% off
          </Badge>
        </>
      ) : null}
    </Group>
  );
}
