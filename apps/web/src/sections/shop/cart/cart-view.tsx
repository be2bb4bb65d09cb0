'use client';

import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import Link from 'next/link';
import { type ReactNode, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { formatPrice } from '@/lib/format';
import { useMyAddresses } from '../address-book/queries';
import { AddressPicker } from '../checkout/address-picker';
import { CheckoutSummary } from '../checkout/checkout-summary';
import { CartLine } from './cart-line';
import { useCart } from './use-cart';

function CartSkeleton() {
  return (
    <Grid gap="lg" data-testid="cart-loading">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <Skeleton w={96} h={96} />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={16} w="70%" />
                <Skeleton h={12} w="40%" />
                <Skeleton h={28} w={120} />
              </Stack>
            </Group>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={180} />
      </Grid.Col>
    </Grid>
  );
}

function EmptyCart() {
  return (
    <Center py={48}>
      <Stack align="center" gap="sm" data-testid="cart-empty">
        <IconShoppingCart aria-hidden size={48} stroke={1.3} />
        <Title order={2} fz="lg">
          Your cart is empty
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          Find something you like in the shop and add it here.
        </Text>
        <Button component={Link} href="/shop">
          Continue shopping
        </Button>
      </Stack>
    </Center>
  );
}

function GuestSummary(props: { itemCount: number; subtotal: number; unavailable: number }) {
  return (
    <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 80 }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Order summary
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">Items ({props.itemCount})</Text>
          <Text fw={700} fz="lg" data-testid="cart-subtotal">
            {formatPrice(props.subtotal)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Delivery charge and vouchers are worked out at checkout.
        </Text>
        {props.unavailable > 0 ? (
          <Text size="xs" c="red">
            {props.unavailable} unavailable line{props.unavailable === 1 ? ' is' : 's are'} left out of the
            subtotal.
          </Text>
        ) : null}
        <Divider />
        <Button
          component={Link}
          href="/login?callbackUrl=%2Fshop%2Fviewcart"
          fullWidth
          size="md"
          data-testid="sign-in-to-checkout"
        >
          Sign in to check out
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Your cart comes with you when you sign in.
        </Text>
      </Stack>
    </Card>
  );
}

/** /shop/viewcart: the lines with steppers and removal, then checkout (address, voucher, totals, place order). */
export function CartView() {
  const { cart, isGuest, isLoading, isError, refetch, isUpdating, update, remove } = useCart();
  const addresses = useMyAddresses(!isGuest && !isLoading && cart.items.length > 0);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  const addressId =
    (chosenAddressId && saved.some((a) => a._id === chosenAddressId) ? chosenAddressId : null) ??
    saved.find((a) => a.isDefault)?._id ??
    saved[0]?._id ??
    null;
  const unavailable = cart.items.filter((i) => !i.isAvailable).length;
  const needsFix = cart.items.some((i) => i.issue);

  let body: ReactNode;
  if (isLoading) body = <CartSkeleton />;
  else if (isError) {
    body = (
      <Stack gap="sm" align="flex-start">
        <LoadError what="cart" />
        <Button variant="default" onClick={refetch}>
          Try again
        </Button>
      </Stack>
    );
  } else if (cart.items.length === 0) body = <EmptyCart />;
  else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {cart.items.map((item) => (
              <CartLine
                key={item._id}
                item={item}
                isBusy={isUpdating}
                onQuantityChange={(q) => void update(item._id, q)}
                onRemove={() => void remove(item._id)}
              />
            ))}
            {needsFix ? (
              <Text size="sm" c="orange">
                Some lines need attention before checkout.
              </Text>
            ) : null}
            {isGuest ? null : (
              <AddressPicker
                addresses={addresses.data}
                isLoading={addresses.isLoading}
                value={addressId}
                onChange={setChosenAddressId}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {isGuest ? (
            <GuestSummary itemCount={cart.itemCount} subtotal={cart.subtotal} unavailable={unavailable} />
          ) : (
            <CheckoutSummary
              cart={cart}
              addressId={addressId}
              hasAddresses={(addresses.data ?? []).length > 0}
            />
          )}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Your cart"
        description={
          cart.items.length > 0
            ? `${cart.items.length} ${cart.items.length === 1 ? 'item' : 'items'} in your cart`
            : undefined
        }
      />
      {isGuest && cart.items.length > 0 ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden size={18} />} mb="md">
          Your cart is saved in this browser.{' '}
          <Anchor component={Link} href="/login?callbackUrl=%2Fshop%2Fviewcart" fw={600}>
            Sign in
          </Anchor>{' '}
          to keep it with your account.
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
