import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A status on a light badge in its colour (the colour tables live with each area's statuses). Its
 * word stays whole in a narrow table cell.
 */
export function StatusBadge<S extends string>({
  status,
  colors,
  labels,
  style,
  ...props
}: {
  status: S;
  colors: Readonly<Record<S, string>>;
  /** Default: the status itself. */
  labels?: Readonly<Record<S, string>>;
} & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={colors[status]} variant="light" style={[{ minWidth: 'max-content' }, style]} {...props}>
      {labels ? labels[status] : status}
    </Badge>
  );
}
