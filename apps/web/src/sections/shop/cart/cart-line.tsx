'use client';

import type { TCartItem } from '@bazaar/shared/cart';
import { CART_LINE_MAX_QUANTITY } from '@bazaar/shared/cart-constants';
import { ActionIcon, Anchor, Badge, Box, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { SquareImage } from '@/components/media/square-image';
import { formatPrice } from '@/lib/format';

type CartLineProps = {
  item: TCartItem;
  isBusy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

function describeOptions(options: Record<string, string> | null): string | null {
  if (!options) return null;
  const parts = Object.entries(options).map(([key, value]) => `${key}: ${value}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One cart line: picture, name, options, unit price, a stepper kept within stock, and remove. */
export function CartLine({ item, isBusy, onQuantityChange, onRemove }: CartLineProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const href = `/shop/product/${item.slug}`;
  const options = describeOptions(item.variantOptions);
  const max = Math.min(item.stock, CART_LINE_MAX_QUANTITY);
  const canStep = item.isAvailable && !isBusy;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="cart-line"
      data-product-id={item.productId}
      style={{ opacity: item.isAvailable ? 1 : 0.7 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={{ base: 72, sm: 96 }} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          <Link href={href} aria-label={item.name}>
            <SquareImage src={item.image} alt={item.name} />
          </Link>
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} href={href} c="inherit" fw={600} lineClamp={2}>
            {item.name}
          </Anchor>
          {options ? (
            <Text size="sm" c="dimmed" data-testid="cart-line-options">
              {options}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Sold by {item.vendor.storeName}
          </Text>
          <Group gap={6} align="baseline">
            <Text size="sm" fw={600} data-testid="unit-price">
              {formatPrice(item.unitPrice)}
            </Text>
            {item.mrp && item.mrp > item.unitPrice ? (
              <Text size="xs" c="dimmed" td="line-through">
                {formatPrice(item.mrp)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              each
            </Text>
          </Group>
          {item.issue ? (
            <Badge color={item.isAvailable ? 'orange' : 'red'} variant="light" data-testid="cart-line-issue">
              {item.issue}
            </Badge>
          ) : null}
          <Group justify="space-between" align="center" mt={4} wrap="wrap" gap="xs">
            <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${item.name}`}>
              <ActionIcon
                variant="default"
                aria-label="Decrease quantity"
                disabled={!canStep || item.quantity <= 1}
                onClick={() => onQuantityChange(item.quantity - 1)}
              >
                <IconMinus aria-hidden size={16} />
              </ActionIcon>
              <Text w={32} ta="center" fw={600} data-testid="quantity" aria-live="polite">
                {item.quantity}
              </Text>
              <ActionIcon
                variant="default"
                aria-label="Increase quantity"
                disabled={!canStep || item.quantity >= max}
                onClick={() => onQuantityChange(item.quantity + 1)}
              >
                <IconPlus aria-hidden size={16} />
              </ActionIcon>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} data-testid="line-total">
                {formatPrice(item.lineTotal)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${item.name}`}
                onClick={() => setIsConfirming(true)}
              >
                <IconTrash aria-hidden size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Stack>
      </Group>

      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Remove from cart?" centered>
        <Text size="sm">Remove {item.name} from your cart?</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            Keep it
          </Button>
          <Button
            color="red"
            onClick={() => {
              setIsConfirming(false);
              onRemove();
            }}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
