import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(merged);

describe('theme colours (WCAG AA, 4.5:1)', () => {
  it('a light badge reads on its tint and coloured text on white, for every colour', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      const badge = light[`--mantine-color-${name}-light-color`]!;
      const text = light[`--mantine-color-${name}-text`]!;
      expect(contrast(badge, shades[1]), `${name} badge ${badge}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, '#ffffff'), `${name} text ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dimmed text reads on white, and white reads on the filled brand colour', () => {
    expect(contrast(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const filled = merged.colors.brand?.[9] ?? '';
    expect(contrast('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
  });
});
