'use client';

import { Container } from '@mantine/core';
import type { DehydratedState } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { CatalogView } from './catalog-view';

/** /shop/search/{text}: full-text results with the catalogue's filters; suggestions when none match. */
export function SearchView({
  text,
  search,
  initial,
}: {
  text: string;
  search: string;
  initial: DehydratedState;
}) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={`Results for “${text}”`} description="Products in the Shop matching your search." />
      <CatalogView
        basePath={`/shop/search/${encodeURIComponent(text)}`}
        search={search}
        searchText={text}
        initial={initial}
      />
    </Container>
  );
}
