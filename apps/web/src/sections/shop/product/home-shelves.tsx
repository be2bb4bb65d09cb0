'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import type { TProductListResponse } from '@bazaar/shared/product';
import type { TProductSort } from '@bazaar/shared/product-constants';
import { Anchor, Box, Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { useReadAgain } from '@/lib/use-read-again';
import { catalogApi } from './catalog-api';
import type { THomeShelvesRead } from './fetch-home-shelves';
import { HOME_SHELVES, SHELF_SKELETONS, shelfQuery } from './home-shelf-queries';
import { ProductCard, ProductCardSkeleton } from './product-card';
import classes from './shelf.module.css';

function shelfHref(sort: TProductSort): string {
  return sort === 'relevance' ? '/shop' : `/shop?sort=${sort}`;
}

function Shelf({
  id,
  title,
  sort,
  eager,
  initial,
}: {
  id: string;
  title: string;
  sort: TProductSort;
  eager: boolean;
  initial: TProductListResponse | null;
}) {
  const { value: data, isFailed } = useReadAgain(`home-shelf:${sort}`, initial, (signal) =>
    catalogApi.products(shelfQuery(sort), { signal }),
  );
  if (isFailed) return null;
  if (data && data.docs.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`shelf-${id}`} data-testid={`shelf-${id}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz={{ base: 18, sm: 22 }} id={`shelf-${id}`}>
          {title}
        </Title>
        <Anchor component={IntentLink} href={shelfHref(sort)} size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            See all <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <div className={classes.row}>
        {data
          ? data.docs.map((p, i) => (
              <div key={p._id} className={classes.item}>
                <ProductCard product={p} eager={eager && i < 4} />
              </div>
            ))
          : Array.from({ length: SHELF_SKELETONS }, (_, i) => (
              <div key={i} className={classes.item}>
                <ProductCardSkeleton />
              </div>
            ))}
      </div>
    </Box>
  );
}

/** The shop's top categories as chips to swipe through. */
function CategoryChips({ initial }: { initial: TCategoryTreeNode[] | null }) {
  const { value: data } = useReadAgain('shop-category-tree', initial, (signal) =>
    catalogApi.categoryTree({ signal }),
  );
  return (
    <Box component="nav" aria-label="Shop categories" data-testid="home-categories">
      <div className={classes.chips}>
        {data
          ? data
              .filter((c) => c.isActive)
              .map((c) => (
                <Button
                  key={c._id}
                  component={IntentLink}
                  href={`/shop/category/${c.slug}`}
                  variant="light"
                  radius="xl"
                  size="compact-md"
                  style={{ flexShrink: 0 }}
                >
                  {c.name}
                </Button>
              ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={26} w={110} radius="xl" />)}
        <Button
          component={IntentLink}
          href="/shop/categories"
          variant="subtle"
          radius="xl"
          size="compact-md"
          style={{ flexShrink: 0 }}
        >
          All categories
        </Button>
      </div>
    </Box>
  );
}

/**
 * The top of the home page: categories and the featured products on the first screen, then the home
 * slider (server-rendered, passed in), new arrivals and best sellers, as the server read them.
 */
export function HomeShelves({ read, slider }: { read: THomeShelvesRead; slider?: ReactNode }) {
  const [first, ...rest] = HOME_SHELVES;
  return (
    <Container size="xl" pt={{ base: 'md', sm: 'lg' }} className={classes.shelves}>
      <Text component="h1" fz={{ base: 20, sm: 26 }} fw={700} lh={1.2}>
        Shop local, pay on delivery
      </Text>
      <CategoryChips initial={read.categories} />
      {first ? <Shelf {...first} eager initial={read.lists[first.sort] ?? null} /> : null}
      {slider}
      {rest.map((s) => (
        <Shelf key={s.id} {...s} eager={false} initial={read.lists[s.sort] ?? null} />
      ))}
    </Container>
  );
}
