import { Group, Pagination } from '@mantine/core';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { ListingPager, pagerRange } from './listing-pager';

const noop = () => {};

/** The pager as it was drawn with Mantine's components (the same props). */
function MantinePager({ page, totalPages }: { page: number; totalPages: number }) {
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={totalPages}
        value={page}
        onChange={noop}
        siblings={1}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
      />
    </Group>
  );
}

type Drawn = { type: string; props: Record<string, unknown> };

/** The HTML elements a part draws, its own (hook-free) components called: a test's DOM without a DOM. */
function elementsOf(node: ReactNode): Drawn[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement(node)) return [];
  const { type, props } = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  if (typeof type === 'function') return elementsOf((type as (given: unknown) => ReactNode)(props));
  return [...(typeof type === 'string' ? [{ type, props }] : []), ...elementsOf(props.children)];
}

/** The pager's button named `name` (its label, or the page number it shows). */
function button(page: number, totalPages: number, onChange: (page: number) => void, name: string) {
  const found = elementsOf(ListingPager({ pagination: { page, totalPages }, onChange })).find(
    (element) =>
      element.type === 'button' &&
      (element.props['aria-label'] === name || String(element.props.children) === name),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found.props as { disabled?: boolean; onClick: () => void };
}

describe('ListingPager', () => {
  it("draws Mantine's Pagination in a centred Group, for every page of 2 to 12", () => {
    for (let totalPages = 2; totalPages <= 12; totalPages += 1) {
      for (let page = 1; page <= totalPages; page += 1) {
        expect(
          drawn(<ListingPager pagination={{ page, totalPages }} onChange={noop} />),
          `${page}/${totalPages}`,
        ).toBe(drawn(<MantinePager page={page} totalPages={totalPages} />));
      }
    }
  });

  it('draws a long list as Mantine does, and nothing for one page', () => {
    for (const page of [1, 4, 5, 50, 96, 97, 100]) {
      expect(drawn(<ListingPager pagination={{ page, totalPages: 100 }} onChange={noop} />)).toBe(
        drawn(<MantinePager page={page} totalPages={100} />),
      );
    }
    expect(drawn(<ListingPager pagination={{ page: 1, totalPages: 1 }} onChange={noop} />)).toBe('');
    expect(drawn(<ListingPager pagination={{ page: 1, totalPages: 0 }} onChange={noop} />)).toBe('');
  });

  it('skips pages where Mantine puts its dots', () => {
    expect(pagerRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'dots', 12]);
    expect(pagerRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'dots', 12]);
    expect(pagerRange(5, 12)).toEqual([1, 'dots', 4, 5, 6, 'dots', 12]);
    expect(pagerRange(9, 12)).toEqual([1, 'dots', 8, 9, 10, 11, 12]);
    expect(pagerRange(12, 12)).toEqual([1, 'dots', 8, 9, 10, 11, 12]);
  });

  it('asks for the page pressed, the next and the previous', () => {
    const onChange = vi.fn();
    button(6, 12, onChange, '5').onClick();
    button(6, 12, onChange, '12').onClick();
    button(6, 12, onChange, 'Next page').onClick();
    button(6, 12, onChange, 'Previous page').onClick();
    expect(onChange.mock.calls).toEqual([[5], [12], [7], [5]]);
  });

  it('disables the previous arrow on the first page and the next on the last', () => {
    expect(button(1, 3, noop, 'Previous page').disabled).toBe(true);
    expect(button(1, 3, noop, 'Next page').disabled).toBe(false);
    expect(button(3, 3, noop, 'Previous page').disabled).toBe(false);
    expect(button(3, 3, noop, 'Next page').disabled).toBe(true);
  });
});
