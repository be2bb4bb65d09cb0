'use client';

import type { TCartResponse } from '@bazaar/shared/cart';
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconCash, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Form } from '@/components/form/form';
import { formatPrice } from '@/lib/format';
import { cartKeys } from '../cart/queries';
import { useCheckoutQuote, usePlaceOrder } from './queries';

function Row(props: { label: string; value: string; testId?: string; strong?: boolean; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text
        size={props.strong ? 'md' : 'sm'}
        fw={props.strong ? 700 : 400}
        c={props.strong ? undefined : 'dimmed'}
      >
        {props.label}
      </Text>
      <Text
        size={props.strong ? 'lg' : 'sm'}
        fw={props.strong ? 700 : 500}
        c={props.color}
        data-testid={props.testId}
      >
        {props.value}
      </Text>
    </Group>
  );
}

/**
 * The checkout side of the cart for a signed-in buyer: voucher, one group per store with its
 * delivery charge, totals, cash on delivery and "Place order". Numbers come from the quote
 * endpoint (the same functions the checkout uses).
 */
export function CheckoutSummary(props: {
  cart: TCartResponse;
  addressId: string | null;
  hasAddresses: boolean;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  // Kept for this tab's session: a reload (or a trip to a product and back) keeps the voucher on.
  const [appliedCode, setAppliedCode, forgetAppliedCode] = useSessionStorage<string | null>({
    key: 'bazaar-voucher',
    defaultValue: null,
  });
  // One key per attempt, kept until it succeeds: a retried click re-sends the same key.
  const attemptKey = useRef<string | null>(null);
  const cartSignature = props.cart.items.map((i) => `${i._id}:${i.quantity}`).join(',');
  const quote = useCheckoutQuote(
    { addressId: props.addressId, voucherCode: appliedCode, cart: cartSignature },
    props.cart.items.length > 0,
  );
  const place = usePlaceOrder((res) => {
    attemptKey.current = null;
    forgetAppliedCode();
    queryClient.removeQueries({ queryKey: cartKeys.mine() });
    // One confirmation page says it all (orders per store, address, payment, what next).
    router.push(`/user/shop/orders/placed/${res.checkoutId}`);
  });

  const q = quote.data;
  const voucherError = appliedCode ? (q?.voucherError ?? null) : null;
  const hasIssues = (q?.issues.length ?? 0) > 0;
  const canPlace = Boolean(q && props.addressId && q.groups.length > 0 && !hasIssues && !quote.isFetching);

  const submit = () => {
    if (!props.addressId || !q) return;
    attemptKey.current ??= crypto.randomUUID();
    place.mutate({
      key: attemptKey.current,
      body: { addressId: props.addressId, ...(q.voucher ? { voucherCode: q.voucher.code } : {}) },
    });
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={{ position: 'sticky', top: 80 }}
      data-testid="checkout-summary"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Order summary
        </Title>

        <Form
          onSubmit={(e) => {
            e.preventDefault();
            const c = code.trim().toUpperCase();
            if (c) setAppliedCode(c);
          }}
        >
          {q?.voucher && appliedCode ? (
            <Group justify="space-between" wrap="nowrap" data-testid="voucher-applied">
              <Group gap={6} wrap="nowrap">
                <IconTicket aria-hidden size={18} />
                <Badge variant="light" color="teal">
                  {q.voucher.code}
                </Badge>
                <Text size="sm" c="teal">
                  −{formatPrice(q.voucher.discount)}
                </Text>
              </Group>
              <Button
                variant="subtle"
                size="xs"
                color="red"
                onClick={() => {
                  setAppliedCode(null);
                  setCode('');
                }}
              >
                Remove
              </Button>
            </Group>
          ) : (
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label="Voucher code"
                placeholder="Voucher code"
                value={code}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  if (appliedCode) setAppliedCode(null);
                }}
                error={voucherError}
                data-testid="voucher-input"
                maxLength={30}
              />
              <Button
                type="submit"
                variant="default"
                disabled={!code.trim()}
                loading={Boolean(appliedCode) && quote.isFetching}
                data-testid="voucher-apply"
              >
                Apply
              </Button>
            </Group>
          )}
        </Form>

        <Divider />

        {!q ? (
          <Stack gap="xs">
            <Skeleton h={18} />
            <Skeleton h={18} />
            <Skeleton h={18} w="60%" />
          </Stack>
        ) : (
          <Stack gap="xs" data-testid="checkout-groups">
            {q.groups.map((g) => (
              <Stack key={g.vendor._id} gap={2} data-testid="checkout-group">
                <Text size="sm" fw={600}>
                  {g.vendor.storeName}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {countItems(g.items.reduce((s, i) => s + i.quantity, 0))} · {formatPrice(g.subtotal)}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="group-delivery">
                    Delivery {g.deliveryCharge === 0 ? 'free' : formatPrice(g.deliveryCharge)}
                  </Text>
                </Group>
              </Stack>
            ))}
            <Divider />
            <Row
              label={`Subtotal (${q.itemCount} item${q.itemCount === 1 ? '' : 's'})`}
              value={formatPrice(q.subtotal)}
              testId="cart-subtotal"
            />
            {q.discount > 0 ? (
              <Row
                label="Discount"
                value={`−${formatPrice(q.discount)}`}
                testId="summary-discount"
                color="teal"
              />
            ) : null}
            <Row
              label={`Delivery (${q.groups.length} parcel${q.groups.length === 1 ? '' : 's'})`}
              value={q.deliveryCharge === 0 ? 'Free' : formatPrice(q.deliveryCharge)}
              testId="summary-delivery"
            />
            <Row label="Total" value={formatPrice(q.total)} testId="summary-total" strong />
            {q.freeThreshold !== null ? (
              <Text size="xs" c="dimmed">
                Free delivery on each store&apos;s order from {formatPrice(q.freeThreshold)}.
                {props.addressId ? '' : ' Choose an address for its delivery charge.'}
              </Text>
            ) : null}
          </Stack>
        )}

        <Divider />
        <Radio.Group value="cod" label="Payment" readOnly>
          <Radio.Card value="cod" radius="md" p="xs" mt={6} withBorder checked>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator checked />
              <IconCash aria-hidden size={18} />
              <Text size="sm">Cash on delivery</Text>
            </Group>
          </Radio.Card>
        </Radio.Group>

        {hasIssues ? (
          <Alert color="orange" variant="light" p="xs">
            <Text size="xs">Fix the lines marked in your cart before placing the order.</Text>
          </Alert>
        ) : null}
        {!props.addressId ? (
          <Text size="xs" c="dimmed" ta="center">
            {props.hasAddresses
              ? 'Choose a delivery address.'
              : 'Add a delivery address to place your order.'}
          </Text>
        ) : null}
        <Button
          fullWidth
          size="md"
          onClick={submit}
          loading={place.isPending}
          disabled={!canPlace || place.isPending}
          data-testid="place-order"
        >
          Place order{q && canPlace ? ` · ${formatPrice(q.total)}` : ''}
        </Button>
      </Stack>
    </Card>
  );
}

function countItems(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}
