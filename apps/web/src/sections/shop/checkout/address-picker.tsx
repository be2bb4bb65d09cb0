'use client';

import type { TUserAddress } from '@bazaar/shared/address-book';
import { Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';

// Loaded when "Add address" is first pressed: the form brings zod and the address schema, which the
// cart page (prefetched from every page's header) does not otherwise need.
const AddressFormModal = dynamic(() =>
  import('../address-book/address-form-modal').then((m) => m.AddressFormModal),
);

/** Saved addresses as radio cards, with "Add address" opening the address form. */
export function AddressPicker(props: {
  addresses: TUserAddress[] | undefined;
  isLoading: boolean;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const [isAdding, setIsAdding] = useState(false);
  // Once opened, the form stays mounted so it can animate closed and open again at once.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="checkout-addresses">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            Delivery address
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus aria-hidden size={14} />}
            onClick={() => {
              setIsAdding(true);
              setHasOpenedForm(true);
            }}
            data-testid="add-address"
          >
            Add address
          </Button>
        </Group>
        {props.isLoading ? (
          <Stack gap="xs">
            <Skeleton h={64} />
            <Skeleton h={64} />
          </Stack>
        ) : (props.addresses ?? []).length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconMapPin aria-hidden size={18} />
            <Text size="sm">
              No saved address yet. Add one to see the delivery charge and place your order.
            </Text>
          </Group>
        ) : (
          <Radio.Group value={props.value} onChange={props.onChange} aria-label="Delivery address">
            <Stack gap="xs">
              {(props.addresses ?? []).map((a) => (
                <Radio.Card
                  key={a._id}
                  value={a._id}
                  radius="md"
                  p="sm"
                  withBorder
                  data-testid="address-card"
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600} size="sm">
                          {a.recipientName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {a.label}
                          {a.isDefault ? ' · Default' : ''}
                        </Text>
                      </Group>
                      <Text size="sm">{a.phone}</Text>
                      <Text size="sm" c="dimmed">
                        {[a.street, ...[...a.path].reverse()].filter(Boolean).join(', ')}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
      {hasOpenedForm ? (
        <AddressFormModal
          opened={isAdding}
          onClose={() => setIsAdding(false)}
          onSaved={(a) => props.onChange(a._id)}
        />
      ) : null}
    </Card>
  );
}
