'use client';

import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type Props = ThemeIconProps & Omit<ComponentPropsWithoutRef<'div'>, keyof ThemeIconProps>;

/**
 * Mantine's ThemeIcon, without the props it also passes on to its `div` (Mantine 9.7 spreads
 * `radius`, `color` and `gradient` onto the element: attributes a `div` may not have, which the HTML
 * validator refuses). They reach its CSS variables through its own resolver instead.
 */
export function ThemeIcon({ radius, color, gradient, ...props }: Props) {
  return (
    <MantineThemeIcon
      {...props}
      vars={(theme) =>
        MantineThemeIcon.varsResolver(
          theme,
          { ...props, radius, color, gradient } as Parameters<typeof MantineThemeIcon.varsResolver>[1],
          {},
        )
      }
    />
  );
}
