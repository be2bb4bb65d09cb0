'use client';

import { Button, Group } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useApiMutation } from '@/lib/use-api-mutation';
import { AdminTable } from './admin-table';
import type { TEmptyState } from './table-body';
import type { TAdminTableColumn } from './types';
import type { TAdminTableFilter } from './url-state';
import { VISIBILITY_TABS } from './visibility-filter';

type THideableRow = { _id: string; isHidden: boolean };

export type THideableListProps<T extends THideableRow> = {
  title: string;
  description: string;
  /** The list's API path; PUT `${path}/${id}/hidden` hides a row or shows it again. */
  path: string;
  /**
   * The section's query keys: the table's key is `admin()` and the path's last part; a hide makes
   * `all` stale.
   */
  keys: { all: QueryKey; admin: () => QueryKey };
  columns: TAdminTableColumn<T>[];
  /** The list's own filters; the visibility tabs follow them. */
  filters: TAdminTableFilter[];
  searchPlaceholder: string;
  /** Default `Search <itemsLabel>`. */
  searchLabel?: string;
  /** Plural word for the rows (`tasks`): the count, the search box and the empty list name them. */
  itemsLabel: string;
  csvFileName?: string;
  rowTestId: string;
  /** Default 900 (px). */
  minWidth?: number;
  /** What an empty list says under `No <itemsLabel> yet`, and its icon. */
  empty: Omit<TEmptyState, 'title'>;
  /** Buttons after Hide (cancel a task, close a job). */
  moreActions?: (row: T) => ReactNode;
};

/**
 * An admin's list of what people put up (tasks, rentals, jobs, reviews), newest first, with a Hide
 * or Unhide button on each row: hidden rows leave the public pages, their owners still see them.
 */
export function HideableListView<T extends THideableRow>({
  title,
  description,
  path,
  keys,
  filters,
  minWidth = 900,
  empty,
  moreActions,
  ...table
}: THideableListProps<T>) {
  const hide = useApiMutation(
    ({ id, hidden }: { id: string; hidden: boolean }, f) =>
      f<unknown>(`${path}/${id}/hidden`, { method: 'PUT', body: { hidden } }),
    { invalidate: [keys.all] },
  );
  const hideButton = (row: T) => (
    <Button
      size="xs"
      variant="light"
      leftSection={row.isHidden ? <IconEye aria-hidden size={14} /> : <IconEyeOff aria-hidden size={14} />}
      loading={hide.isPending && hide.variables?.id === row._id}
      onClick={() => hide.mutate({ id: row._id, hidden: !row.isHidden })}
    >
      {row.isHidden ? 'Unhide' : 'Hide'}
    </Button>
  );
  return (
    <>
      <PageHeader title={title} description={description} />
      <AdminTable<T>
        {...table}
        label={title}
        cardsOnPhone
        path={path}
        queryKey={[...keys.admin(), path.slice(path.lastIndexOf('/') + 1)]}
        minWidth={minWidth}
        searchLabel={table.searchLabel ?? `Search ${table.itemsLabel}`}
        emptyState={{ title: `No ${table.itemsLabel} yet`, ...empty }}
        filters={[...filters, VISIBILITY_TABS]}
        defaultSort="-createdAt"
        rowActions={(row) =>
          moreActions ? (
            <Group gap={6} wrap="nowrap">
              {hideButton(row)}
              {moreActions(row)}
            </Group>
          ) : (
            hideButton(row)
          )
        }
      />
    </>
  );
}
