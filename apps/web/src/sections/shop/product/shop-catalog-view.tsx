'use client';

import { Button, Container } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { PageHeader } from '@/components/page-header';
import { CatalogView } from './catalog-view';

/**
 * /shop: every product, filtered and sorted from the URL (`search`, its canonical query); `top` is the
 * server-rendered slider, `bottom` the ad.
 */
export function ShopCatalogView({
  top,
  bottom,
  search,
  initial,
}: {
  top?: ReactNode;
  bottom?: ReactNode;
  search: string;
  initial: DehydratedState;
}) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {top}
      <PageHeader
        title="Shop"
        description="Products from local vendors, delivered to your door, with cash on delivery."
        actions={
          <Button
            component={IntentLink}
            href="/shop/categories"
            variant="default"
            leftSection={<IconCategory aria-hidden size={16} />}
            visibleFrom="sm"
          >
            All categories
          </Button>
        }
      />
      {/* The slider above is the largest paint: the card pictures wait their turn. */}
      <CatalogView basePath="/shop" search={search} eagerCards={top ? 0 : undefined} initial={initial} />
      {bottom}
    </Container>
  );
}
