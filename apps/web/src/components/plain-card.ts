import type { CSSProperties } from 'react';

/** Mantine's class names for a Card and its Paper (`Card.css`, `Paper.css`, in the public pages' subset). */
export const MANTINE_CARD = 'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root';

/**
 * What Mantine's `Card withBorder` puts on its root (vertical, a radius and a padding by theme name),
 * to spread on any element, a link included: a listing's cards are drawn as Mantine draws them without
 * the Card component on the page's first load (decision 067). `className` comes before Mantine's, as
 * Mantine writes it.
 */
export function plainCardProps({
  padding = 'md',
  radius = 'lg',
  className,
}: {
  padding?: 'xs' | 'sm' | 'md' | 'lg' | 0;
  radius?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return {
    className: className ? `${className} ${MANTINE_CARD}` : MANTINE_CARD,
    'data-orientation': 'vertical',
    'data-with-border': true,
    style: {
      '--paper-radius': `var(--mantine-radius-${radius})`,
      '--card-padding': padding === 0 ? '0rem' : `var(--mantine-spacing-${padding})`,
    } as CSSProperties,
  } as const;
}
