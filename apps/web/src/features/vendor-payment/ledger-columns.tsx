import type { TLedgerEntry } from '@bazaar/shared/vendor-payment';
import { Badge, Stack, Text } from '@mantine/core';
import type { TAdminTableColumn } from '@/components/admin-table';
import { formatDate, formatPrice } from '@/lib/format';

export const LEDGER_TYPE_LABEL = { earning: 'Earning', reversal: 'Return', payout: 'Payout' } as const;
const TYPE_COLOR = { earning: 'green', reversal: 'red', payout: 'blue' } as const;

/** `+ Rs. 1,900` for a credit, `− Rs. 500` for a debit. */
export function signedAmount(entry: TLedgerEntry): string {
  return `${entry.type === 'earning' ? '+' : '−'} ${formatPrice(entry.amount)}`;
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
  {
    key: 'date',
    header: 'Date',
    render: (e) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(e.paidAt ?? e.createdAt)}
      </Text>
    ),
    csv: (e) => e.paidAt ?? e.createdAt,
  },
  {
    key: 'type',
    header: 'Type',
    render: (e) => (
      <Badge color={TYPE_COLOR[e.type]} variant="light" style={{ minWidth: 'max-content' }}>
        {LEDGER_TYPE_LABEL[e.type]}
      </Badge>
    ),
    csv: (e) => LEDGER_TYPE_LABEL[e.type],
  },
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
  {
    key: 'orderTotal',
    header: 'Order total',
    align: 'right',
    render: (e) => (e.orderTotal !== null ? formatPrice(e.orderTotal) : '—'),
    csv: (e) => (e.orderTotal !== null ? e.orderTotal / 100 : null),
  },
  {
    key: 'commission',
    header: 'Commission',
    align: 'right',
    render: (e) => (e.commission !== null ? formatPrice(e.commission) : '—'),
    csv: (e) => (e.commission !== null ? e.commission / 100 : null),
  },
  {
    key: 'amount',
    header: 'Net',
    align: 'right',
    render: (e) => (
      <Text
        size="sm"
        fw={600}
        c={e.type === 'earning' ? 'green' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {signedAmount(e)}
      </Text>
    ),
    csv: (e) => (e.type === 'earning' ? e.amount : -e.amount) / 100,
    csvHeader: 'Net (Rs.)',
  },
];
