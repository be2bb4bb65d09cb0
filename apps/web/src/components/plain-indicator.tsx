import type { CSSProperties, ReactNode } from 'react';
import { mantineRem } from '@/components/mantine-classes';

/** Mantine's class names for an Indicator (`@mantine/core/styles/Indicator.css`, in the public subset). */
export const MANTINE_INDICATOR = {
  root: 'm_e5262200 mantine-Indicator-root',
  indicator: 'm_760d1fb1 mantine-Indicator-indicator',
} as const;

type PlainIndicatorProps = {
  /** What the dot says (a count); nothing is drawn when `hidden`. */
  label: ReactNode;
  hidden: boolean;
  /** A Mantine colour name: the dot's filled colour. */
  color: string;
  /** The dot's height in pixels. */
  size: number;
  /** How far in from the top right corner, in pixels. */
  offset: number;
  /** Beside inline content (a button) rather than a block. */
  inline?: boolean;
  children: ReactNode;
};

/**
 * Mantine's `Indicator` at the top right corner drawn as Mantine draws it, without its component: the
 * frame's cart count brought the Indicator into every page's first load (decision 064). No state, so it
 * renders on the server too.
 */
export function PlainIndicator({
  label,
  hidden,
  color,
  size,
  offset,
  inline,
  children,
}: PlainIndicatorProps) {
  const style = {
    '--indicator-color': `var(--mantine-color-${color}-filled)`,
    '--indicator-size': mantineRem(size),
    '--indicator-top': mantineRem(offset),
    '--indicator-right': mantineRem(offset),
    '--indicator-translate-x': '50%',
    '--indicator-translate-y': '-50%',
  } as CSSProperties;
  return (
    <div style={style} className={MANTINE_INDICATOR.root} data-inline={inline || undefined}>
      {hidden ? null : (
        <div className={MANTINE_INDICATOR.indicator} data-with-label={label ? true : undefined}>
          {label}
        </div>
      )}
      {children}
    </div>
  );
}
