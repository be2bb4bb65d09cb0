import { NativeSelect } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { drawn } from '@/components/markup.test-support';
import { PlainSelect } from './plain-select';

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
];
const noop = () => {};
// One difference on purpose: Mantine gives the select an id for its label; these selects have none
// (`aria-label` names them), so none is drawn.
const withoutId = (html: string) => html.replace(' id="ID"', '');

describe('PlainSelect', () => {
  it("draws Mantine's NativeSelect (size sm, no label)", () => {
    expect(
      drawn(<PlainSelect aria-label="Sort by" data={SORTS} defaultValue="newest" onChange={noop} />),
    ).toBe(
      drawn(
        <NativeSelect aria-label="Sort by" data={SORTS} defaultValue="newest" onChange={noop} />,
        withoutId,
      ),
    );
  });

  it('draws options given as children, a name and a style on the select and on its box', () => {
    const style = { fontWeight: 600 };
    const box = { width: 'calc(6.5rem * var(--mantine-scale))' };
    expect(
      drawn(
        <PlainSelect aria-label="Search category" name="in" style={style} rootStyle={box} defaultValue="task">
          <option value="shop">Shop</option>
          <option value="task">Task</option>
        </PlainSelect>,
      ),
    ).toBe(
      drawn(
        <NativeSelect
          aria-label="Search category"
          name="in"
          styles={{ input: style }}
          style={box}
          defaultValue="task"
          data={[
            { value: 'shop', label: 'Shop' },
            { value: 'task', label: 'Task' },
          ]}
        />,
        withoutId,
      ),
    );
  });
});
