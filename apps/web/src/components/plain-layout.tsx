import type { CSSProperties, ReactNode } from 'react';
import { mantineRem } from '@/components/mantine-classes';
import { theme } from '@/lib/theme';

// Mantine's Stack, Group, Text, Title, Anchor, Badge and VisuallyHidden drawn as Mantine draws them, without their components: a
// listing page's twenty cards were some three hundred of Mantine's components to hydrate on a phone
// (decision 070). Each builder answers the props to spread on a plain element (the class names, the
// data attributes and the style Mantine writes, in its order); plain-layout.test.tsx checks each
// against Mantine's own render.

/** Mantine's class names for the layout parts (`Stack.css`, `Group.css`, `Text.css`, `Badge.css`). */
export const MANTINE_LAYOUT = {
  stack: 'm_6d731127 mantine-Stack-root',
  group: 'm_4081bf90 mantine-Group-root',
  text: 'mantine-focus-auto m_b6d8b162 mantine-Text-root',
  badge: 'm_347db0ec mantine-Badge-root',
  badgeLabel: 'm_5add502a mantine-Badge-label',
  visuallyHidden: 'm_515a97f8 mantine-VisuallyHidden-root',
  title: 'm_8a5d1357 mantine-Title-root',
  anchor: 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
} as const;

/**
 * `<VisuallyHidden>`: words for a screen reader only ("Original price", "ratings"). Every product card
 * has one or two, and Mantine's is a component to hydrate for each.
 */
export function PlainVisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={MANTINE_LAYOUT.visuallyHidden}>{children}</span>;
}

/** A space as Mantine takes it: a theme name, or pixels (a scaled rem). */
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

function space(value: Spacing): string {
  return typeof value === 'number' ? mantineRem(value) : `var(--mantine-spacing-${value})`;
}

/** The style props the cards use (`mt`, `pt`), after Mantine's own variables and the element's style. */
type Offsets = { mt?: 'auto'; pt?: number };

function offsets({ mt, pt }: Offsets): CSSProperties {
  return {
    ...(mt ? { marginTop: mt } : {}),
    ...(pt !== undefined ? { paddingTop: space(pt) } : {}),
  };
}

/** An element's own class before Mantine's, as Mantine writes it. */
function withClass(mantine: string, className: string | undefined): string {
  return className ? `${className} ${mantine}` : mantine;
}

/** `<Stack gap className>`: a column. */
export function plainStack({
  gap = 'md',
  className,
  style,
}: {
  gap?: Spacing;
  className?: string;
  style?: CSSProperties;
}) {
  return {
    className: withClass(MANTINE_LAYOUT.stack, className),
    style: {
      '--stack-gap': space(gap),
      '--stack-align': 'stretch',
      '--stack-justify': 'flex-start',
      ...style,
    } as CSSProperties,
  };
}

/** `<Group gap justify wrap className>`: a row, its items centred across it. */
export function plainGroup({
  gap = 'md',
  justify = 'flex-start',
  wrap = 'wrap',
  className,
  style,
  ...rest
}: {
  gap?: Spacing;
  justify?: 'flex-start' | 'center' | 'space-between';
  wrap?: 'wrap' | 'nowrap';
  className?: string;
  style?: CSSProperties;
} & Offsets) {
  return {
    className: withClass(MANTINE_LAYOUT.group, className),
    style: {
      '--group-gap': space(gap),
      '--group-align': 'center',
      '--group-justify': justify,
      '--group-wrap': wrap,
      ...style,
      ...offsets(rest),
    } as CSSProperties,
  };
}

/**
 * `<Text size c="dimmed" lineClamp fz fw>`: a paragraph. `size` sets the font size and line height by
 * theme name, `fz` the font size alone.
 */
export function plainText({
  size,
  isDimmed = false,
  lineClamp,
  fz,
  fw,
  style,
  ...rest
}: {
  size?: 'xs' | 'sm';
  isDimmed?: boolean;
  lineClamp?: number;
  fz?: 'lg';
  fw?: 700 | 800;
  style?: CSSProperties;
} & Offsets) {
  return {
    className: MANTINE_LAYOUT.text,
    ...(size ? { 'data-size': size } : {}),
    ...(lineClamp ? { 'data-line-clamp': true } : {}),
    style: {
      ...(size
        ? {
            '--text-fz': `var(--mantine-font-size-${size})`,
            '--text-lh': `var(--mantine-line-height-${size})`,
          }
        : {}),
      ...(lineClamp ? { '--text-line-clamp': lineClamp } : {}),
      ...style,
      ...offsets(rest),
      ...(isDimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
      ...(fz ? { fontSize: `var(--mantine-font-size-${fz})` } : {}),
      ...(fw ? { fontWeight: fw } : {}),
    } as CSSProperties,
  };
}

/** `<Title order fz lh>`: a heading, its size by theme name and its line height as a number. */
export function plainTitle({ order, fz, lh }: { order: 2 | 3; fz: 'md' | 'lg'; lh: number }) {
  return {
    className: MANTINE_LAYOUT.title,
    'data-order': order,
    style: {
      '--title-fw': `var(--mantine-h${order}-font-weight)`,
      '--title-lh': `var(--mantine-h${order}-line-height)`,
      '--title-fz': `var(--mantine-h${order}-font-size)`,
      fontSize: `var(--mantine-font-size-${fz})`,
      lineHeight: lh,
    } as CSSProperties,
  };
}

/** `<Anchor c="inherit">`: a link in its text's colour, underlined on hover. Spread on a site link. */
export function plainAnchor() {
  return {
    className: MANTINE_LAYOUT.anchor,
    'data-underline': 'hover',
    style: { color: 'inherit' },
  } as const;
}

/**
 * Mantine's small `Badge` in `light` look (its colour's light shade; the theme's primary colour unless
 * told), or Mantine's default `primary` look (filled in the primary colour, which writes no variant or
 * colour), a circle when `isCircle`, `xs` or `sm`. Its word stays whole in a narrow place when `isWhole`.
 */
export function PlainBadge({
  look = 'light',
  color = theme.primaryColor,
  size = 'sm',
  isCircle = false,
  isWhole = false,
  children,
  ...data
}: {
  look?: 'light' | 'primary';
  color?: string;
  size?: 'xs' | 'sm';
  isCircle?: boolean;
  isWhole?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const isLight = look === 'light';
  return (
    <div
      className={MANTINE_LAYOUT.badge}
      {...(isLight ? { 'data-variant': look } : {})}
      data-size={size}
      {...(isCircle ? { 'data-circle': true } : {})}
      style={
        {
          '--badge-height': `var(--badge-height-${size})`,
          '--badge-padding-x': `var(--badge-padding-x-${size})`,
          '--badge-fz': `var(--badge-fz-${size})`,
          ...(isLight
            ? {
                '--badge-bg': `var(--mantine-color-${color}-light)`,
                '--badge-color': `var(--mantine-color-${color}-light-color)`,
                '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
              }
            : {}),
          ...(isWhole ? { minWidth: 'max-content' } : {}),
        } as CSSProperties
      }
      {...data}
    >
      <span className={MANTINE_LAYOUT.badgeLabel}>{children}</span>
    </div>
  );
}
