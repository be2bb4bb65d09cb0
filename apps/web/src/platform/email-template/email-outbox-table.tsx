'use client';

import type { TOutboxEmail, TOutboxStatus } from '@bazaar/shared/email-template';
import { Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { emailTemplateKeys } from './queries';

const LABELS: Record<TOutboxStatus, string> = {
  sent: 'Sent',
  waiting: 'Waiting',
  failed: 'Failed, retrying',
};
const COLORS: Record<TOutboxStatus, string> = { sent: 'green', waiting: 'gray', failed: 'red' };

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Delivery',
    options: [
      { value: 'all', label: 'All' },
      { value: 'sent', label: 'Sent' },
      { value: 'waiting', label: 'Waiting' },
      { value: 'failed', label: 'Failed' },
    ],
  },
];

const COLUMNS: TAdminTableColumn<TOutboxEmail>[] = [
  {
    key: 'email',
    header: 'Email',
    render: (e) => (
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} lineClamp={1}>
          {e.subject}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
          To {e.to} · {e.templateKey}
        </Text>
        {e.lastError ? (
          <Text size="xs" c="red" lineClamp={2}>
            {e.lastError}
          </Text>
        ) : null}
      </Stack>
    ),
    csv: (e) => e.subject,
  },
  { key: 'to', header: 'To', csvOnly: true, csv: (e) => e.to },
  { key: 'attempts', header: 'Tries', align: 'right', render: (e) => e.attempts, csv: (e) => e.attempts },
  dateColumn({ key: 'created', header: 'Queued', date: (e: TOutboxEmail) => e.createdAt }),
  statusColumn({ status: (e: TOutboxEmail) => e.status, colors: COLORS, labels: LABELS }),
];

/**
 * Every email the product sent or is still sending. Without SMTP_URL nothing leaves the outbox; with it,
 * a failed send shows its error and is retried with a growing wait.
 */
export function EmailOutboxTable() {
  return (
    <AdminTable<TOutboxEmail>
      label="Outbox"
      path="/admin/email-templates/outbox"
      queryKey={emailTemplateKeys.outbox()}
      columns={COLUMNS}
      filters={FILTERS}
      searchPlaceholder="Recipient or subject"
      searchLabel="Search the outbox"
      itemsLabel="emails"
      rowTestId="outbox-row"
      minWidth={720}
      cardsOnPhone
      emptyState={{ title: 'No emails yet', icon: <IconMailbox aria-hidden size={26} /> }}
    />
  );
}
