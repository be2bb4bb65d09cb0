import { Pill } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { FilterChip, PlaceChip } from './filter-chips';

const noop = () => {};

/** The chip as it was drawn with Mantine's Pill (the same props). */
function MantineChip({ label }: { label: string }) {
  return (
    <Pill size="md" withRemoveButton onRemove={noop} removeButtonProps={{ 'aria-label': `Remove ${label}` }}>
      {label}
    </Pill>
  );
}

type Handlers = { onMouseDown: (event: unknown) => void; onClick: (event: unknown) => void };

/** The chip's remove button (the second child of its root), as drawn. */
function removeButton(onRemove: () => void): Handlers {
  const root = FilterChip({ label: 'Furnished', onRemove }) as ReactElement<{
    children: [ReactElement, ReactElement<Handlers>];
  }>;
  return root.props.children[1].props;
}

describe('FilterChip', () => {
  it("draws Mantine's Pill with its remove button", () => {
    for (const label of ['Furnished', 'Rs. 500 – Rs. 2,000', 'Up to "Rs. 2,000" & <more>']) {
      expect(drawn(<FilterChip label={label} onRemove={noop} />)).toBe(drawn(<MantineChip label={label} />));
    }
    expect(drawn(<PlaceChip onRemove={noop} />)).toBe(drawn(<MantineChip label="In the chosen place" />));
  });

  it('removes the filter when its button is pressed, the press going no further, as Mantine does', () => {
    const onRemove = vi.fn();
    const click = { stopPropagation: vi.fn() };
    removeButton(onRemove).onClick(click);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(click.stopPropagation).toHaveBeenCalled();
  });

  it("keeps the focus where it was on a press (Mantine's mouse-down is cancelled)", () => {
    const onRemove = vi.fn();
    const mouseDown = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    removeButton(onRemove).onMouseDown(mouseDown);
    expect(mouseDown.preventDefault).toHaveBeenCalled();
    expect(mouseDown.stopPropagation).toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });
});
