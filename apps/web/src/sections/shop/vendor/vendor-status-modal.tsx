'use client';

import type {
  TAdminVendor,
  TAdminVendorStatusRequest,
  TAdminVendorWriteResponse,
} from '@bazaar/shared/vendor';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApiMutation } from '@/lib/use-api-mutation';
import { adminVendorKeys } from './admin-queries';

type Props = { vendor: TAdminVendor | null; onClose: () => void };

/** Confirms a suspension or a restore, with an optional reason the owner reads in the notification. */
export function VendorStatusModal({ vendor, onClose }: Props) {
  const [reason, setReason] = useState('');
  const suspending = vendor?.status === 'active';
  useEffect(() => {
    if (vendor) setReason('');
  }, [vendor]);

  const change = useApiMutation<{ id: string; body: TAdminVendorStatusRequest }, TAdminVendorWriteResponse>(
    ({ id, body }, fetcher) =>
      fetcher<TAdminVendorWriteResponse>(`/admin/vendors/${id}/status`, { method: 'PUT', body }),
    { invalidate: [adminVendorKeys.lists()], onSuccess: onClose },
  );

  const submit = () => {
    if (!vendor) return;
    const trimmed = reason.trim();
    change.mutate({
      id: vendor._id,
      body: { status: suspending ? 'suspended' : 'active', ...(trimmed ? { reason: trimmed } : {}) },
    });
  };

  return (
    <Modal
      opened={vendor !== null}
      onClose={onClose}
      title={suspending ? 'Suspend this store?' : 'Restore this store?'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {suspending
            ? `The products of “${vendor?.storeName}” disappear from the shop until you restore it. Its data stays.`
            : `The products of “${vendor?.storeName}” return to the shop.`}
        </Text>
        <Textarea
          label="Reason (optional)"
          description="The owner sees this in the notification."
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={suspending ? 'red' : 'green'} loading={change.isPending} onClick={submit}>
            {suspending ? 'Suspend store' : 'Restore store'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
