'use client';

import type { TAdminRentRow } from '@bazaar/shared/rent';
import { RENT_FLOW, RENT_TYPE_LABELS, RENT_TYPES, rentPath } from '@bazaar/shared/rent-constants';
import { IconHome } from '@tabler/icons-react';
import { listingTableColumns } from '@/components/admin-table/columns';
import { HideableListView } from '@/components/admin-table/hideable-list-view';
import { namedOptions, selectFilter } from '@/components/admin-table/url-state';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { useAddressChildren } from '@/platform/address/address-selects';
import { rentKeys } from './query-keys';
import { placeLabel } from './rent-format';

const COLUMNS = listingTableColumns<TAdminRentRow>({
  listing: {
    key: 'listing',
    header: 'Listing',
    // Only an active or rented listing has a public page.
    href: (r) => (r.status === 'Active' || r.status === 'Rented' ? rentPath(r._id) : null),
    subline: (r) => `${RENT_TYPE_LABELS[r.type]} · ${placeLabel(r)}`,
  },
  status: { flow: RENT_FLOW, width: 110 },
  amount: { key: 'price', header: 'Price', sortKey: 'price', amount: (r) => r.price },
  more: [{ key: 'period', header: 'Per', render: (r) => r.period, csv: (r) => r.period }],
  count: { key: 'inquiries', header: 'Inquiries', sortKey: 'inquiriesCount', count: (r) => r.inquiriesCount },
  person: { key: 'owner', header: 'Owner', person: (r) => r.owner },
  created: 'Listed',
});

/** /admin/rent/list: every listing (drafts too), by state, type and place, with search, hide and unhide. */
export function AdminRentView() {
  const states = useAddressChildren(null, true);
  return (
    <HideableListView<TAdminRentRow>
      title="Rent listings"
      description="Every rental listing. Hide one from the Rent pages (its owner still sees it), or show it again."
      path="/admin/rent/list"
      keys={rentKeys}
      columns={COLUMNS}
      filters={[
        statusTabsFilter(RENT_FLOW, { label: 'Listing status' }),
        selectFilter(
          'type',
          'Type',
          RENT_TYPES.map((t) => ({ value: t, label: RENT_TYPE_LABELS[t] })),
        ),
        selectFilter('place', 'Place', namedOptions(states.data)),
      ]}
      searchPlaceholder="Title or owner"
      itemsLabel="listings"
      csvFileName="rent-listings"
      rowTestId="admin-rent-row"
      empty={{
        description: 'Rentals people list show up here.',
        icon: <IconHome aria-hidden size={26} />,
      }}
    />
  );
}
