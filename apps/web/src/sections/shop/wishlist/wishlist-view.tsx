'use client';

import type { TWishlistItem } from '@bazaar/shared/wishlist';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHeart, IconLogin, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { type ReactNode, useState } from 'react';
import { SquareImage } from '@/components/media/square-image';
import { PageHeader } from '@/components/page-header';
import { formatPrice } from '@/lib/format';
import { buildSignInHref } from '@/lib/sign-in-href';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { useCartSession } from '../cart/cart-session';
import { useToggleWishlist, useWishlist } from './queries';

function WishlistCard({ item }: { item: TWishlistItem }) {
  const toggle = useToggleWishlist();
  const href = `/shop/product/${item.slug}`;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="wishlist-card" data-product-id={item._id}>
      <Card.Section pos="relative">
        <Link href={href} aria-label={item.name}>
          <SquareImage src={item.image} alt={item.name} />
        </Link>
        <Tooltip label="Remove from wishlist" withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            pos="absolute"
            top={8}
            right={8}
            aria-label={`Remove ${item.name} from wishlist`}
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ productId: item._id, save: false })}
          >
            <IconTrash aria-hidden size={18} />
          </ActionIcon>
        </Tooltip>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor component={Link} href={href} c="inherit" fw={600} lineClamp={2} size="sm">
          {item.name}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.vendor.storeName}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={700}>{formatPrice(item.price)}</Text>
          {item.discountPercent > 0 && item.mrp ? (
            <>
              <Text size="xs" c="dimmed" td="line-through">
                {formatPrice(item.mrp)}
              </Text>
              <Badge size="xs" color="red" variant="light">
                {item.discountPercent}% off
              </Badge>
            </>
          ) : null}
        </Group>
        {!item.isAvailable ? (
          <Badge color="gray" variant="light">
            No longer available
          </Badge>
        ) : !item.inStock ? (
          <Badge color="red" variant="light">
            Out of stock
          </Badge>
        ) : null}
      </Stack>
      <Box mt="sm">
        {item.hasVariants && item.isAvailable ? (
          <Button component={Link} href={href} variant="light" fullWidth>
            Choose options
          </Button>
        ) : (
          <AddToCartButton
            productId={item._id}
            maxQuantity={item.isAvailable ? item.stock : 0}
            disabled={!item.isAvailable}
            fullWidth
          />
        )}
      </Box>
    </Card>
  );
}

function WishlistSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="wishlist-loading">
      {Array.from({ length: 8 }, (_, i) => (
        <Stack key={i} gap="xs">
          <Skeleton style={{ aspectRatio: '1 / 1' }} />
          <Skeleton h={14} />
          <Skeleton h={14} w="60%" />
          <Skeleton h={36} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function SignInPrompt() {
  return (
    <Card withBorder radius="md" padding="xl" maw={520} mx="auto" data-testid="wishlist-sign-in">
      <Stack align="center" gap="sm">
        <IconHeart aria-hidden size={40} stroke={1.4} />
        <Text fw={600} size="lg" ta="center">
          Sign in to see your wishlist
        </Text>
        <Text c="dimmed" ta="center" size="sm">
          Save products you like and find them again on any device.
        </Text>
        <Button
          component={Link}
          href={buildSignInHref('/shop/wishlist')}
          leftSection={<IconLogin aria-hidden size={18} />}
        >
          Sign in
        </Button>
      </Stack>
    </Card>
  );
}

/** /shop/wishlist: saved products with remove and "Add to cart"; guests are asked to sign in. */
export function WishlistView() {
  const { status, isUser } = useCartSession();
  const [page, setPage] = useState(1);
  const { data, isPending } = useWishlist(page);

  let body: ReactNode;
  if (status === 'loading') body = <WishlistSkeleton />;
  else if (!isUser) {
    body =
      status === 'authenticated' ? (
        <Text c="dimmed">The wishlist belongs to buyer accounts.</Text>
      ) : (
        <SignInPrompt />
      );
  } else if (isPending || !data) body = <WishlistSkeleton />;
  else if (data.docs.length === 0) {
    body = (
      <Center py="xl">
        <Stack align="center" gap="sm" data-testid="wishlist-empty">
          <IconHeart aria-hidden size={40} stroke={1.4} />
          <Text fw={600}>Your wishlist is empty</Text>
          <Text c="dimmed" size="sm">
            Tap the heart on a product to save it here.
          </Text>
          <Button component={Link} href="/shop" variant="light">
            Browse the shop
          </Button>
        </Stack>
      </Center>
    );
  } else {
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {data.docs.map((item) => (
            <WishlistCard key={item._id} item={item} />
          ))}
        </SimpleGrid>
        {data.pagination.totalPages > 1 ? (
          <Center>
            <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
          </Center>
        ) : null}
      </Stack>
    );
  }

  const total = data?.pagination.total;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Wishlist"
        description={
          isUser && total !== undefined
            ? `${total} saved product${total === 1 ? '' : 's'}`
            : 'Products you saved for later.'
        }
      />
      {body}
    </Container>
  );
}
