import { Indicator } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainIndicator } from './plain-indicator';

describe('PlainIndicator', () => {
  it("draws Mantine's Indicator with a count, inline or not, and nothing over the child when hidden", () => {
    const icon = <svg aria-hidden="true" />;
    for (const [label, hidden, inline] of [
      [3, false, false],
      ['99+', false, true],
      [0, true, true],
    ] as const) {
      expect(
        drawn(
          <PlainIndicator label={label} hidden={hidden} color="red" size={18} offset={6} inline={inline}>
            {icon}
          </PlainIndicator>,
        ),
      ).toBe(
        drawn(
          <Indicator label={label} disabled={hidden} color="red" size={18} offset={6} inline={inline}>
            {icon}
          </Indicator>,
        ),
      );
    }
  });
});
