'use client';

import { Button, Container } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import Link from 'next/link';
import { PageHeader } from '@/components/page-header';
import { CatalogView } from './catalog-view';

/** /shop: every product, filtered and sorted from the URL. */
export function ShopCatalogView() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Shop"
        description="Products from local vendors, delivered to your door, with cash on delivery."
        actions={
          <Button
            component={Link}
            href="/shop/categories"
            variant="default"
            leftSection={<IconCategory size={16} />}
            visibleFrom="sm"
          >
            All categories
          </Button>
        }
      />
      <CatalogView />
    </Container>
  );
}
