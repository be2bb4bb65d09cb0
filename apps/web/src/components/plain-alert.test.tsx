import { Alert } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainAlert } from './plain-alert';

describe('PlainAlert', () => {
  it("draws Mantine's light Alert, as a note and as an alert, in any colour", () => {
    const icon = <svg aria-hidden="true" />;
    for (const [color, role] of [
      ['blue', 'note'],
      ['red', 'alert'],
    ] as const) {
      expect(
        drawn(
          <PlainAlert color={color} icon={icon} role={role}>
            Seeded for this demo only.
          </PlainAlert>,
        ),
      ).toBe(
        drawn(
          <Alert variant="light" color={color} icon={icon} p="sm" role={role}>
            Seeded for this demo only.
          </Alert>,
        ),
      );
    }
  });

  it('draws its title as Mantine does, labelling the box', () => {
    const icon = <svg aria-hidden="true" />;
    expect(
      drawn(
        <PlainAlert color="gray" icon={icon} role="note" title="This job is closed">
          It takes no more applications.
        </PlainAlert>,
      ),
    ).toBe(
      drawn(
        <Alert variant="light" color="gray" icon={icon} p="sm" role="note" title="This job is closed">
          It takes no more applications.
        </Alert>,
      ),
    );
  });
});
