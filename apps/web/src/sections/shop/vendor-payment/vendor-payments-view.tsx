'use client';

import type { TLedgerEntry, TVendorPaymentsResponse } from '@bazaar/shared/vendor-payment';
import { Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { BalanceCards } from './balance-cards';
import { LEDGER_COLUMNS } from './ledger-columns';
import { vendorPaymentKeys } from './queries';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'type',
    label: 'Entries',
    options: [
      { value: 'all', label: 'All' },
      { value: 'earning', label: 'Earnings' },
      { value: 'payout', label: 'Payouts' },
      { value: 'reversal', label: 'Returns' },
    ],
  },
];

/** /vendor/shop/payments: balance, earnings per delivered order (less commission), payout history. */
export function VendorPaymentsView() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  const summary = useQuery({
    queryKey: vendorPaymentKeys.mine(),
    queryFn: ({ signal }) =>
      fetcher<TVendorPaymentsResponse>('/vendor/payments', { query: { limit: 1 }, signal }),
    enabled: status === 'authenticated',
  });
  return (
    <>
      <PageHeader
        title="Payments"
        description="Each delivered order adds its total less Bazaar’s commission to your balance; payouts take it down."
      />
      {summary.isError ? <LoadError what="balance" /> : <BalanceCards balance={summary.data} />}
      {summary.data?.vendor.payoutDetails ? (
        <Text size="sm" c="dimmed" mb="sm">
          Payouts go to: {summary.data.vendor.payoutDetails}
        </Text>
      ) : null}
      <AdminTable<TLedgerEntry>
        label="Ledger"
        queryKey={vendorPaymentKeys.myLedger()}
        fetchPage={async (query, signal) => {
          const res = await fetcher<TVendorPaymentsResponse>('/vendor/payments', { query, signal });
          return res.ledger;
        }}
        columns={LEDGER_COLUMNS}
        filters={FILTERS}
        itemsLabel="entries"
        csvFileName="payments"
        rowTestId="ledger-row"
        minWidth={720}
        emptyState={{
          title: 'No earnings yet',
          description: 'When an order of yours is delivered, its earning shows up here.',
          icon: <IconCash aria-hidden size={26} />,
        }}
      />
    </>
  );
}
