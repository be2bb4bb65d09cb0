'use client';

import type { TAdminVendorPaymentRow } from '@bazaar/shared/vendor-payment';
import { ActionIcon, Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCash, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, moneyColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { LedgerDrawer } from './ledger-drawer';
import { PayoutModal } from './payout-modal';
import { vendorPaymentKeys } from './queries';

const COLUMNS: TAdminTableColumn<TAdminVendorPaymentRow>[] = [
  {
    key: 'store',
    header: 'Store',
    sortKey: 'storeName',
    render: (r) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={r.vendor.logo} size={32} radius="md" alt="">
          <IconBuildingStore aria-hidden size={16} />
        </Avatar>
        <Stack gap={0} miw={0} maw={200}>
          <Text size="sm" fw={600}>
            {r.vendor.storeName}
          </Text>
          {r.vendor.payoutDetails ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {r.vendor.payoutDetails}
            </Text>
          ) : null}
        </Stack>
      </Group>
    ),
    csv: (r) => r.vendor.storeName,
  },
  moneyColumn({
    key: 'balance',
    header: 'Balance',
    sortKey: 'balance',
    amount: (r) => r.balance,
    fw: 700,
    testId: 'vendor-balance',
    withPaisa: true,
  }),
  moneyColumn({
    key: 'totalEarned',
    header: 'Earned',
    sortKey: 'totalEarned',
    amount: (r) => r.totalEarned,
    withPaisa: true,
  }),
  paidOutColumn(),
  moneyColumn({ key: 'pendingAmount', header: 'Pending', amount: (r) => r.pendingAmount, withPaisa: true }),
  // In the CSV a column of its own; on screen under the amount paid out, so the table fits 1280 px.
  { ...dateColumn({ key: 'last', header: 'Last payout', date: (r) => r.lastPayoutAt }), csvOnly: true },
];

/** What was paid out, and when the last payout was, one under the other. */
function paidOutColumn(): TAdminTableColumn<TAdminVendorPaymentRow> {
  const column = moneyColumn<TAdminVendorPaymentRow>({
    key: 'totalPaidOut',
    header: 'Paid out',
    amount: (r) => r.totalPaidOut,
    withPaisa: true,
  });
  return {
    ...column,
    render: (r) => (
      <Stack gap={0} align="flex-end">
        {column.render?.(r)}
        {r.lastPayoutAt ? (
          <Text size="xs" c="dimmed">
            last on {formatDate(r.lastPayoutAt)}
          </Text>
        ) : null}
      </Stack>
    ),
  };
}

/** /admin/shop/vendor-payments: every store's balance; record a payout (never above it); ledgers. */
export function AdminVendorPaymentsView() {
  const [paying, setPaying] = useState<TAdminVendorPaymentRow | null>(null);
  const [viewing, setViewing] = useState<TAdminVendorPaymentRow | null>(null);
  return (
    <>
      <PageHeader
        title="Vendor payments"
        description="Stores earn when their orders are delivered (less commission). Record what you pay them."
      />
      <AdminTable<TAdminVendorPaymentRow>
        label="Vendor balances"
        path="/admin/vendor-payments"
        queryKey={vendorPaymentKeys.adminLists()}
        rowKey={(r) => r.vendor._id}
        columns={COLUMNS}
        defaultSort="-balance"
        searchPlaceholder="Store name"
        searchLabel="Search stores"
        itemsLabel="stores"
        csvFileName="vendor-balances"
        rowTestId="vendor-payment-row"
        minWidth={940}
        onRowClick={setViewing}
        emptyState={{ title: 'No stores yet', icon: <IconCash aria-hidden size={26} /> }}
        rowActions={(r) => (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="light" disabled={r.balance <= 0} onClick={() => setPaying(r)}>
              Record payout
            </Button>
            {/* An icon (the row opens the ledger too): the table fits a 1280 px screen beside the menu. */}
            <Tooltip label="Ledger">
              <ActionIcon variant="subtle" aria-label="Ledger" onClick={() => setViewing(r)}>
                <IconReceipt aria-hidden size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
      <PayoutModal row={paying} onClose={() => setPaying(null)} />
      <LedgerDrawer row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
