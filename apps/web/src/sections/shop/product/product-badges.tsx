import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_STATUS_LABELS,
  STOCK_FILTER_LABELS,
  type TProductStatus,
} from '@bazaar/shared/product';
import { Badge, Group } from '@mantine/core';

/** Badges in narrow table cells keep their whole word instead of an ellipsis. */
const NO_TRUNCATE = {
  root: { overflow: 'visible', flexShrink: 0, width: 'max-content' },
  label: { overflow: 'visible' },
} as const;

const STATUS_COLORS: Record<TProductStatus, string> = { draft: 'gray', active: 'green', archived: 'orange' };

/** Draft / Active / Archived, plus Hidden and Featured when an admin set them. */
export function ProductStatusBadges({
  status,
  isHidden,
  isFeatured,
}: {
  status: TProductStatus;
  isHidden: boolean;
  isFeatured?: boolean;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLORS[status]} variant="light" styles={NO_TRUNCATE}>
        {PRODUCT_STATUS_LABELS[status]}
      </Badge>
      {isHidden ? (
        <Badge color="red" variant="light" styles={NO_TRUNCATE}>
          Hidden
        </Badge>
      ) : null}
      {isFeatured ? (
        <Badge color="yellow" variant="light" styles={NO_TRUNCATE}>
          Featured
        </Badge>
      ) : null}
    </Group>
  );
}

/** The stock as a state for the CSV export: "In stock", "Low stock (4)" or "Out of stock". */
export function stockState(stock: number): string {
  if (stock === 0) return STOCK_FILTER_LABELS.out;
  if (stock <= LOW_STOCK_THRESHOLD) return `${STOCK_FILTER_LABELS.low} (${stock})`;
  return STOCK_FILTER_LABELS.in;
}

/** The badge text: the count, "Low: 4" or "Out of stock". */
export function stockLabel(stock: number): string {
  if (stock === 0) return 'Out of stock';
  if (stock <= LOW_STOCK_THRESHOLD) return `Low: ${stock}`;
  return `${stock}`;
}

/** Out of stock (red), low (orange) or the count (green). */
export function StockBadge({ stock }: { stock: number }) {
  const color = stock === 0 ? 'red' : stock <= LOW_STOCK_THRESHOLD ? 'orange' : 'green';
  return (
    <Badge color={color} variant="dot" tt="none" styles={NO_TRUNCATE}>
      {stockLabel(stock)}
    </Badge>
  );
}
