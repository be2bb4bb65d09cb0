import { Divider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { NavDivider } from './site-header';

describe('NavDivider', () => {
  it("draws Mantine's vertical Divider in the top bar's colour", () => {
    expect(drawn(<NavDivider />)).toBe(
      drawn(<Divider orientation="vertical" color="rgba(255,255,255,0.35)" />),
    );
  });
});
