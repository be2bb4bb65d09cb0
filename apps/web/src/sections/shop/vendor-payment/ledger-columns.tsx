import { formatAmount } from '@bazaar/shared/money';
import type { TLedgerEntry } from '@bazaar/shared/vendor-payment';
import { Stack, Text } from '@mantine/core';
import { dateColumn, moneyColumn, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';

export const LEDGER_TYPE_LABEL = { earning: 'Earning', reversal: 'Return', payout: 'Payout' } as const;
const TYPE_COLOR = { earning: 'green', reversal: 'red', payout: 'blue' } as const;

/** `+ Rs. 1,900.00` for a credit, `− Rs. 500.00` for a debit. */
export function signedAmount(entry: TLedgerEntry): string {
  return `${entry.type === 'earning' ? '+' : '−'} ${formatAmount(entry.amount)}`;
}

function details(entry: TLedgerEntry): string {
  if (entry.type === 'payout') {
    return [entry.method, entry.reference && `ref. ${entry.reference}`, entry.note]
      .filter(Boolean)
      .join(' · ');
  }
  return entry.note;
}

export const LEDGER_COLUMNS: TAdminTableColumn<TLedgerEntry>[] = [
  dateColumn({ key: 'date', header: 'Date', date: (e) => e.paidAt ?? e.createdAt }),
  statusColumn({
    key: 'type',
    header: 'Type',
    status: (e) => e.type,
    colors: TYPE_COLOR,
    labels: LEDGER_TYPE_LABEL,
  }),
  {
    key: 'order',
    header: 'Order / details',
    render: (e) => (
      <Stack gap={0}>
        {e.orderNumber ? (
          <Text size="sm" fw={600}>
            {e.orderNumber}
          </Text>
        ) : null}
        {details(e) || !e.orderNumber ? (
          <Text size="xs" c="dimmed">
            {details(e) || '—'}
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (e) => e.orderNumber ?? details(e),
  },
  moneyColumn({ key: 'orderTotal', header: 'Order total', amount: (e) => e.orderTotal, withPaisa: true }),
  moneyColumn({ key: 'commission', header: 'Commission', amount: (e) => e.commission, withPaisa: true }),
  {
    ...moneyColumn({
      key: 'amount',
      header: 'Net',
      amount: (e: TLedgerEntry) => (e.type === 'earning' ? e.amount : -e.amount),
    }),
    // "+ Rs. 1,900.00" in green for a credit, "− Rs. 500" for a debit.
    render: (e) => (
      <Text size="sm" fw={600} c={e.type === 'earning' ? 'green' : undefined}>
        {signedAmount(e)}
      </Text>
    ),
  },
];
