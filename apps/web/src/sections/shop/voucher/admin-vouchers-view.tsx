'use client';

import { toRupees } from '@bazaar/shared/money';
import type { TAdminVoucher, TVoucherStatus } from '@bazaar/shared/voucher';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { moneyColumn, statusColumn } from '@/components/admin-table/columns';
import { EditRemoveActions } from '@/components/admin-table/edit-remove-actions';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatPrice } from '@/lib/format';
import { adminVoucherKeys, useDeleteVoucher } from './queries';
import { VoucherFormDrawer } from './voucher-form-drawer';

const STATUS_COLOR: Record<TVoucherStatus, string> = {
  active: 'teal',
  scheduled: 'blue',
  expired: 'gray',
  inactive: 'red',
};

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Voucher status',
    options: [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'expired', label: 'Expired' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

export function describeVoucherValue(v: TAdminVoucher): string {
  if (v.type === 'fixed') return `${formatPrice(v.value)} off`;
  return `${v.value}% off${v.maxDiscount !== null ? ` (max ${formatPrice(v.maxDiscount)})` : ''}`;
}

const COLUMNS: TAdminTableColumn<TAdminVoucher>[] = [
  {
    key: 'code',
    header: 'Code',
    sortKey: 'code',
    render: (v) => (
      <Stack gap={0}>
        <Text fw={600} ff="monospace">
          {v.code}
        </Text>
        {v.vendor ? (
          <Text size="xs" c="dimmed">
            {v.vendor.storeName} only
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (v) => v.code,
  },
  {
    key: 'value',
    header: 'Discount',
    sortKey: 'value',
    render: (v) => describeVoucherValue(v),
    csv: (v) => describeVoucherValue(v),
  },
  {
    // No minimum reads "—" on screen; the CSV keeps 0 so the column stays numeric.
    ...moneyColumn({
      key: 'minOrder',
      header: 'Min. order',
      amount: (v: TAdminVoucher) => v.minOrder || null,
    }),
    csv: (v) => toRupees(v.minOrder),
  },
  {
    key: 'usedCount',
    header: 'Used',
    sortKey: 'usedCount',
    align: 'right',
    render: (v) => `${v.usedCount}${v.usageLimit !== null ? ` / ${v.usageLimit}` : ''}`,
    csv: (v) => v.usedCount,
  },
  { key: 'usageLimit', header: 'Usage limit', csvOnly: true, csv: (v) => v.usageLimit },
  { key: 'perUserLimit', header: 'Per buyer', csvOnly: true, csv: (v) => v.perUserLimit },
  {
    key: 'endsAt',
    header: 'Valid',
    sortKey: 'endsAt',
    render: (v) => (
      <Text size="sm">
        {formatDate(v.startsAt)} – {v.endsAt ? formatDate(v.endsAt) : 'no end'}
      </Text>
    ),
    csv: (v) => `${v.startsAt} – ${v.endsAt ?? ''}`,
  },
  statusColumn({ status: (v) => v.status, colors: STATUS_COLOR }),
];

/** /admin/shop/voucher: vouchers with search, status tabs, sort, CSV; create/edit drawer; delete confirm. */
export function AdminVouchersView() {
  const [editing, setEditing] = useState<TAdminVoucher | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminVoucher | null>(null);
  const remove = useDeleteVoucher(() => setDeleting(null));

  return (
    <>
      <PageHeader
        title="Vouchers"
        description="Discount codes buyers apply at checkout."
        actions={
          <Button
            leftSection={<IconPlus aria-hidden size={16} />}
            onClick={() => setIsCreating(true)}
            data-testid="new-voucher"
          >
            New voucher
          </Button>
        }
      />
      <AdminTable<TAdminVoucher>
        label="Vouchers"
        path="/admin/vouchers"
        queryKey={adminVoucherKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        defaultSort="-createdAt"
        searchPlaceholder="Search by code"
        csvFileName="vouchers"
        itemsLabel="vouchers"
        rowTestId="voucher-row"
        onRowClick={setEditing}
        emptyState={{
          title: 'No vouchers yet',
          description: 'Create one to offer buyers a discount.',
          icon: <IconTicket aria-hidden size={40} stroke={1.3} />,
        }}
        rowActions={(v) => (
          <Group gap={4} wrap="nowrap">
            <EditRemoveActions
              name={v.code}
              onEdit={() => setEditing(v)}
              onRemove={() => setDeleting(v)}
              variant="subtle"
            />
          </Group>
        )}
      />
      <VoucherFormDrawer
        opened={isCreating || editing !== null}
        voucher={editing}
        onClose={() => {
          setEditing(null);
          setIsCreating(false);
        }}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this voucher?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {deleting?.usedCount
              ? `${deleting.code} has been used ${deleting.usedCount} times, so it cannot be deleted. Deactivate it instead.`
              : `${deleting?.code ?? ''} will be removed for good. Buyers can no longer apply it.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            {deleting?.usedCount ? (
              <Button
                onClick={() => {
                  setEditing(deleting);
                  setDeleting(null);
                }}
              >
                Open to deactivate
              </Button>
            ) : (
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => deleting && remove.mutate(deleting._id)}
                data-testid="confirm-delete-voucher"
              >
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
