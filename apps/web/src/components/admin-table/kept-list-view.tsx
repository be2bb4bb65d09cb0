'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import type { TEditTarget } from '@/components/form/edit-drawer';
import { PageHeader } from '@/components/page-header';
import { useApiFetch } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AdminTable } from './admin-table';
import { pageOfArray } from './array-page';
import { EditRemoveActions } from './edit-remove-actions';
import type { TEmptyState } from './table-body';
import type { TAdminTableColumn, TLoadPage } from './types';

type TKeptRow = { _id: string; name: string };

/** What a page of a kept list says and shows; the rest (reading, paging, removing) is the same. */
export type TKeptListConfig<T extends TKeptRow> = {
  /** The list's API path: GET answers it whole; POST adds, PUT and DELETE `${url}/${id}` change one. */
  url: string;
  /** The list's query key, invalidated after each write. */
  queryKey: readonly unknown[];
  /** `noun` names one row on the buttons and the question: `Add partner`, `Remove this partner?`. */
  header: { title: string; description: string; noun: string };
  table: {
    label: string;
    searchPlaceholder: string;
    searchLabel: string;
    itemsLabel: string;
    csvFileName: string;
    rowTestId: string;
    minWidth: number;
    emptyState: TEmptyState;
  };
  columns: TAdminTableColumn<T>[];
  /** What the search box matches in a row. */
  searchText: (row: T) => string;
  /** Where a removed row leaves: `Acme leaves ${removeFrom}.` */
  removeFrom: string;
  /** Adds or edits a row. */
  Drawer: ComponentType<{ target: TEditTarget<T>; onClose: () => void }>;
};

/**
 * A short list the super admin keeps in order (the partners, the team on /about): read whole and
 * searched and paged here, each row edited in a drawer or removed after a question.
 */
export function KeptListView<T extends TKeptRow>({ config }: { config: TKeptListConfig<T> }) {
  const { url, queryKey, header, table, columns, searchText, removeFrom, Drawer } = config;
  const fetcher = useApiFetch();
  const [editing, setEditing] = useState<TEditTarget<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useApiMutation<string, unknown>((id, f) => f(`${url}/${id}`, { method: 'DELETE' }), {
    invalidate: [queryKey],
    onSuccess: () => setDeleting(null),
  });
  const loadPage: TLoadPage<T> = async (query, signal) =>
    pageOfArray(await fetcher<T[]>(url, { signal }), query, searchText);

  return (
    <>
      <PageHeader
        title={header.title}
        description={header.description}
        actions={
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing('new')}>
            {`Add ${header.noun}`}
          </Button>
        }
      />
      <AdminTable<T>
        {...table}
        fetchPage={loadPage}
        queryKey={[...queryKey, 'admin']}
        columns={columns}
        rowActions={(row) => (
          <EditRemoveActions
            name={row.name}
            onEdit={() => setEditing(row)}
            onRemove={() => setDeleting(row)}
            removeVerb="Remove"
          />
        )}
      />
      <Drawer target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Remove this ${header.noun}?`}
        message={`${deleting?.name ?? ''} leaves ${removeFrom}.`}
        confirmLabel={`Remove ${header.noun}`}
        cancelLabel="Cancel"
        isDestructive
        loading={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting._id)}
      />
    </>
  );
}
