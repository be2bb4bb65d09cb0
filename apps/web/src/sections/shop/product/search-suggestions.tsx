'use client';

import type { TProductSearchSuggestions } from '@bazaar/shared/product';
import { searchRoute } from '@bazaar/shared/search';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconSearchOff } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { ThemeIcon } from '@/components/theme-icon';

type SearchSuggestionsProps = {
  text: string;
  suggestions: TProductSearchSuggestions | undefined;
  /** Set when filters narrowed a search that might otherwise match. */
  clearHref?: string;
};

/** A search that found nothing: say so, and offer close product names and categories. */
export function SearchSuggestions({ text, suggestions, clearHref }: SearchSuggestionsProps) {
  const products = suggestions?.products ?? [];
  const categories = suggestions?.categories ?? [];
  const didYouMean = suggestions?.didYouMean ?? null;
  const hasAny = products.length > 0 || categories.length > 0 || didYouMean !== null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="no-results">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSearchOff aria-hidden size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No results for “{text}”
        </Title>
        <Text c="dimmed">
          {hasAny
            ? 'Check the spelling, or try one of these instead.'
            : 'Check the spelling, use fewer words, or browse the categories.'}
        </Text>
        {didYouMean ? (
          <Text size="sm">
            Did you mean{' '}
            <Anchor component={IntentLink} href={searchRoute('shop', didYouMean) ?? '/shop'} fw={600}>
              {didYouMean}
            </Anchor>
            ?
          </Text>
        ) : null}
        {products.length > 0 ? (
          <Stack gap={4} w="100%" aria-label="Suggested products">
            <Text size="sm" fw={600}>
              Close product names
            </Text>
            <Group gap="xs" justify="center">
              {products.map((p) => (
                <Anchor key={p.slug} component={IntentLink} href={`/shop/product/${p.slug}`} size="sm">
                  {p.name}
                </Anchor>
              ))}
            </Group>
          </Stack>
        ) : null}
        {categories.length > 0 ? (
          <Stack gap={4} w="100%" aria-label="Suggested categories">
            <Text size="sm" fw={600}>
              Browse a category
            </Text>
            <Group gap="xs" justify="center">
              {categories.map((c) => (
                <Button
                  key={c.slug}
                  component={IntentLink}
                  href={`/shop/category/${c.slug}`}
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconCategory aria-hidden size={14} />}
                >
                  {c.name}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Group gap="sm" mt="xs" justify="center">
          {clearHref ? (
            <Button component={IntentLink} href={clearHref} variant="default">
              Clear filters
            </Button>
          ) : null}
          <Button component={IntentLink} href="/shop/categories" variant="subtle">
            All categories
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
