'use client';

import type { TAdminVendor, TVendorStatus } from '@bazaar/shared/vendor';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconFileDescription } from '@tabler/icons-react';
import Link from 'next/link';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { resolveImageUrl } from '@/lib/public-config';
import { ADMIN_VENDORS_PAGE_SIZE, adminVendorKeys } from './admin-queries';
import { VendorStatusModal } from './vendor-status-modal';

const STATUS_LABELS: Record<TVendorStatus, string> = { active: 'Active', suspended: 'Suspended' };
const STATUS_COLORS: Record<TVendorStatus, string> = { active: 'green', suspended: 'red' };

const FILTERS: TAdminTableFilter[] = [
  {
    type: 'tabs',
    key: 'status',
    label: 'Vendor status',
    options: [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'suspended', label: 'Suspended' },
    ],
  },
];

const COLUMNS: TAdminTableColumn<TAdminVendor>[] = [
  {
    key: 'store',
    header: 'Store',
    sortKey: 'storeName',
    render: (vendor) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={resolveImageUrl(vendor.logo)} size={36} radius="md" alt="">
          <IconBuildingStore aria-hidden size={18} />
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
    ),
    csv: (vendor) => vendor.storeName,
  },
  { key: 'slug', header: 'Slug', csvOnly: true, csv: (vendor) => vendor.slug },
  ...personColumns({ key: 'owner', header: 'Owner', person: (vendor: TAdminVendor) => vendor.owner }),
  {
    key: 'products',
    header: 'Products',
    sortKey: 'productCount',
    align: 'right',
    render: (vendor) => vendor.productCount,
    csv: (vendor) => vendor.productCount,
  },
  dateColumn({ key: 'joined', header: 'Joined', sortKey: 'createdAt', date: (vendor) => vendor.createdAt }),
  statusColumn({
    sortKey: 'status',
    status: (vendor) => vendor.status,
    colors: STATUS_COLORS,
    labels: STATUS_LABELS,
  }),
];

/** /admin/vendors: every store, searchable and sortable, with suspend, restore and CSV export. */
export function AdminVendorsView() {
  const [target, setTarget] = useState<TAdminVendor | null>(null);

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
            leftSection={<IconFileDescription aria-hidden size={16} />}
          >
            Vendor applications
          </Button>
        }
      />
      <AdminTable<TAdminVendor>
        label="Vendors"
        path="/admin/vendors"
        queryKey={adminVendorKeys.lists()}
        columns={COLUMNS}
        filters={FILTERS}
        defaultSort="-createdAt"
        limit={ADMIN_VENDORS_PAGE_SIZE}
        searchPlaceholder="Store, owner or email"
        searchLabel="Search vendors"
        itemsLabel="vendors"
        csvFileName="vendors"
        rowTestId="vendor-row"
        minWidth={820}
        emptyState={{
          title: 'No vendors',
          description: 'Stores appear here once an application is approved.',
          icon: <IconBuildingStore aria-hidden size={26} />,
        }}
        rowActions={(vendor) => (
          <Button
            size="xs"
            variant="light"
            color={vendor.status === 'active' ? 'red' : 'green'}
            onClick={() => setTarget(vendor)}
          >
            {vendor.status === 'active' ? 'Suspend' : 'Restore'}
          </Button>
        )}
      />
      <VendorStatusModal vendor={target} onClose={() => setTarget(null)} />
    </>
  );
}
