import { Card } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { plainCardProps } from './plain-card';

describe('plainCardProps', () => {
  it("draws Mantine's Card with a border, on a link and on a box", () => {
    expect(
      drawn(
        <a href="/task/1" data-testid="task-card" {...plainCardProps({ className: 'bz-link-plain' })}>
          A task
        </a>,
      ),
    ).toBe(
      drawn(
        <Card
          component="a"
          href="/task/1"
          withBorder
          radius="lg"
          padding="md"
          className="bz-link-plain"
          data-testid="task-card"
        >
          A task
        </Card>,
      ),
    );
    expect(
      drawn(
        <div aria-hidden {...plainCardProps({ padding: 'sm' })}>
          …
        </div>,
      ),
    ).toBe(
      drawn(
        <Card withBorder radius="lg" padding="sm" aria-hidden>
          …
        </Card>,
      ),
    );
    expect(drawn(<div {...plainCardProps({ padding: 0, className: 'card' })}>…</div>)).toBe(
      drawn(
        <Card withBorder radius="lg" padding={0} className="card">
          …
        </Card>,
      ),
    );
  });
});
