'use client';

import {
  DELIVERY_FLOW,
  type TDelivery,
  type TDeliveryStatus,
  type TDeliveryUpdateRequest,
  type TDeliveryWriteResponse,
} from '@bazaar/shared/delivery';
import { ORDER_FLOW } from '@bazaar/shared/order';
import { isFinalStatus } from '@bazaar/shared/status-flow';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { ORDER_STATUS_TEST_ID } from '@/sections/shop/order/order-status-badge';

export const deliveryKeys = {
  all: ['deliveries'] as const,
  lists: () => [...deliveryKeys.all, 'list'] as const,
};

const FILTERS: TAdminTableFilter[] = [statusTabsFilter(DELIVERY_FLOW, { label: 'Delivery status' })];

const COLUMNS: TAdminTableColumn<TDelivery>[] = [
  {
    key: 'order',
    header: 'Order',
    render: (d) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          href={`/admin/shop/orders?id=${d.orderId}`}
          size="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {d.orderNumber}
        </Anchor>
        <Text size="xs" c="dimmed">
          {d.vendor.storeName} · {formatPrice(d.orderTotal)}
        </Text>
      </Stack>
    ),
    csv: (d) => d.orderNumber,
  },
  { key: 'store', header: 'Store', csvOnly: true, csv: (d) => d.vendor.storeName },
  {
    key: 'to',
    header: 'Deliver to',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm">
          {d.shippingAddress.recipientName} · {d.shippingAddress.phone}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[d.shippingAddress.street, ...[...d.shippingAddress.path].reverse()].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    ),
    csv: (d) =>
      [d.shippingAddress.recipientName, d.shippingAddress.street, ...[...d.shippingAddress.path].reverse()]
        .filter(Boolean)
        .join(', '),
  },
  {
    key: 'courier',
    header: 'Courier',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm">{d.courier || '—'}</Text>
        {d.trackingNote ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {d.trackingNote}
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (d) => d.courier,
  },
  { key: 'tracking', header: 'Tracking note', csvOnly: true, csv: (d) => d.trackingNote },
  dateColumn({ key: 'updated', header: 'Updated', date: (d) => d.updatedAt }),
  statusColumn({
    key: 'order-status',
    header: 'Order',
    status: (d) => d.orderStatus,
    colors: ORDER_FLOW.colors,
    labels: ORDER_FLOW.labels,
    testId: ORDER_STATUS_TEST_ID,
  }),
  statusColumn({
    header: 'Delivery',
    status: (d) => d.status,
    colors: DELIVERY_FLOW.colors,
    labels: DELIVERY_FLOW.labels,
    testId: 'delivery-status',
  }),
];

function EditDeliveryModal({ delivery, onClose }: { delivery: TDelivery | null; onClose: () => void }) {
  const form = useForm<{ courier: string; trackingNote: string; status: TDeliveryStatus }>({
    initialValues: { courier: '', trackingNote: '', status: 'Pending' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another record opens
  useEffect(() => {
    if (delivery) {
      form.setValues({
        courier: delivery.courier,
        trackingNote: delivery.trackingNote,
        status: delivery.status,
      });
      form.resetDirty();
    }
  }, [delivery]);

  const save = useApiMutation<{ id: string; body: TDeliveryUpdateRequest }, TDeliveryWriteResponse>(
    ({ id, body }, fetcher) =>
      fetcher<TDeliveryWriteResponse>(`/admin/deliveries/${id}`, { method: 'PUT', body }),
    { invalidate: [deliveryKeys.all, ['orders'], ['vendor-payments']], onSuccess: onClose },
  );
  const delivering =
    delivery !== null && delivery.status !== 'Delivered' && form.values.status === 'Delivered';
  const locked = delivery !== null && isFinalStatus(DELIVERY_FLOW, delivery.status);

  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={`Delivery of ${delivery?.orderNumber ?? ''}`}
      centered
    >
      <Form
        onSubmit={form.onSubmit((values) => {
          if (!delivery) return;
          save.mutate({ id: delivery._id, body: values }, { onError: (err) => applyFieldErrors(form, err) });
        })}
      >
        <Stack gap="md">
          <TextInput
            label="Courier"
            required
            maxLength={100}
            {...form.getInputProps('courier')}
            data-autofocus
          />
          <Textarea
            label="Tracking note"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('trackingNote')}
          />
          <Select
            label="Status"
            data={DELIVERY_FLOW.statuses.map((s) => ({ value: s, label: DELIVERY_FLOW.labels[s] }))}
            allowDeselect={false}
            disabled={locked}
            description={locked ? 'A delivered parcel keeps its status.' : undefined}
            {...form.getInputProps('status')}
          />
          {delivering ? (
            <Alert color="green" icon={<IconInfoCircle aria-hidden size={18} />}>
              Saving marks order {delivery?.orderNumber} delivered: cash is collected and the store’s earning
              is added to its balance. This cannot be undone here.
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} color={delivering ? 'green' : undefined}>
              {delivering ? 'Save and mark delivered' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

/** /admin/shop/delivery: delivery records of shipped orders; edit courier, tracking and status. */
export function AdminDeliveriesView() {
  const [editing, setEditing] = useState<TDelivery | null>(null);
  return (
    <>
      <PageHeader
        title="Delivery"
        description="Parcels of shipped orders. Marking one delivered marks its order delivered and pays the store."
      />
      <AdminTable<TDelivery>
        label="Deliveries"
        path="/admin/deliveries"
        queryKey={deliveryKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        searchPlaceholder="Order number, courier, buyer or store"
        searchLabel="Search deliveries"
        itemsLabel="deliveries"
        csvFileName="deliveries"
        rowTestId="delivery-row"
        minWidth={1150}
        emptyState={{
          title: 'No deliveries yet',
          description: 'A record appears here when a store ships an order.',
          icon: <IconTruckDelivery aria-hidden size={26} />,
        }}
        rowActions={(d) => (
          <Button size="xs" variant="light" onClick={() => setEditing(d)}>
            Edit
          </Button>
        )}
      />
      <EditDeliveryModal delivery={editing} onClose={() => setEditing(null)} />
    </>
  );
}
