import { ActionIcon } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { IntentLink } from '@/components/intent-link';
import { drawn } from '@/components/markup.test-support';
import { PlainActionIcon } from './plain-action-icon';

describe('PlainActionIcon', () => {
  const icon = <svg aria-hidden="true" />;

  it("draws Mantine's ActionIcon in each look the site uses, as a button", () => {
    expect(
      drawn(
        <PlainActionIcon look="subtle" size="lg" label="Open menu" hiddenFrom="sm" aria-expanded={false}>
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      drawn(
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Open menu"
          hiddenFrom="sm"
          aria-expanded={false}
        >
          {icon}
        </ActionIcon>,
      ),
    );
    const corners = { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 };
    expect(
      drawn(
        <PlainActionIcon type="submit" look="filled" size={36} label="Search" style={corners}>
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      drawn(
        <ActionIcon type="submit" variant="filled" size={36} aria-label="Search" style={corners}>
          {icon}
        </ActionIcon>,
      ),
    );
    expect(
      drawn(
        <PlainActionIcon look="default" size="lg" label="Add to wishlist" disabled data-testid="heart">
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      drawn(
        <ActionIcon variant="default" size="lg" aria-label="Add to wishlist" disabled data-testid="heart">
          {icon}
        </ActionIcon>,
      ),
    );
    expect(
      drawn(
        <PlainActionIcon
          look="transparent"
          size="sm"
          label="Toggle"
          style={{ color: 'var(--mantine-color-white)' }}
        >
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      drawn(
        <ActionIcon variant="transparent" size="sm" c="white" aria-label="Toggle">
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it("draws Mantine's ActionIcon as a link", () => {
    expect(
      drawn(
        <PlainActionIcon href="/shop/viewcart" look="subtle" size="lg" label="Cart" data-testid="cart-link">
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      drawn(
        <ActionIcon
          component={IntentLink}
          href="/shop/viewcart"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Cart"
          data-testid="cart-link"
        >
          {icon}
        </ActionIcon>,
      ),
    );
  });
});
