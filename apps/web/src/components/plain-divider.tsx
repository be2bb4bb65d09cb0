import type { CSSProperties } from 'react';

/** Mantine's class names for Divider (`@mantine/core/styles/Divider.css`, in the public subset). */
export const MANTINE_DIVIDER = 'm_3eebeb36 mantine-Divider-root';

/**
 * A line between parts, drawn as Mantine's Divider (without a label) draws it, without its component
 * (one script less in a page's first load, decisions 064 and 065). `color` is a CSS colour.
 */
export function PlainDivider({
  orientation = 'horizontal',
  color,
}: {
  orientation?: 'horizontal' | 'vertical';
  color?: string;
}) {
  return (
    <div
      role="separator"
      aria-orientation={orientation}
      className={MANTINE_DIVIDER}
      data-orientation={orientation}
      style={color ? ({ '--divider-color': color } as CSSProperties) : undefined}
    />
  );
}
