'use client';

import { searchRoute } from '@bazaar/shared/search';
import { Anchor, Text } from '@mantine/core';
import { IntentLink } from '@/components/intent-link';

/** Results that include typo corrections: name the corrected words, linked to their own search. */
export function DidYouMean({ text }: { text: string }) {
  return (
    <Text size="sm" data-testid="did-you-mean">
      Did you mean{' '}
      <Anchor component={IntentLink} href={searchRoute('shop', text) ?? '/shop'} fw={600}>
        {text}
      </Anchor>
      ? Results for it are included.
    </Text>
  );
}
