'use client';

import type { TContactMessage } from '@bazaar/shared/message';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { MessageDrawer } from './message-drawer';
import { messageKeys } from './queries';

type TMessageState = 'unread' | 'read' | 'replied';
const STATE_LABELS: Record<TMessageState, string> = { unread: 'Unread', read: 'Read', replied: 'Replied' };
const STATE_COLORS: Record<TMessageState, string> = { unread: 'blue', read: 'gray', replied: 'teal' };
const stateOf = (m: TContactMessage): TMessageState =>
  !m.isRead ? 'unread' : m.repliedAt ? 'replied' : 'read';

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'folder',
    label: 'Folder',
    defaultValue: 'inbox',
    options: [
      { value: 'inbox', label: 'Inbox' },
      { value: 'unread', label: 'Unread' },
      { value: 'archived', label: 'Archived' },
    ],
  },
];

const COLUMNS: TAdminTableColumn<TContactMessage>[] = [
  ...personColumns({
    key: 'from',
    header: 'From',
    person: (m: TContactMessage) => ({ fullName: m.name, email: m.email }),
  }),
  {
    key: 'subject',
    header: 'Subject',
    cardWide: true,
    render: (m) => (
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          {!m.isRead ? (
            <Text span c="blue" aria-hidden>
              ●
            </Text>
          ) : null}
          <Text size="sm" fw={m.isRead ? 400 : 700} lineClamp={1}>
            {m.subject}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {m.message}
        </Text>
      </Stack>
    ),
    csv: (m) => m.subject,
  },
  { key: 'message', header: 'Message', csvOnly: true, csv: (m) => m.message },
  dateColumn({ key: 'received', header: 'Received', date: (m: TContactMessage) => m.createdAt }),
  statusColumn({ status: stateOf, colors: STATE_COLORS, labels: STATE_LABELS }),
];

/** /admin/messages: what visitors wrote through /contact, unread first; open one to read, answer or archive it. */
export function AdminMessagesView() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Messages"
        description="What visitors wrote through the Contact page. Unread ones come first; a reply goes out by email."
      />
      <AdminTable<TContactMessage>
        label="Messages"
        path="/admin/messages"
        queryKey={messageKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        searchPlaceholder="Name, email or subject"
        searchLabel="Search messages"
        itemsLabel="messages"
        csvFileName="messages"
        rowTestId="message-row"
        minWidth={760}
        cardsOnPhone
        onRowClick={(m) => setOpenId(m._id)}
        rowActions={(m) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpenId(m._id)}
            aria-label={`Open “${m.subject}” from ${m.name}`}
          >
            Open
          </Button>
        )}
        emptyState={{
          title: 'No messages',
          description: 'Messages written through the Contact page appear here.',
          icon: <IconMail aria-hidden size={26} />,
        }}
      />
      <MessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
