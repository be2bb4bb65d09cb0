'use client';

import type { TVendorApplication } from '@bazaar/shared/vendor-application';
import {
  Center,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { LoadError, TableSkeletonRows } from '@/components/table-states';
import { formatDate } from '@/lib/format';
import { ApplicationDrawer } from './application-drawer';
import {
  ADMIN_APPLICATIONS_PAGE_SIZE,
  type TApplicationStatusFilter,
  useAdminVendorApplications,
} from './queries';
import { ApplicationStatusBadge } from './status-badge';

const STATUS_TABS: TApplicationStatusFilter[] = ['Pending', 'Approved', 'Rejected', 'All'];
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/vendors/applications: review vendor applications and approve or reject them. */
export function AdminApplicationsView() {
  const [status, setStatus] = useState<TApplicationStatusFilter>('Pending');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TVendorApplication | null>(null);
  const list = useAdminVendorApplications({ status, search, page });

  const docs = list.data?.docs ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  return (
    <>
      <PageHeader
        title="Vendor applications"
        description="Approve a store to give its owner the vendor dashboard, or reject it with a reason."
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Tabs
            value={status}
            onChange={(value) => {
              setStatus((value as TApplicationStatusFilter | null) ?? 'Pending');
              setPage(1);
            }}
          >
            <Tabs.List>
              {STATUS_TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tab}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <TextInput
            aria-label="Search applications"
            placeholder="Store, applicant or email"
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>

        {list.isError ? (
          <LoadError what="applications" />
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover verticalSpacing="sm" aria-label="Vendor applications">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Store</Table.Th>
                    <Table.Th>Applicant</Table.Th>
                    <Table.Th>PAN/VAT</Table.Th>
                    <Table.Th>Submitted</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={5} />
                  ) : (
                    docs.map((application) => (
                      <Table.Tr
                        key={application._id}
                        onClick={() => setSelected(application)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            setSelected(application);
                          }
                        }}
                        tabIndex={0}
                        style={{ cursor: 'pointer' }}
                        data-testid="application-row"
                      >
                        <Table.Td fw={600}>{application.storeName}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{application.applicant.fullName}</Text>
                          <Text size="xs" c="dimmed">
                            {application.applicant.email}
                          </Text>
                        </Table.Td>
                        <Table.Td ff="monospace">{application.panVat}</Table.Td>
                        <Table.Td>{formatDate(application.createdAt)}</Table.Td>
                        <Table.Td>
                          <ApplicationStatusBadge status={application.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {!list.isPending && docs.length === 0 ? (
              <Center py="xl">
                <Stack align="center" gap="xs">
                  <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                    <IconInbox size={26} />
                  </ThemeIcon>
                  <Text fw={600}>No applications</Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {search.trim()
                      ? 'Nothing matches your search.'
                      : `There are no ${status === 'All' ? '' : `${status.toLowerCase()} `}applications.`}
                  </Text>
                </Stack>
              </Center>
            ) : null}
          </Paper>
        )}

        {totalPages > 1 ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {list.data?.pagination.total ?? 0} applications, {ADMIN_APPLICATIONS_PAGE_SIZE} per page
            </Text>
            <Pagination value={page} onChange={setPage} total={totalPages} size="sm" />
          </Group>
        ) : null}
      </Stack>
      <ApplicationDrawer application={selected} onClose={() => setSelected(null)} />
    </>
  );
}
