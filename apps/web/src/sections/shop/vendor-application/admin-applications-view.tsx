'use client';

import { type TVendorApplication, VENDOR_APPLICATION_FLOW } from '@bazaar/shared/vendor-application';
import { Button, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { boldTextColumn, dateColumn, personColumns, statusColumn } from '@/components/admin-table/columns';
import type { TAdminTableColumn } from '@/components/admin-table/types';
import type { TAdminTableFilter } from '@/components/admin-table/url-state';
import { PageHeader } from '@/components/page-header';
import { statusTabsFilter } from '@/components/status-flow/status-tabs';
import { ApplicationDrawer } from './application-drawer';
import { ADMIN_APPLICATIONS_PAGE_SIZE, vendorApplicationKeys } from './queries';

// The page opens on the queue of applications waiting for a decision.
const FILTERS: TAdminTableFilter[] = [
  statusTabsFilter(VENDOR_APPLICATION_FLOW, {
    label: 'Application status',
    allPosition: 'last',
    defaultValue: 'Pending',
  }),
];

const COLUMNS: TAdminTableColumn<TVendorApplication>[] = [
  boldTextColumn({
    key: 'store',
    header: 'Store',
    sortKey: 'storeName',
    text: (a: TVendorApplication) => a.storeName,
  }),
  ...personColumns({
    key: 'applicant',
    header: 'Applicant',
    sortKey: 'applicantName',
    person: (a: TVendorApplication) => a.applicant,
  }),
  {
    key: 'panVat',
    header: 'PAN/VAT',
    render: (a) => (
      <Text size="sm" ff="monospace">
        {a.panVat}
      </Text>
    ),
    csv: (a) => a.panVat,
  },
  dateColumn({ key: 'submitted', header: 'Submitted', sortKey: 'createdAt', date: (a) => a.createdAt }),
  statusColumn({
    sortKey: 'status',
    status: (a) => a.status,
    colors: VENDOR_APPLICATION_FLOW.colors,
    labels: VENDOR_APPLICATION_FLOW.labels,
  }),
  { key: 'reason', header: 'Rejection reason', csvOnly: true, csv: (a) => a.rejectionReason },
  { key: 'decided', header: 'Decided', csvOnly: true, csv: (a) => a.decidedAt },
];

/** /admin/vendors/applications: review vendor applications and approve or reject them. */
export function AdminApplicationsView() {
  const [selected, setSelected] = useState<TVendorApplication | null>(null);

  return (
    <>
      <PageHeader
        title="Vendor applications"
        description="Approve a store to give its owner the vendor dashboard, or reject it with a reason."
      />
      <AdminTable<TVendorApplication>
        label="Vendor applications"
        path="/admin/vendor-applications"
        queryKey={vendorApplicationKeys.adminLists()}
        columns={COLUMNS}
        filters={FILTERS}
        defaultSort="-createdAt"
        limit={ADMIN_APPLICATIONS_PAGE_SIZE}
        searchPlaceholder="Store, applicant or email"
        searchLabel="Search applications"
        itemsLabel="applications"
        csvFileName="vendor-applications"
        rowTestId="application-row"
        minWidth={760}
        onRowClick={setSelected}
        rowActions={(a) => (
          <Button size="xs" variant="light" onClick={() => setSelected(a)}>
            {a.status === 'Pending' ? 'Review' : 'View'}
          </Button>
        )}
        emptyState={{
          title: 'No applications',
          description: 'Applications from users who want to sell appear here.',
          icon: <IconInbox aria-hidden size={26} />,
        }}
      />
      <ApplicationDrawer application={selected} onClose={() => setSelected(null)} />
    </>
  );
}
