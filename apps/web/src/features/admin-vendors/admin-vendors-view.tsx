'use client';

import type { TAdminVendor, TVendorStatus } from '@bazaar/shared/admin-vendors';
import {
  Avatar,
  Badge,
  Button,
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
import { IconBuildingStore, IconFileDescription, IconSearch } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { LoadError, TableSkeletonRows } from '@/components/table-states';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { ADMIN_VENDORS_PAGE_SIZE, type TVendorStatusFilter, useAdminVendors } from './queries';
import { VendorStatusModal } from './vendor-status-modal';

const STATUS_TABS: { value: TVendorStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];
const STATUS_COLORS: Record<TVendorStatus, string> = { active: 'green', suspended: 'red' };
const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = 6;

/** /admin/vendors: every store, searchable, with suspend and restore. */
export function AdminVendorsView() {
  const [status, setStatus] = useState<TVendorStatusFilter>('all');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<TAdminVendor | null>(null);
  const list = useAdminVendors({ status, search, page });

  const docs = list.data?.docs ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  return (
    <>
      <PageHeader
        title="Vendors"
        description="Suspend a store to hide its products from the shop; restore it to bring them back."
        actions={
          <Button
            component={Link}
            href="/admin/vendors/applications"
            variant="light"
            leftSection={<IconFileDescription size={16} />}
          >
            Vendor applications
          </Button>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Tabs
            value={status}
            onChange={(value) => {
              setStatus((value as TVendorStatusFilter | null) ?? 'all');
              setPage(1);
            }}
          >
            <Tabs.List>
              {STATUS_TABS.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <TextInput
            aria-label="Search vendors"
            placeholder="Store, owner or email"
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
          <LoadError what="vendors" />
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" aria-label="Vendors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Store</Table.Th>
                    <Table.Th>Owner</Table.Th>
                    <Table.Th ta="right">Products</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={COLUMNS} />
                  ) : (
                    docs.map((vendor) => (
                      <Table.Tr key={vendor._id} data-testid="vendor-row">
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar src={resolveImageUrl(vendor.logo)} size={36} radius="md" alt="">
                              <IconBuildingStore size={18} />
                            </Avatar>
                            <Stack gap={0} miw={0}>
                              <Text size="sm" fw={600}>
                                {vendor.storeName}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {vendor.slug}
                              </Text>
                            </Stack>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{vendor.owner.fullName}</Text>
                          <Text size="xs" c="dimmed">
                            {vendor.owner.email}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{vendor.productCount}</Table.Td>
                        <Table.Td>{formatDate(vendor.createdAt)}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLORS[vendor.status]} variant="light">
                            {vendor.status === 'active' ? 'Active' : 'Suspended'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="xs"
                            variant="light"
                            color={vendor.status === 'active' ? 'red' : 'green'}
                            onClick={() => setTarget(vendor)}
                          >
                            {vendor.status === 'active' ? 'Suspend' : 'Restore'}
                          </Button>
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
                    <IconBuildingStore size={26} />
                  </ThemeIcon>
                  <Text fw={600}>No vendors</Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {search.trim()
                      ? 'Nothing matches your search.'
                      : `There are no ${status === 'all' ? '' : `${status} `}vendors.`}
                  </Text>
                </Stack>
              </Center>
            ) : null}
          </Paper>
        )}

        {totalPages > 1 ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {list.data?.pagination.total ?? 0} vendors, {ADMIN_VENDORS_PAGE_SIZE} per page
            </Text>
            <Pagination value={page} onChange={setPage} total={totalPages} size="sm" />
          </Group>
        ) : null}
      </Stack>
      <VendorStatusModal vendor={target} onClose={() => setTarget(null)} />
    </>
  );
}
