'use client';

import type { TOrderStatus, TOrderWriteResponse } from '@bazaar/shared/order';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ORDER_API_BASE, orderKeys, type TOrderArea } from './queries';

export type TOrderAction = { orderId: string; orderNumber: string; to: TOrderStatus };

const TITLE: Record<TOrderStatus, string> = {
  Pending: 'Reopen this order?',
  Confirmed: 'Confirm this order?',
  Processing: 'Start processing this order?',
  Shipped: 'Ship this order?',
  Delivered: 'Mark this order delivered?',
  Cancelled: 'Cancel this order?',
  Returned: 'Mark this order returned?',
};

const EXPLAIN: Record<TOrderStatus, string> = {
  Pending: '',
  Confirmed: 'The buyer is told the store accepted the order.',
  Processing: 'The buyer is told the order is being packed.',
  Shipped: 'A delivery record is created and the buyer is told the parcel is on its way.',
  Delivered: 'Cash is collected: the store’s earning (less commission) is added to its balance.',
  Cancelled: 'The items go back into stock. This cannot be undone.',
  Returned: 'The items go back into stock, the payment is refunded and the store’s earning is taken back.',
};

const CONFIRM: Record<TOrderStatus, string> = {
  Pending: 'Reopen',
  Confirmed: 'Confirm order',
  Processing: 'Start processing',
  Shipped: 'Ship order',
  Delivered: 'Mark delivered',
  Cancelled: 'Cancel order',
  Returned: 'Mark returned',
};

/**
 * The confirmation before every status change, with the fields it needs: a reason to cancel
 * (required from a store), a courier (required) and tracking note to ship.
 */
export function OrderActionModal({
  area,
  action,
  onClose,
}: {
  area: TOrderArea;
  action: TOrderAction | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState('');
  const [errors, setErrors] = useState<{ note?: string; courier?: string }>({});
  useEffect(() => {
    if (action) {
      setNote('');
      setCourier('');
      setErrors({});
    }
  }, [action]);

  const to = action?.to;
  const cancelling = to === 'Cancelled';
  const reasonRequired = cancelling && area === 'vendor';
  const shipping = to === 'Shipped';

  const move = useApiMutation<TOrderAction & { note: string; courier: string }, TOrderWriteResponse>(
    (vars, fetcher) =>
      area === 'user'
        ? fetcher<TOrderWriteResponse>(`${ORDER_API_BASE.user}/${vars.orderId}/cancel`, {
            method: 'PUT',
            body: vars.note ? { reason: vars.note } : {},
          })
        : fetcher<TOrderWriteResponse>(`${ORDER_API_BASE[area]}/${vars.orderId}/status`, {
            method: 'PUT',
            body: {
              status: vars.to,
              ...(vars.note ? { note: vars.note } : {}),
              ...(vars.courier ? { courier: vars.courier } : {}),
            },
          }),
    { invalidate: [orderKeys.all, ['deliveries'], ['vendor-payments']], onSuccess: onClose },
  );

  const submit = () => {
    if (!action) return;
    const trimmed = note.trim();
    const trimmedCourier = courier.trim();
    const missing = {
      ...(reasonRequired && !trimmed ? { note: 'Give the buyer a reason' } : {}),
      ...(shipping && !trimmedCourier ? { courier: 'Name the courier that carries the parcel' } : {}),
    };
    if (missing.note || missing.courier) {
      setErrors(missing);
      return;
    }
    move.mutate(
      { ...action, note: trimmed, courier: trimmedCourier },
      {
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          const messageOf = (path: string) => err.errors.find((e) => e.path === path)?.message;
          setErrors({ note: messageOf('note'), courier: messageOf('courier') });
        },
      },
    );
  };

  return (
    <Modal opened={action !== null} onClose={onClose} title={to ? TITLE[to] : ''} centered>
      <Stack gap="md">
        <Text size="sm">
          Order <b>{action?.orderNumber}</b>. {to ? EXPLAIN[to] : ''}
        </Text>
        {shipping ? (
          <TextInput
            label="Courier"
            placeholder="e.g. Pathao Parcel"
            required
            maxLength={100}
            value={courier}
            error={errors.courier}
            onChange={(e) => {
              setCourier(e.currentTarget.value);
              setErrors((prev) => ({ ...prev, courier: undefined }));
            }}
            data-autofocus
          />
        ) : null}
        <Textarea
          label={
            cancelling
              ? reasonRequired
                ? 'Reason'
                : 'Reason (optional)'
              : shipping
                ? 'Tracking note (optional)'
                : 'Note (optional)'
          }
          description={cancelling ? 'The other side reads this in the notification.' : undefined}
          required={reasonRequired}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          error={errors.note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setErrors((prev) => ({ ...prev, note: undefined }));
          }}
          data-autofocus={shipping ? undefined : true}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button
            color={cancelling || to === 'Returned' ? 'red' : undefined}
            loading={move.isPending}
            onClick={submit}
          >
            {to ? CONFIRM[to] : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
