'use client';

import type { TAdminRentRow, TAdminRentWriteResponse } from '@bazaar/shared/rent';
import { RENT_FLOW, RENT_TYPE_LABELS, RENT_TYPES, rentPath } from '@bazaar/shared/rent-constants';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconHome } from '@tabler/icons-react';
import Link from 'next/link';
import { AdminTable } from '@/components/admin-table/admin-table';
import { dateColumn, moneyColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { VISIBILITY_TABS } from '@/components/admin-table/visibility-filter';
import { PageHeader } from '@/components/page-header';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useAddressChildren } from '@/platform/address/address-selects';
import { rentKeys } from './query-keys';
import { placeLabel } from './rent-format';

const COLUMNS: TAdminTableColumn<TAdminRentRow>[] = [
  {
    key: 'listing',
    header: 'Listing',
    width: 260,
    render: (r) => (
      <Stack gap={0}>
        {r.status === 'Active' || r.status === 'Rented' ? (
          <Anchor component={Link} href={rentPath(r._id)} size="sm" fw={600} lineClamp={2}>
            {r.title}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} lineClamp={2}>
            {r.title}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {RENT_TYPE_LABELS[r.type]} · {placeLabel(r)}
          {r.isHidden ? ' · hidden' : ''}
        </Text>
      </Stack>
    ),
    csv: (r) => r.title,
  },
  statusColumn({
    key: 'status',
    header: 'Status',
    status: (r: TAdminRentRow) => r.status,
    colors: RENT_FLOW.colors,
    labels: RENT_FLOW.labels,
    width: 110,
  }),
  moneyColumn({ key: 'price', header: 'Price', sortKey: 'price', amount: (r: TAdminRentRow) => r.price }),
  {
    key: 'period',
    header: 'Per',
    render: (r) => r.period,
    csv: (r) => r.period,
  },
  {
    key: 'inquiries',
    header: 'Inquiries',
    sortKey: 'inquiriesCount',
    align: 'right',
    render: (r) => r.inquiriesCount,
    csv: (r) => r.inquiriesCount,
  },
  ...personColumns({ key: 'owner', header: 'Owner', person: (r: TAdminRentRow) => r.owner }),
  dateColumn({
    key: 'created',
    header: 'Listed',
    sortKey: 'createdAt',
    date: (r: TAdminRentRow) => r.createdAt,
  }),
];

/** /admin/rent/list: every listing (drafts too), by state, type and place, with search, hide and unhide. */
export function AdminRentView() {
  const states = useAddressChildren(null, true);
  const hide = useApiMutation(
    ({ id, hidden }: { id: string; hidden: boolean }, f) =>
      f<TAdminRentWriteResponse>(`/admin/rent/list/${id}/hidden`, { method: 'PUT', body: { hidden } }),
    { invalidate: [rentKeys.all] },
  );
  const filters: TAdminTableFilter[] = [
    statusTabsFilter(RENT_FLOW, { label: 'Listing status' }),
    {
      type: 'select',
      key: 'type',
      label: 'Type',
      placeholder: 'Every type',
      options: RENT_TYPES.map((t) => ({ value: t, label: RENT_TYPE_LABELS[t] })),
    },
    {
      type: 'select',
      key: 'place',
      label: 'Place',
      placeholder: 'Every place',
      options: (states.data ?? []).map((n) => ({ value: n._id, label: n.name })),
    },
    VISIBILITY_TABS,
  ];
  return (
    <>
      <PageHeader
        title="Rent listings"
        description="Every rental listing. Hide one from the Rent pages (its owner still sees it), or show it again."
      />
      <AdminTable<TAdminRentRow>
        label="Rent listings"
        cardsOnPhone
        path="/admin/rent/list"
        queryKey={[...rentKeys.admin(), 'list']}
        columns={COLUMNS}
        filters={filters}
        defaultSort="-createdAt"
        searchPlaceholder="Title or owner"
        searchLabel="Search listings"
        itemsLabel="listings"
        csvFileName="rent-listings"
        rowTestId="admin-rent-row"
        minWidth={900}
        emptyState={{
          title: 'No listings yet',
          description: 'Rentals people list show up here.',
          icon: <IconHome aria-hidden size={26} />,
        }}
        rowActions={(r) => (
          <Button
            size="xs"
            variant="light"
            leftSection={
              r.isHidden ? <IconEye aria-hidden size={14} /> : <IconEyeOff aria-hidden size={14} />
            }
            loading={hide.isPending && hide.variables?.id === r._id}
            onClick={() => hide.mutate({ id: r._id, hidden: !r.isHidden })}
          >
            {r.isHidden ? 'Unhide' : 'Hide'}
          </Button>
        )}
      />
    </>
  );
}
