import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import {
  accordionChevron,
  notificationCloseButtonProps,
  PaginationDotsIcon,
  PasswordVisibilityIcon,
} from './theme-icons';

/** Bazaar green: a deep teal-green that keeps white text readable on filled buttons. */
const brand: MantineColorsTuple = [
  '#e7f8f1',
  '#d2eee3',
  '#a4dcc6',
  '#73caa7',
  '#4bba8d',
  '#32b07c',
  '#21a873',
  '#0f9462',
  '#008456',
  '#007247',
];

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 9 on both schemes: white on brand-9 measures 6.0:1 (brand-7, the dark scheme's shade before,
  // 3.87:1 and brand-8 4.74:1, under 4.5:1 once text sits at 90% opacity on it).
  primaryShade: { light: 9, dark: 9 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets modals, drawers, menus and toasts without
  // their transitions (WCAG 2.3.3); the end-to-end browser asks for it too, so no step waits on one.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    // Mantine's own icons, hidden: each sits by a control with its name (lib/theme-icons.tsx says why).
    ComboboxChevron: { defaultProps: { 'aria-hidden': true } },
    Accordion: { defaultProps: { chevron: accordionChevron } },
    Pagination: { defaultProps: { dotsIcon: PaginationDotsIcon } },
    PasswordInput: { defaultProps: { visibilityToggleIcon: PasswordVisibilityIcon } },
    // A number past min/max stays as typed so the form's validation names the field; clamping it
    // on blur would save a different number than the one entered (-50 became 0, 150% became 100%).
    // Grouped amounts read the Indian way (1,00,000), as prices do.
    NumberInput: { defaultProps: { clampBehavior: 'none', thousandsGroupStyle: 'lakh' } },
    // A toast's text reads at the body's contrast (Mantine's grey measured 3.32:1 on white), and its
    // close button has a name.
    Notification: {
      defaultProps: { closeButtonProps: notificationCloseButtonProps },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
});

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` darkened towards black in 5% steps until it reads at 4.6:1 (AA with a margin) on `background`. */
function readableOn(hex: string, background: string): string {
  let color = hex;
  for (let step = 1; contrast(color, background) < 4.6 && step <= 20; step++) {
    const mix = (i: number) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - step * 0.05))
        .toString(16)
        .padStart(2, '0');
    color = `#${mix(1)}${mix(3)}${mix(5)}`;
  }
  return color;
}

/**
 * Text at WCAG AA contrast (4.5:1) in both schemes, measured by axe (e2e/accessibility.spec.ts):
 * - secondary ("dimmed") text: Mantine's gray-6 on white and dark-2 on a dark card measured 3.32:1 and
 *   3.53:1; these measure 5.40:1 on white (4.86:1 on gray-1) and 6.05:1 on a dark card;
 * - coloured text (`c="green"`) and light badges (a status on its tint) in the light scheme: Mantine
 *   uses shade 9 on shade 1 and the filled shade on white, which for green, yellow, orange and teal
 *   measured 2.7–4.3:1; each colour is darkened just enough to pass on its tint and on gray-1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#646b72' };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[9], '#f1f3f5');
  }
  return { variables: {}, light, dark: { '--mantine-color-dimmed': '#adadad' } };
};
