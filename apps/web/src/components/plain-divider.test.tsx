import { Divider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainDivider } from './plain-divider';

describe('PlainDivider', () => {
  it("draws Mantine's Divider", () => {
    expect(drawn(<PlainDivider />)).toBe(drawn(<Divider />));
  });

  it("draws Mantine's vertical Divider in a colour", () => {
    expect(drawn(<PlainDivider orientation="vertical" color="rgba(255,255,255,0.35)" />)).toBe(
      drawn(<Divider orientation="vertical" color="rgba(255,255,255,0.35)" />),
    );
  });
});
